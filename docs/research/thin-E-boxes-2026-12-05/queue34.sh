#!/bin/bash
# lead (session 60): two workers for the E boxes at n = 12.  Worker "t": etop.py (Dmax 18, stops at D', 7 GB) for
# every box without a RESULT yet, one at a time (it first waits for an etop.py already running).  Worker "b": once
# the N queue (queue29.sh, 13 GB) is done and ebox_lead.py is validated (validate60b.done), ebox_lead.py (the
# reviewer's ebox.py, faster; 9 GB) to etop.py's D' for each box with an etop.py RESULT, in the same order.
# Stop between boxes: touch /tmp/q34stop.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
N=/work/main/docs/research/thin-NEC-scoping-2026-12-05
RUN=/work/main/docs/research/thin-B-mirror-2026-12-04/run.sh
BOXES="1 2 3 4 12 11 5 6 7 8 9 10"
cd $H
dprime() { grep -F "RESULT n=12 ($1,0):" etop_n12.log | grep HOLDS | sed -E "s/.*D'=([0-9]+).*/\1/" | tail -1; }
if [ "$1" = t ]; then
  while pgrep -f "etop.py 12" > /dev/null; do sleep 20; done
  for a in $BOXES; do
    [ -e /tmp/q34stop ] && break
    grep -qF "RESULT n=12 ($a,0):" etop_n12.log || VMEM=7000000 $RUN $H/etop_n12.log 5400 $H/etop.py 12 18 $a
  done
else
  while [ ! -e $N/queue29.done ] || [ ! -e validate60b.done ]; do sleep 20; done
  for a in $BOXES; do
    while [ -z "$(dprime $a)" ] && ! [ -e queue34t.done ]; do sleep 20; done
    [ -e /tmp/q34stop ] && break
    d=$(dprime $a)
    [ -n "$d" ] && VMEM=9000000 $RUN $H/lead_ebox_n12_${a}_D$d.log 5400 $H/ebox_lead.py 12 $d $a
  done
fi
echo done > queue34$1.done
