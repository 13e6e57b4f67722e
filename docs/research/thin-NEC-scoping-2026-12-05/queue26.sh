#!/bin/bash
# lead (session 59): one of two workers (usage: queue26.sh e|f). The remaining 8 N boxes at n = 12, each by
# ntop.py (Dmax 18, stops at D') and then check.py run to ntop.py's D' exactly. A worker takes a check as soon
# as a box's ntop.py RESULT says (L^N) HOLDS, else the next ntop.py box; claims under /tmp/nq26 (flock).
# Small boxes first (smaller modules, less memory at D = 17, 18). Worker e logs ntop to ntop_n12e.log, f to ntop_n12f.log.
H=/work/main/docs/research/thin-NEC-scoping-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
CHK=/work/main/docs/reviews/theorem-N-review-2026-12-05/check.py
w=$1; C=/tmp/nq26; mkdir -p $C; cd $H
BOXES="3,2 2,2 1,1 2,1 4,2 3,1 4,1 5,1"
next_task() {  # prints "check a,b D'" or "ntop a,b" or nothing; claims it
  for ab in $BOXES; do
    [ -e $C/check_$ab ] && continue
    d=$(cat ntop_n12e.log ntop_n12f.log 2>/dev/null | grep -F "RESULT n=12 ($ab):" | grep HOLDS | sed -E "s/.*D'=([0-9]+).*/\1/" | tail -1)
    if [ -n "$d" ]; then touch $C/check_$ab; echo "check $ab $d"; return; fi
  done
  for ab in $BOXES; do
    [ -e $C/ntop_$ab ] && continue
    touch $C/ntop_$ab; echo "ntop $ab"; return
  done
}
while true; do
  [ -e $C/stop ] && break
  task=$(flock $C/lock bash -c "$(declare -f next_task); C=$C; BOXES='$BOXES'; next_task")
  [ -z "$task" ] && break
  set -- $task
  ab=$2; a=${ab%,*}; b=${ab#*,}
  if [ $1 = ntop ]; then
    VMEM=13000000 $RUN $H/ntop_n12$w.log 5400 $H/ntop.py 12 18 6 $ab
  else
    VMEM=13000000 $RUN $H/lead_check_n12_${a}_${b}_D$3.log 5400 $CHK P 12 $3 $ab
  fi
done
echo done > queue26$w.done
