# source me: one core, niced, capped at 1 GB virtual memory and 290 s of CPU
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 FLINT_NUM_THREADS=1 MKL_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 1000000
ulimit -t 290
PY="nice -n 19 /work/main/.venv/bin/python"
