#!/bin/bash
# usage: ./run.sh LOG script.py args...   (one thread, nice 10, 2 GB virtual memory cap, timed)
log=$1; shift
cd /work/main
( ulimit -v 2000000; echo "\$ $*" ; OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 PYTHONPATH=/work/main nice -n 10 /usr/bin/time -f "[%e s wall, %M KB max RSS]" .venv/bin/python docs/research/edge-step-d-2026-12-03/"$@" ) 2>&1 | tee -a docs/research/edge-step-d-2026-12-03/$log
