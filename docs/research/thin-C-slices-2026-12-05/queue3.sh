#!/bin/bash
cd /work/main/docs/research/thin-C-slices-2026-12-05
while [ ! -f queue2.done ]; do sleep 10; done
./run.sh oc2.log 120 oc2.py
./run.sh grid_n7.log 600 grid.py 7 6 11 8
touch queue3.done
