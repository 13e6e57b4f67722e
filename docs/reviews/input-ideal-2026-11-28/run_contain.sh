#!/bin/bash
# Step 3 (containment on real RACs) and the Lemma on its own.
set -e
cd "$(dirname "$0")"
timeout 600 python containment.py 3 3 2 2 4 40 1
timeout 600 python containment.py 3 3 2 2 6 120 2
timeout 600 python containment.py 3 3 1 1 6 60 3
timeout 600 python containment.py 3 4 2 2 4 60 4
timeout 600 python containment.py 3 4 3 2 4 60 5   # M = 3 but rank W^{I,1} = 2
timeout 600 python containment.py 4 3 2 2 4 40 6
timeout 600 python containment.py 4 2 1 1 6 40 7
timeout 600 python lemma_check.py 1
