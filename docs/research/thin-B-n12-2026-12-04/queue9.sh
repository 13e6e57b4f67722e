#!/bin/bash
cd /work/main/docs/research/thin-B-n12-2026-12-04
SEED=2 JS=all ./run.sh rs_prime.log 600 rs_stats.py 14 3,4 3,3
./run.sh top_n14.log 900 topcheck.py 14 13,2
./run.sh step_n14.log 900 blockstep.py 14 13,4
echo done > queue9.done
