cd /work/main; source .venv/bin/activate; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 5000000
/usr/bin/time -v nice -n 10 python docs/reviews/d4-2026-11-29/rev.py blocks 9 930 8 generic 2> docs/reviews/d4-2026-11-29/time_n9g.log
