#!/bin/bash
# reviewer-169: extra cheap calibration (n = 5; reviewer-168's top_small.log values), added 05:20 after the
# n = 12 (9,4) calibration at S_p ran out of its 600 s timeout under CPU contention
cd /work/main/docs/reviews/tops-n13-n14-review-2026-12-05
SWAP=0 ./run.sh calib.log 600 5 6000000 mirror.py top 5 4,2 3,3 2,4
SWAP=1 ./run.sh calib.log 600 5 6000000 mirror.py top 5 4,2 3,3 2,4
SWAP=1 ./run.sh calib.log 600 5 6000000 mirror.py top 5 3,2
date -u +%FT%TZ > queue_cal.done
