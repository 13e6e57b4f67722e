#!/bin/bash
# After G(16, 8): the 2026-11-29 reviewer's own code (docs/reviews/f2-2026-11-29/rv_G.py, its prime 1048559, seed 7)
# at G(15, 7) and (15, 3), then the remaining predictions with the lab's code; one BLAS thread each.
cd "$(dirname "$0")"
HERE=$PWD
while pgrep -f "run_case.py 16 8" > /dev/null; do sleep 5; done
rv() {
  (cd /work/main/docs/reviews/f2-2026-11-29 && RV_RANK=blas OPENBLAS_NUM_THREADS=1 PYTHONPATH=/work/main \
    /usr/bin/time -v /work/main/.venv/bin/python rv_G.py 7 $1 $2) > "$HERE/rv_G_n$1_d$2_s7.log" 2>&1
}
rv 15 7
for nd in "15 5" "16 3" "15 6"; do
  set -- $nd
  OPENBLAS_NUM_THREADS=1 /usr/bin/time -v /work/main/.venv/bin/python run_case.py $1 $2 > c32_n$1_d$2.log 2>&1
done
rv 15 3
