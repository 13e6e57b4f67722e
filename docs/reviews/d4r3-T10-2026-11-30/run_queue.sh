#!/bin/bash
# after the seed-4242 run: the Start Jacobian (seconds), then the second random RAC (seed 5151)
cd /work/main/docs/reviews/d4r3-T10-2026-11-30
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 9500000
while kill -0 $(cat run_s4242.pid) 2>/dev/null; do sleep 10; done
PY=/work/main/.venv/bin/python
for sd in 21 22; do
  nice -n 10 $PY jac.py $sd > jac_s$sd.log 2>&1
  nice -n 10 $PY jac.py $sd ones > jac_s${sd}_ones.log 2>&1
done
A2="13,12,10/14,12,9/15,11,9/15,13,7/16,10,9/16,12,7/16,14,5/17,11,7/18,9,8/18,12,5/19,10,6/20,9,6/22,8,5/24,6,5/12,10,13"
echo "$A2" > alphas_s5151.txt
./run_seed.sh 5151 "$A2" s5151
