#!/bin/bash
# T = 8 sanity run (same seed and prime)
cd /work/main/docs/reviews/fatpoints-T10-2026-12-01/
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
ulimit -v 5000000
nice -n 10 /work/main/.venv/bin/python fatcheck.py 8 90210 2147483659 2>&1 | tee t8_seed90210.log
