#!/bin/bash
# lead (session 59): once the N queue's worker e is done, the P^1 part of etop.py at n = 12 (Dmax 12 = n: no module
# degree is run, only P(e, a), e0_P, the slices at d1 and R_inf(a; e0_P)) for the E boxes, one at a time.
# The first try (run.sh of this folder, ulimit 4 GB) ran out of memory at a = 1 (etop_n12_p1.log); here 8 GB.
H=/work/main/docs/research/thin-E-boxes-2026-12-05
N=/work/main/docs/research/thin-NEC-scoping-2026-12-05
cd $H
while [ ! -e $N/queue26e.done ]; do sleep 20; done
for a in 1 2 3 4 12 11 5 6 7 8 9 10; do
  [ -e /tmp/nq27stop ] && break
  VMEM=8000000 /work/main/docs/research/thin-B-mirror-2026-12-04/run.sh $H/etop_n12_p1b.log 3000 $H/etop.py 12 12 $a
done
echo done > queue27.done
