#!/bin/bash
cd /work/main/docs/research/thin-C-slices-2026-12-05
for n in 5 6 7 8 9 10; do ./run.sh b0check_n$n.log 600 b0check.py $n $((n+2)) $((n+3)) $((n+4)); done
./run.sh slices_n8.log 600 slices_d1b.py 8 9
./run.sh grid_n6.log 600 grid.py 6 4 11 7
for n in 11 12; do ./run.sh b0check_n$n.log 600 b0check.py $n $((n+2)) $((n+3)); done
touch queue1.done
