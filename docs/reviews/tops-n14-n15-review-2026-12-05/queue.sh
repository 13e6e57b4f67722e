#!/bin/bash
# reviewer-171: ONE sequential queue (one run of mine at a time). Pulls jobs.txt line by line (pointer in file 'next',
# so jobs.txt may be re-estimated while it runs). Line: LOG EST VMEM SWAP script args...
# VMEM = VM14 -> 6000000; VM15 -> 9000000 if free -g 'available' >= 12 else 6000000.
# Memory death (exit 134, or 'Unable to allocate'/'MemoryError' in the new log lines): one retry at 12000000 KiB,
# only if available >= 16 GB and the estimate still fits (run.sh skips otherwise).
D=/work/main/docs/reviews/tops-n14-n15-review-2026-12-05
cd $D
while true; do
  i=$(cat next 2>/dev/null || echo 1); line=$(sed -n "${i}p" jobs.txt); echo $((i+1)) > next
  [ -z "$line" ] && break
  case "$line" in \#*) continue;; esac
  set -- $line; LOG=$1; EST=$2; VM=$3; SW=$4; shift 4
  A=$(free -g | awk '/Mem/{print $7}')
  if [ "$VM" = VM14 ]; then VM=6000000; fi
  if [ "$VM" = VM15 ]; then if [ "$A" -ge 12 ]; then VM=9000000; else VM=6000000; fi; fi
  echo "$(date -u +%FT%TZ) job $i: $line (ulimit $VM, avail $A GB)"
  L0=$(wc -l < $LOG 2>/dev/null || echo 0)
  SWAP=$SW ./run.sh $LOG $EST $VM "$@"; RC=$?
  echo "$(date -u +%FT%TZ) job $i rc $RC"
  if [ $RC -eq 134 ] || tail -n +$((L0+1)) $LOG | grep -q 'Unable to allocate\|MemoryError'; then
    A=$(free -g | awk '/Mem/{print $7}')
    if [ $VM -lt 12000000 ] && [ "$A" -ge 16 ]; then
      echo "$(date -u +%FT%TZ) job $i: memory death at ulimit $VM; retry once at 12000000 (avail $A GB)"
      echo "### $(date -u +%FT%TZ) previous run died of memory at ulimit -v $VM; retrying once at 12000000 (avail $A GB)" >> $LOG
      SWAP=$SW ./run.sh $LOG $EST 12000000 "$@"; RC=$?
      echo "$(date -u +%FT%TZ) job $i retry rc $RC"
    else
      echo "### $(date -u +%FT%TZ) memory death at ulimit -v $VM; no retry (avail $A GB)" >> $LOG
    fi
  fi
done
echo "$(date -u +%FT%TZ) queue done"; touch queue.done
