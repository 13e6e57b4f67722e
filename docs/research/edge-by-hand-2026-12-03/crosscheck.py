"""helper-143: phi.py (quotient per a-component, full polynomials) against fastphi.py (edge evaluations) at the
same point: the two row matrices have the same rows (G in the same order), so rank [A | B] = rank A = rank B means
the two computations have the same kernel K_G.  usage: python crosscheck.py s seed [H4I|0]"""
import sys, runpy
from flint import nmod_mat
s, seed = int(sys.argv[1]), int(sys.argv[2]); mode = sys.argv[3] if len(sys.argv) > 3 else "0"
from phi import Model, params, P, rank
A = Model(s, params(seed, mode == "H4I")).phi_rows()
sys.argv = ["fastphi.py", str(s), str(seed), mode]
g = runpy.run_path("fastphi.py", run_name="fastphi")
B = g["rows"]; idx = g["rows_idx"]
from phi import bimonos
from math import comb
d = comb(s, 2)
allidx = [(k, m[:3], m[3:]) for k in range(3) for m in bimonos(d - 3, s - 2)]
keep = [i for i, (k, a, e) in enumerate(allidx) if min(a) <= 1]
dropped_nonzero = sum(1 for i, (k, a, e) in enumerate(allidx) if min(a) > 1 and any(A[i]))
A = [A[i] for i in keep]
assert [allidx[i] for i in keep] == [(k, tuple(a), tuple(e)) for k, a, e in idx]
print(f"rows with min(a) >= 2 that are nonzero in phi.py: {dropped_nonzero}")
ra, rb = rank(A), rank(B)
rab = nmod_mat(len(A), len(A[0]) + len(B[0]), [x for ra_, rb_ in zip(A, B) for x in ra_ + rb_], P).rank()
print(f"crosscheck s={s} seed={seed} H4={mode}: rank phi {ra}, rank fastphi {rb}, rank [phi | fastphi] {rab}:",
      "SAME KERNEL" if ra == rb == rab else "DIFFERENT")
