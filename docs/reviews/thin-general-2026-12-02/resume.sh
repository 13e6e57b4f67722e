#!/bin/bash
# helper-135: the first queue.sh (pid 29405) was stopped after it had started (2,2) (to interleave the E boxes);
# wait for that M2 (pid $1) to finish, write its summary line as queue.sh does, then run the rest in a new order.
cd /work/main/docs/reviews/thin-general-2026-12-02
while kill -0 $1 2>/dev/null; do sleep 5; done
sleep 2; tag=n8_2_2
echo "2:2 $(tail -1 box_$tag.log) | $(grep -E 'Elapsed' box_$tag.err | awk '{print $NF}') | $(grep 'Maximum res' box_$tag.err | awk '{print $NF}') kB | py $(grep -E 'Elapsed' box_$tag.pyerr | awk '{print $NF}') $(grep 'Maximum res' box_$tag.pyerr | awk '{print $NF}') kB $(cat box_$tag.pylog)" >> summary_n8.log
rm -f bb_$tag.m2
./queue.sh 8 summary_n8.log 3:0 3:1 5:0 3:2 7:0 4:1 4:0 4:2 6:0 4:3 4:4 5:1 5:2 5:3 6:1 6:2 7:1
