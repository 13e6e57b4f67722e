#!/bin/bash
cd /work/main/docs/research/thin-B-mirror-2026-12-04
while [ ! -f queue3.done ]; do sleep 5; done
./run.sh validate_swap.log 300 distinct_check.py 4 5 6
echo done > queue4.done
