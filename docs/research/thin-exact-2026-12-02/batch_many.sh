#!/bin/bash
# usage: batch_many.sh n order "a,b ..." : one export process (one SliceModel), then Singular per box
cd /work/main && export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 PYTHONPATH=/work/main
ulimit -v 5000000
cd /work/main/docs/research/thin-exact-2026-12-02
n=$1; order=$2
/usr/bin/time -v nice -n 10 /work/main/.venv/bin/python export_many.py $n $order $3 > expmany_n${n}_$(date +%H%M%S).log 2>&1
for ab in $3; do
  a=${ab%,*}; b=${ab#*,}
  /usr/bin/time -v nice -n 10 Singular -q run_n${n}_${a}_${b}_${order}.sing > sing_n${n}_${a}_${b}_${order}.log 2>&1
  x=$(grep -o "dim X = [0-9]*" sing_n${n}_${a}_${b}_${order}.log); y=$(/work/main/.venv/bin/python count_lead.py $n $a $b $order | grep -o "dim X = [0-9]*")
  w=$(grep "Elapsed" sing_n${n}_${a}_${b}_${order}.log | awk '{print $NF}')
  mm=$(grep "Maximum resident" sing_n${n}_${a}_${b}_${order}.log | awk '{print $NF}')
  g=$(grep -o "ngens=[0-9]* sizeGB=[0-9]*" sing_n${n}_${a}_${b}_${order}.log)
  echo "n=$n a=$a b=$b order=$order sing: $x py: $y $g wall=$w maxrss_kB=$mm" | tee -a results_n${n}_${order}.txt
  gzip -f lead_n${n}_${a}_${b}_${order}.txt; rm -f gens_n${n}_${a}_${b}.sing
done
