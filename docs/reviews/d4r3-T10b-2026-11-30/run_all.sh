#!/bin/bash
# reviewer d4r3-T10b, written 2026-11-30 ~18:15 UTC before any rank was seen.
# seed 6262, p = 3670013 (hard-coded in evalk.py / rankk.py); one RAC for both passes (all draws from default_rng(6262),
# independent of the alpha list). Pass 1: 15 orbits of 6; pass 2: 4 orbits of 6 + 11 orbits of 3. Block store deleted
# by run_seed.sh after each pass (15 x 286 MB = 4.3 GB < 5 GB).
cd /work/main/docs/reviews/d4r3-T10b-2026-11-30
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
( ulimit -v 8000000; /usr/bin/time -v nice -n 10 /work/main/.venv/bin/python evalk.py 10 6262 50 8 8 /tmp/d4r3T10brev/test 14,11,10 --test ) > test_kernel.log 2>&1
date -u > run_all.dates; echo "pass1 start" >> run_all.dates
./run_seed.sh 6262 "14,11,10/14,13,8/15,12,8/15,14,6/16,11,8/16,13,6/17,10,8/17,12,6/17,13,5/18,10,7/18,11,6/19,9,7/19,11,5/20,8,7/20,10,5" pass1
date -u >> run_all.dates; echo "pass1 done; store left: $(ls /tmp/d4r3T10brev)" >> run_all.dates
./run_seed.sh 6262 "21,8,6/21,9,5/22,7,6/23,7,5/12,12,11/13,11,11/13,13,9/14,14,7/15,10,10/15,15,5/17,9,9/19,8,8/21,7,7/23,6,6/25,5,5" pass2
date -u >> run_all.dates; echo "pass2 done; store left: $(ls /tmp/d4r3T10brev)" >> run_all.dates
