#!/bin/bash
# sequential runs, one core, nice 10; logs in this folder
cd /work/main/docs/reviews/l1-n11-2026-11-29
export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1 PYTHONDONTWRITEBYTECODE=1
PY=/work/main/.venv/bin/python
T='wall %e s, cpu %U+%S s, maxrss %M KB'
echo "start $(date -u)" > run_all.log
/usr/bin/time -f "$T" -a -o r_cert_n11_d10_seed220.log nice -n 10 $PY r_cert.py 220 11 10 > r_cert_n11_d10_seed220.log 2>&1
echo "seed220 done $(date -u)" >> run_all.log
/usr/bin/time -f "$T" -a -o r_target_n11_k21.log nice -n 10 $PY r_target.py 220 11 21 > r_target_n11_k21.log 2>&1
echo "target done $(date -u)" >> run_all.log
FULLRANK=1 /usr/bin/time -f "$T" -a -o r_cert_n11_d10_seed223.log nice -n 10 $PY r_cert.py 223 11 10 > r_cert_n11_d10_seed223.log 2>&1
echo "seed223 done $(date -u)" >> run_all.log
