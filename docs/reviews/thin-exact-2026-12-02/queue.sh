#!/bin/bash
# helper-134: one M2 process per box (peak memory per box); one at a time, niced, ulimit -v 5000000
cd /work/main/docs/reviews/thin-exact-2026-12-02
ulimit -v 5000000
for ab in "$@"; do
  tag=${ab/:/_}
  /usr/bin/time -v nice -n 10 M2 --script compute.m2 G_n8_s1.m2 $ab > box_n8_$tag.log 2> box_n8_$tag.err
  echo "$ab $(cat box_n8_$tag.log | tail -1) | $(grep -E 'Elapsed' box_n8_$tag.err | awk '{print $NF}') | $(grep 'Maximum res' box_n8_$tag.err | awk '{print $NF}') kB" >> queue_summary.log
done
