#!/bin/bash
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
ulimit -v 4000000
for A in "2 1" "2 2" "3 1"; do
  nice -n 10 /usr/bin/time -f "wall %e s, maxrss %M kB" /work/main/.venv/bin/python rec.py 2147483587 99 $A 850
done
