#!/bin/bash
# yjets_local.py on all 75 non-vertex outer classes of t10.log, seeds 1 and 2
source /work/main/.venv/bin/activate
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
cd /work/main/docs/research/yjets-T10-2026-12-01
for sd in 1 2; do
  /usr/bin/time -f "wall %e s peak %M kB" nice -n 10 python yjets_local.py $sd 5 10 16,15,4 16,16,3 17,14,4 17,15,3 17,16,2 17,17,1 18,13,4 18,14,3 18,15,2 18,16,1 18,17,0 19,12,4 19,13,3 19,14,2 19,15,1 19,16,0 20,11,4 20,12,3 20,13,2 20,14,1 20,15,0 21,10,4 21,11,3 21,12,2 21,13,1 21,14,0 22,9,4 22,10,3 22,11,2 22,12,1 22,13,0 23,8,4 23,9,3 23,10,2 23,11,1 23,12,0 24,7,4 24,8,3 24,9,2 24,10,1 24,11,0 25,6,4 25,7,3 25,8,2 25,9,1 25,10,0 26,5,4 26,6,3 26,7,2 26,8,1 26,9,0 27,4,4 27,5,3 27,6,2 27,7,1 27,8,0 28,4,3 28,5,2 28,6,1 28,7,0 29,3,3 29,4,2 29,5,1 29,6,0 30,3,2 30,4,1 30,5,0 31,2,2 31,3,1 31,4,0 32,2,1 32,3,0 33,1,1 33,2,0 34,1,0  > local_all_seed$sd.log 2>&1
done
