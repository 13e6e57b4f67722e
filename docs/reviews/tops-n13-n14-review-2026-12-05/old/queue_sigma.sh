#!/bin/bash
# reviewer-169: queue at S_p^sigma (SWAP=1)
cd /work/main/docs/reviews/tops-n13-n14-review-2026-12-05
export SWAP=1
./run.sh calib.log 600 60 6000000 mirror.py top 12 9,4
./run.sh top_sigma_n13.log 1800 300 6000000 mirror.py top 13 9,5
./run.sh top_sigma_n13.log 2400 450 6000000 mirror.py top 13 8,6
./run.sh top_sigma_n14.log 1200 180 6000000 mirror.py top 14 12,3
./run.sh top_sigma_n14.log 1800 300 6000000 mirror.py top 14 11,4
./run.sh top_sigma_n14.log 2400 480 6000000 mirror.py top 14 10,5
./run.sh top_sigma_n14.log 3000 750 $(./vm14.sh) mirror.py top 14 9,6
./run.sh top_sigma_n14.log 3600 1100 $(./vm14.sh) mirror.py top 14 8,7
date -u +%FT%TZ > queue_sigma.done
