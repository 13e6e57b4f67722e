"""The reviewer's ebox.py (docs/reviews/corollary-E-review-2026-12-05, reviewer-176; second code for Corollary E)
made fast enough for n = 12 by the lead (session 60), everything else unchanged and run as is:

* dim T_g(N) for g >= 1 and N >= 3(n - g) is Lemma C2's closed form (thin-C-slices NOTES.md, PROVED and reviewed:
  the fat-point conditions are independent on I_g(N) there), i.e. reviewer-174's own transcription `Rev.count_T`,
  instead of a rank (rc.Rev.dimT took minutes per (g, N) at n = 12 and R_inf needs about 60 of them per box); every
  other dim T (slice 0, N < 3(n - g)) is still the rank of the reviewer's own conditions;
* rc.rank and rc.mulmod, exact over GF(1048571) as before, go through FLINT's nmod_mat_rref (numerics.rank.flint_bridge)
  and float64 BLAS with the left factor split in 10-bit halves (products < 2^30, sums of < 2^23 of them < 2^53:
  exact), instead of python-flint's element-by-element constructor and numpy's integer matmul.

etop.py computes every dim T_a(e) of R_inf by rank (the C notes' CModel.dimT), so the two codes still differ there.
usage: ebox_lead.py n Dmax a1 a2 ...   (as ebox.py)"""
import importlib.util
import os
import sys

import numpy as np

sys.path.insert(0, "/work/main/docs/reviews/theorem-C-review-2026-12-05")
import rc  # noqa: E402  (reviewer-174's own code)
import flint  # noqa: E402
from numerics.rank.flint_bridge import flint_row_basis_mod_p, flint_rref_mod_p  # noqa: E402

P = rc.P
# lead, session 64: FLINT's own thread count (its rref runs single-threaded unless set); run.sh's THREADS sets
# OMP_NUM_THREADS, and the same number goes to FLINT here.  The rref is unique, so the thread count changes no number.
# (session 65: python-flint's public setter of the same libflint count, instead of the lab's private _need_lib)
flint.ctx.threads = int(os.environ.get("OMP_NUM_THREADS", "1"))


def rank(A):
    A = np.asarray(A, dtype=np.int64) % P
    if A.size == 0 or A.shape[0] == 0 or A.shape[1] == 0:
        return 0
    return flint_rref_mod_p(np.ascontiguousarray(A, dtype=np.uint64), P)[1]


def mulmod(A, B):
    A = np.asarray(A, np.int64) % P
    B = (np.asarray(B, np.int64) % P).astype(np.float64)
    assert A.shape[1] < 2 ** 23
    hi, lo = (A >> 10).astype(np.float64), (A & 1023).astype(np.float64)
    return ((np.rint(hi @ B).astype(np.int64) % P) * 1024 + np.rint(lo @ B).astype(np.int64)) % P


_dimT = rc.Rev.dimT


def dimT(self, g, N):
    if g >= 1 and N >= 3 * (self.n - g):
        return self.count_T(g, N)  # Lemma C2
    return _dimT(self, g, N)


rc.rank, rc.mulmod, rc.Rev.dimT = rank, mulmod, dimT
spec = importlib.util.spec_from_file_location("ebox", "/work/main/docs/reviews/corollary-E-review-2026-12-05/ebox.py")
ebox = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ebox)  # its `from rc import *` now binds the fast rank and mulmod
_rowbasis = ebox.rowbasis


def rowbasis(A):
    """lead, session 63: ebox.rowbasis reduces its argument mod P first (a copy); the module's stacked multiples are
    uint64 entries of an rref mod P already, so they go to FLINT as they are (checked: max < P).  With
    flint_row_basis_mod_p reading back only the rank rows, the degree-21 step of (5,0) at n = 12 (34926 x 23023)
    needs about 17 GB, not more than 23."""
    if A.dtype == np.uint64 and A.flags.c_contiguous and (A.size == 0 or int(A.max()) < P):
        return flint_row_basis_mod_p(A, P)
    return _rowbasis(A)


ebox.rowbasis = rowbasis
ebox.main()
