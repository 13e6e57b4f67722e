#!/bin/bash
# reviewer-169: worker; two of these pull jobs.txt in order. Gate: while any process matching 'topcheck' (the lead's
# topcheck.py / topcheck2.py) exists, a job starts only with gate.lock held exclusively (one run of mine at a time);
# otherwise shared (two at once). Re-evaluated every 20 s while waiting.
D=/work/main/docs/reviews/tops-n13-n14-review-2026-12-05
cd $D
W=$1
while true; do
  # claim next job
  exec 8>$D/jobs.lock; flock -x 8
  i=$(cat next 2>/dev/null || echo 1); line=$(sed -n "${i}p" jobs.txt); echo $((i+1)) > next
  flock -u 8; exec 8>&-
  [ -z "$line" ] && break
  # gate
  exec 9>$D/gate.lock
  while true; do
    if pgrep -f 'topcheck' >/dev/null; then flock -x -n 9 && { GATE=x; break; }
    else flock -s -n 9 && { GATE=s; break; }; fi
    sleep 20
  done
  set -- $line; LOG=$1; EST=$2; VM=$3; SW=$4; shift 4
  if [ "$VM" = VM14 ]; then A=$(free -g | awk '/Mem/{print $7}'); if [ "$A" -ge 10 ]; then VM=8000000; else VM=6000000; fi; fi
  echo "$(date -u +%FT%TZ) worker $W job $i gate $GATE: $line"
  GATE=$GATE SWAP=$SW ./run.sh $LOG $EST $VM "$@"
  flock -u 9; exec 9>&-
done
echo "$(date -u +%FT%TZ) worker $W done"
