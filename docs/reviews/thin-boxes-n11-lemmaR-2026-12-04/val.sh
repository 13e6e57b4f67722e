#!/bin/bash
# sequential validation runs: val.sh n "a:b a:b ..." [B]   (one process at a time, run1.sh's limits)
cd "$(dirname "$0")"
n=$1; B=${3:-}
for ab in $2; do ./run1.sh $n ${ab%:*} ${ab#*:} $B >> val_py.err 2>&1; tail -1 box_R_n${n}_${ab%:*}_${ab#*:}.log; done
