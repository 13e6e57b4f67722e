#!/bin/bash
# wait for the Lemma D run (my own job, pid in run_lemmaD.pid) to end, then start the second n = 8 run
cd /work/main/docs/reviews/lower-n8-2026-11-29
while kill -0 $(cat run_lemmaD.pid) 2>/dev/null; do sleep 5; done
./run_n8b.sh > logs_run_n8b.log 2>&1
