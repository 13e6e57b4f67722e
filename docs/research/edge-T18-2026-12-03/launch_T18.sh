#!/bin/bash
# Wait for the lead's test suite (/tmp/x/ci3.log with a line "rc=...") or 07:30 UTC, check memory, launch detached.
cd /work/main
D=docs/research/edge-T18-2026-12-03
while true; do
  if [ -f /tmp/x/ci3.log ] && grep -q '^rc=' /tmp/x/ci3.log; then echo "[$(date -u '+%F %T')] ci3.log has: $(grep '^rc=' /tmp/x/ci3.log)"; break; fi
  if [ "$(date -u +%H%M)" -ge 0730 ]; then echo "[$(date -u '+%F %T')] 07:30 UTC reached without ci3.log rc="; break; fi
  sleep 30
done
free -m
AV=$(awk '/MemAvailable/ {print int($2/1024)}' /proc/meminfo)
if [ "$AV" -lt 20480 ]; then echo "REFUSE: MemAvailable ${AV} MB < 20 GB"; exit 3; fi
OMP_NUM_THREADS=2 OPENBLAS_NUM_THREADS=2 NUMBA_NUM_THREADS=2 PYTHONPATH=/work/main setsid nohup nice -n 5 .venv/bin/python $D/run_edge18.py --T 18 --E 41858 --C 41858 --seed 20261218 --p 251 --kb 1024 --w 1024 --eval-threads 2 --ckpt-dir /tmp/edge18 --ckpt-every 900 --min-avail-gb 20 --progress $D/progress_T18.log > $D/run_T18.log 2>&1 < /dev/null &
echo "[$(date -u '+%F %T')] launched pid $!"
