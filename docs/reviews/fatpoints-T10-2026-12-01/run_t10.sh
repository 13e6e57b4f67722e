#!/bin/bash
# T = 10, seed 90210, p = 2147483659 (reviewer's own choice), one core, nice 10, 5 GB virtual memory cap
cd /work/main/docs/reviews/fatpoints-T10-2026-12-01/
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 5000000
/usr/bin/time -v nice -n 10 /work/main/.venv/bin/python fatcheck.py 10 90210 2147483659 2>&1 | tee t10_seed90210.log
