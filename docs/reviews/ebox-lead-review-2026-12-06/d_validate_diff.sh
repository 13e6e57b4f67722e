#!/bin/bash
# Reviewer: D. ebox_lead_validate.log vs the original reviewer's ebox_n6.log, ebox_n7.log, timings and comment lines removed.
E=/work/main/docs/research/thin-E-boxes-2026-12-05; R=/work/main/docs/reviews/corollary-E-review-2026-12-05
strip(){ grep -v '^#' | sed -E 's/ *\([0-9.]+s\)//g'; }
awk '/cmd: .*ebox_lead.py 6 /{f=1} /cmd: .*ebox_lead.py 7 /{f=0} f' $E/ebox_lead_validate.log | strip > /tmp/rv_lead6.$$
awk '/cmd: .*ebox_lead.py 7 /{f=1} f' $E/ebox_lead_validate.log | strip > /tmp/rv_lead7.$$
strip < $R/ebox_n6.log > /tmp/rv_orig6.$$; strip < $R/ebox_n7.log > /tmp/rv_orig7.$$
for k in 6 7; do
  echo "n=$k: lines lead=$(wc -l < /tmp/rv_lead$k.$$) orig=$(wc -l < /tmp/rv_orig$k.$$)"
  diff /tmp/rv_orig$k.$$ /tmp/rv_lead$k.$$ > /tmp/rv_diff$k.$$ && echo "n=$k: IDENTICAL" || { echo "n=$k: differences (orig <, lead >):"; cut -c1-400 /tmp/rv_diff$k.$$; }
done
rm -f /tmp/rv_*.$$
