#!/bin/bash
# reviewer d4r3-T10c, written 2026-11-30 ~19:52 UTC before any rank was seen.
# seed 7373, p = 3670013 (hard-coded in evalk.py / rankk.py); one RAC for all four passes (all draws from
# default_rng(7373), independent of the alpha list). 4 passes of 19 orbits (plan.py); 24-bit store 19 x 214 MB = 4.1 GB,
# deleted by run_seed.sh after each pass.
cd /work/main/docs/reviews/d4r3-T10c-2026-11-30
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
rm -rf /tmp/d4r3T10crev/tiny /tmp/d4r3T10crev/test
date -u > run_all.dates
for i in 1 2 3 4; do
  echo "pass$i start $(date -u)" >> run_all.dates
  ./run_seed.sh 7373 "$(cat alphas_pass$i.txt)" pass$i
  echo "pass$i done $(date -u) rc=$?; store left: $(ls /tmp/d4r3T10crev)" >> run_all.dates
done
