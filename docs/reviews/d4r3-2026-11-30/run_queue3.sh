#!/bin/bash
# third sequential queue (one core), waits for run_queue2.sh; started by the reviewer
cd /work/main; source .venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1; ulimit -v 5000000
cd docs/reviews/d4r3-2026-11-30
while kill -0 $(cat run_queue2.pid) 2>/dev/null; do sleep 5; done
(for e in "0 2" "1 2"; do /usr/bin/time -f '%e s %M KB' nice -n 10 python yj.py 5 12 $e; done) > yj_n5_s12_edges.log 2>&1
