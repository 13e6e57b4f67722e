#!/bin/bash
cd /work/main; source .venv/bin/activate; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1; ulimit -v 5000000
D=docs/research/d4-2026-11-29
while kill -0 29608 2>/dev/null; do sleep 5; done
/usr/bin/time -f "%e s %M KB" nice -n 10 python $D/r3_edges.py generic 4 1 10
/usr/bin/time -f "%e s %M KB" nice -n 10 python $D/r3_edges.py family 4 2 4
/usr/bin/time -f "%e s %M KB" nice -n 10 python $D/d4_chunked.py generic 8 2
