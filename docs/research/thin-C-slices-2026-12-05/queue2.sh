#!/bin/bash
cd /work/main/docs/research/thin-C-slices-2026-12-05
while [ ! -f queue1.done ]; do sleep 10; done
./run.sh identity.log 300 identity.py
./run.sh check7_n4.log 600 check7.py 4 5 6 7 8 9 10
./run.sh check7_n5.log 600 check7.py 5 6 7 8 9 12
./run.sh check7_n6.log 600 check7.py 6 7 8 9 10 15
./run.sh check7_n7.log 600 check7.py 7 8 9 10 18
touch queue2.done
