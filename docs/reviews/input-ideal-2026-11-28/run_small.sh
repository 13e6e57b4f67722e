#!/bin/bash
# Step 4, small shapes (depths 3 and 4, M < R): points = least cap + 20 on each side.
set -e
cd "$(dirname "$0")"
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
for spec in "3 2 3 6 76" "3 2 3 8 636" "3 2 4 6 76" "3 3 4 6 860" "3 2 5 4 28" "3 1 3 8 21" \
            "4 2 3 4 30" "4 2 3 6 130" "4 2 3 8 2330" "4 3 4 4 65" "4 3 4 6 2990" "4 1 2 8 21"; do
  set -- $spec
  timeout 600 python evalrank.py $1 $2 $3 $4 $5 $5 3
done
