#!/bin/bash
# reviewer-168 (02:54): extra, after queue10; anything still running at 03:35 is stopped by me
cd /work/main/docs/reviews/helper167-review-2026-12-05
while [ ! -f queue10.done ]; do sleep 5; done
SWAP=1 ./run.sh top_sigma_n13.log 900 mirror.py top 13 10,4
./run.sh top_n13.log 900 mirror.py top 13 10,4
./run.sh top_n12.log 900 mirror.py top 12 9,4
./run.sh top_n12.log 1200 mirror.py top 12 8,5
./run.sh top_n12.log 1200 mirror.py top 12 7,6
date -u +%FT%TZ > queue11.done
