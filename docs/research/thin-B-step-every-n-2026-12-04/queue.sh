#!/bin/bash
# runs the remaining checks one after another (one process at a time); started after corner.py 7 / rs.py 10 11
cd /work/main/docs/research/thin-B-step-every-n-2026-12-04
while pgrep -f "rs.py 10 11" > /dev/null || pgrep -f "corner.py 7" > /dev/null; do sleep 10; done
ulimit -v 3000000
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main
R="nice -n 19 timeout 1800 /work/main/.venv/bin/python"
$R pi_lemma.py 3 12 > pi_lemma.log 2>&1
$R rs.py 4 9 > rs_n4_9.log 2>&1
(for s in 2 3; do SEED=$s $R rs.py 5 7; done) > rs_seeds23.log 2>&1
(for n in 4 5 6; do $R cornerx.py $n; done) > cornerx_n4_6.log 2>&1
(for n in 4 5 6; do $R corner2.py $n; done) > corner2_n4_6.log 2>&1
(for n in 5 6; do $R rs_local.py $n; done) > rs_local.log 2>&1
echo done > queue.done
