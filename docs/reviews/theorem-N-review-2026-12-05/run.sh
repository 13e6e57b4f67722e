#!/bin/bash
# usage: ./run.sh LOG TIMEOUT script.py args...   (one process, nice 19, ulimit -v 8 GB, 1 thread)
LOG=$1; TO=$2; shift 2
DIR=/work/main/docs/reviews/theorem-N-review-2026-12-05
cd /work/main
echo "### $(date -u +%FT%TZ) SEED=${SEED:-1} $*" >> $DIR/$LOG
( ulimit -v 8000000; export OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 FLINT_NUM_THREADS=1 PYTHONPATH=/work/main;
  /usr/bin/time -v nice -n 19 timeout $TO /work/main/.venv/bin/python $DIR/"$@" ) >> $DIR/$LOG 2> >(grep -E "Elapsed|Maximum resident|Traceback|Error|error" >> $DIR/$LOG)
echo "### exit $? $(date -u +%FT%TZ)" >> $DIR/$LOG
