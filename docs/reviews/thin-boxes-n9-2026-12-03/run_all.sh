#!/bin/bash
# helper-142: wait for the CI run (/tmp/ciclone/LOG gets a line 'rc=...'), then validation at n = 8 and n = 9 (1,0),
# then the n = 9 boxes in the order of boxes_n9_order.txt.  Resumable: queue.sh skips boxes with a final RESULT.
cd /work/main/docs/reviews/thin-boxes-n9-2026-12-03
while ! grep -q '^rc=' /tmp/ciclone/LOG 2>/dev/null; do sleep 60; done
echo "$(date -u '+%F %T') CI done: $(grep '^rc=' /tmp/ciclone/LOG | head -1)" >> queue_progress.log
./queue.sh 8 summary_n8.log 1:0 2:0 3:3 8:0 9:0
./queue.sh 9 summary_n9.log 1:0
./queue.sh 9 summary_n9.log $(cat boxes_n9_order.txt)
echo "$(date -u '+%F %T') run_all finished" >> queue_progress.log
