#!/bin/bash
# Part 2 queue: one computation process at a time (each via part2_run.sh: ulimit -v 3000000, 1 thread, nice 19, timeout 2400)
cd /work/main
R=docs/reviews/thin-B-boxes-2026-12-04/part2_run.sh
$R part2_step_n6.log step 6
$R part2_L_n6.log L 6
$R part2_step_n7.log step 7
$R part2_L_n7.log L 7 6,6 6,5 5,6 6,4 4,6 6,3 3,6 6,2 2,6 5,5 5,4 4,5 5,3 3,5 4,4
$R part2_stepz_n6.log stepz 6
$R part2_L_n8.log L 8 7,7 7,2 2,7 7,6
