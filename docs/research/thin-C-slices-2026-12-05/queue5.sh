#!/bin/bash
cd /work/main/docs/research/thin-C-slices-2026-12-05
while [ ! -f queue4.done ]; do sleep 10; done
SEED=2 ./run.sh seed2_b0check_n6.log 600 b0check.py 6 8 9 10
SEED=2 ./run.sh seed2_slices_n5.log 600 slices_d1.py 5
touch queue5.done
