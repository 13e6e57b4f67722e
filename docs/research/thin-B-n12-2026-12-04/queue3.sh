#!/bin/bash
cd /work/main/docs/research/thin-B-n12-2026-12-04
while [ ! -f queue2.done ]; do sleep 5; done
SEED=2 ./run.sh rs_family_seed2.log 1500 rs_deficit.py 4 11
SEED=2 ./run.sh rs_family_seed2.log 1500 rs_deficit.py 13 13
echo done > queue3.done
