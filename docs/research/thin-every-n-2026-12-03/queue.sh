#!/bin/bash
# sequential evidence runs (one core, nice 19, <= 3 GB)
cd /work/main
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 PYTHONPATH=/work/main:/work/main/docs/research/thin-every-n-2026-12-03
D=docs/research/thin-every-n-2026-12-03
ulimit -v 3000000
timeout 900 nice -n 19 .venv/bin/python $D/bs_sing.py 7 14 all > $D/bss_n7.log 2>&1
timeout 1800 nice -n 19 .venv/bin/python $D/bs_sing.py 9 16 '1,0;2,0;3,0;4,0;5,0;9,0;1,1;9,1;9,8;6,3;5,4' > $D/bss_n9.log 2>&1
timeout 1800 nice -n 19 .venv/bin/python $D/bs_sing.py 11 18 '1,0;2,0;3,0' > $D/bss_n11.log 2>&1
