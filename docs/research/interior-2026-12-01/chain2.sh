#!/bin/bash
# run after check_outer: H1 = I windows at n = 5 (fixed column assignment), the box at n = 6, a second point at n = 6
ulimit -v 8000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
PY=/work/main/.venv/bin/python
while kill -0 $(pgrep -f "check_outer.py 1" | head -1) 2>/dev/null; do sleep 5; done
nice -n 10 $PY run_model.py 5 1 I interior > n5_I_seed1_fixed.log 2>&1
nice -n 10 $PY run6.py 6 1 "11,11,34" > box_n6_seed1_fixed.log 2>&1
RAC_P=1048573 nice -n 10 $PY group.py 6 2 12 > group_n6_seed2_p1048573_g12.log 2>&1
