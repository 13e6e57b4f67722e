#!/bin/bash
# Session 69: the n = 17 cases session 68 left (predicted in PREDICTION.md, commit 40dc7c9): (17, 3) with the full
# source first (is the shortfall the sampling?), then (17, 5), (17, 6), (17, 7). One core, one BLAS thread.
cd "$(dirname "$0")"
RC=../conj32-n15-2026-12-06/run_case.py
run() { OPENBLAS_NUM_THREADS=1 /usr/bin/time -v /work/main/.venv/bin/python $RC "$@" > "$LOG" 2>&1; }
LOG=c32_n17_d3_s11_full.log run 17 3 11 full
for d in 5 6 7; do LOG=c32_n17_d$d.log run 17 $d; done
