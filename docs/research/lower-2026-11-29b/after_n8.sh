#!/bin/bash
# waits for the n = 8 run (pid in run_n8_H3I.pid's child) to end, then runs the R = 4 base certificate
cd /work/main/docs/research/lower-2026-11-29b
while pgrep -f "fk_rank.py 3 2 8 29500 11 top0" > /dev/null; do sleep 10; done
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 H3I=1
echo "start $(date -u)"; free -g | head -2
/usr/bin/time -v taskset -c 0 nice -n 10 /work/main/.venv/bin/python fk_rank.py 4 3 4 33950 6 free
echo "end $(date -u)"
