#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1
ulimit -v 9000000
cd /work/main
D=docs/research/edge-T12-2026-12-01
/usr/bin/time -v nice -n 10 .venv/bin/python $D/run_edge.py 12 1 4400 > $D/run_T12_seed1.log 2>&1
nice -n 10 .venv/bin/python $D/run_edge.py 10 2 default > $D/run_T10_seed2.log 2>&1
/usr/bin/time -v nice -n 10 .venv/bin/python $D/run_edge.py 12 2 4400 > $D/run_T12_seed2.log 2>&1
