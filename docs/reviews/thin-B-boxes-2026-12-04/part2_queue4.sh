#!/bin/bash
# Part 2 queue, fourth version (replaces part2_queue3.sh; the `step 7` run continues until it ends or hits its
# 2400 s timeout). Then: the (Step) checks missing from part2_step_n7.log, iso.py, the one-step-below (L) deficits
# at n = 7, then direct (L^z) checks at n = 7; one computation process at a time.
cd /work/main
F=docs/reviews/thin-B-boxes-2026-12-04
while pgrep -f "part2.py step 7" > /dev/null; do sleep 5; done
MISSING=""
for p in 2,inf 3,inf 4,inf 5,inf 6,inf 3,6 4,5 4,6 5,4 5,5 5,6 6,3 6,4 6,5 6,6; do
  a=${p%,*}; b=${p#*,}
  if [ "$b" = inf ]; then pat="t G_($a,inf) in"; else pat="t G_($a,$b) in"; fi
  grep -qF "$pat" $F/part2_step_n7.log || MISSING="$MISSING $p"
done
echo "missing steps: $MISSING" >> $F/part2_step_n7.log
R=$F/part2_run.sh
[ -n "$MISSING" ] && $R part2_step_n7.log steps 7 $MISSING
(ulimit -v 3000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main; nice -n 19 timeout 2400 /work/main/.venv/bin/python $F/iso.py 10 5 > $F/part2_iso.log 2>&1)
$R part2_Lbelow_n7.log Lbelow 7 6,2 6,3 6,4 6,5 5,5 4,5 3,5 5,4 5,3 4,4
$R part2_L_n7.log L 7 6,2 6,3 6,4 6,5 5,4 5,3
