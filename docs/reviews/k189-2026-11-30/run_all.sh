#!/bin/bash
# reviewer k189: all point checks, own code rv.py
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
ulimit -v 4000000
PY=/work/main/.venv/bin/python
for PS in "4294967291 2026" "2147483587 99"; do
  for A in "2 2" "3 1" "2 1" "1 2"; do
    nice -n 10 /usr/bin/time -f "wall %e s, maxrss %M kB" $PY rv.py $PS $A
  done
done
