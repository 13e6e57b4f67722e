#!/bin/bash
# waits for the earlier runs, then runs the C3 tests one at a time (one core)
while pgrep -f "highfree.py 3 4 12" >/dev/null || pgrep -f "explore.py" >/dev/null; do sleep 5; done
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1
nice -n 10 /usr/bin/time -f "%e s %M KB" timeout 900 /work/main/.venv/bin/python lowblocks.py 4 4 10 3 2320 > lowblocks_4410.log 2>&1
nice -n 10 /usr/bin/time -f "%e s %M KB" timeout 1800 /work/main/.venv/bin/python highfree.py 3 6 12 0 2 9866 > highfree_3612.log 2>&1
