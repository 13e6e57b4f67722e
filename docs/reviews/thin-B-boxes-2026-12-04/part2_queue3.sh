#!/bin/bash
# Part 2 queue, third version (part2_queue2.sh was killed while its `step 7` item ran; that item continues):
# waits for it, then iso (short), then (L) at n = 7, then n = 8; one computation process at a time.
cd /work/main
while pgrep -f "part2.py step 7" > /dev/null; do sleep 5; done
(ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main; nice -n 19 timeout 2400 /work/main/.venv/bin/python docs/reviews/thin-B-boxes-2026-12-04/iso.py 10 5 > docs/reviews/thin-B-boxes-2026-12-04/part2_iso.log 2>&1)
R=docs/reviews/thin-B-boxes-2026-12-04/part2_run.sh
# (L) at n = 7: the 5 boxes (a, n-1) are exactly (L_1^base) of the step run (same check, s = 0 and s = 1); the other 10 here
$R part2_L_n7.log L 7 6,2 5,5 6,3 5,4 6,4 6,5 5,3 3,5 4,5 4,4
$R part2_L_n8.log L 8 7,2 2,7 7,7 7,6
