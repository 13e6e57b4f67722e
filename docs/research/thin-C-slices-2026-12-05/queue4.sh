#!/bin/bash
cd /work/main/docs/research/thin-C-slices-2026-12-05
while [ ! -f queue3.done ]; do sleep 10; done
# resume n = 8 at the first slice g <= 9 that slices_n8.log lacks
last=$(grep -o '^g= *[0-9]*' slices_n8.log | tail -1 | tr -dc '0-9')
if [ -n "$last" ] && [ "$last" -lt 9 ]; then ./run.sh slices_n8_part.log 600 slices_part.py 8 $((last+1)) 9; fi
./run.sh sum_n8.log 120 sum_n8.py
touch queue4.done
