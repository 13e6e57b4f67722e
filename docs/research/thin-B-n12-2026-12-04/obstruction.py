"""Where does the RS(b', g) deficit live?  (helper-164)  Computes the functionals that vanish on the RS span
(J = {b'-2, b'-1}) but not on the target, and prints their support by c-monomial κ and z-exponent h.
usage: obstruction.py n b',g [...]  (env SEED)"""
import sys, os
import numpy as np
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from core import *
from rs_stats import binC, bmul, fl

n = int(sys.argv[1]); seed = int(os.environ.get('SEED', '1'))
M = Model(n, seed=seed)
for st in sys.argv[2:]:
    bp, g = (int(v) for v in st.split(','))
    parts = []
    for j in (bp - 2, bp - 1):
        parts.append(fl(binC(M.pi(g), j)))
        X = binC(M.pi(g + 1), j)
        parts += [fl(bmul(X, 0)), fl(bmul(X, 1))]
    S = np.concatenate(parts); T = fl(binC(M.pi(g), bp))
    R, r = rref(S)
    ncol = S.shape[1]
    piv = [int(np.nonzero(R[i])[0][0]) for i in range(r)]
    free = [c for c in range(ncol) if c not in set(piv)]
    # annihilator of rowspan(S): the null space of R (as a map on column vectors): vectors y with R y = 0
    # basis: for each free column f: y_f = 1, y_piv(i) = -R[i, f]
    Y = np.zeros((len(free), ncol), np.int64)
    for k, f in enumerate(free):
        Y[k, f] = 1
        for i, pc in enumerate(piv):
            Y[k, pc] = (-R[i, f]) % P
    V = (T @ Y.T) % P      # target rows × annihilator
    # functionals in span(Y) not killing T: column space of V^T ... reduce: rank of V = deficit
    Rv, rv = rref(V.T)     # rows: combinations of annihilator basis, indexed by target
    # functionals = Rv-combos? we want span{Y_k} modulo {y : T y = 0}: take rref of (V^T) and map back
    print(f"n={n} RS({bp},{g}) seed={seed}: span rank {r}, annihilator dim {len(free)}, deficit {rv}", flush=True)
    # pick functionals phi = c^T Y with T phi != 0: c from the rows of rref(V^T)?  V^T is (annih × targets);
    # the row space of V^T modulo its kernel: choose rv annihilator combos with independent images
    Rt, rt = rref(np.ascontiguousarray(V))        # target-combinations; not needed further
    # kernel of V^T acting on annihilator coefficients: K = {c : c^T V = 0}; complement has dim rv
    Rk, rk = rref(np.ascontiguousarray(V.T % P))
    # support statistics over all functionals in Y that are not in the kernel: use the projection weights
    H = n + 2 - g
    support = {}
    # simple measure: for each (kappa,h) coordinate, is there an annihilator functional nonzero there that pairs
    # nontrivially with T?  Build Phi = basis of annihilator modulo ker: Phi = Rk-pivot-selected rows of Y
    piv2 = [int(np.nonzero(Rk[i])[0][0]) for i in range(rk)]   # columns of V^T = targets... (unused)
    # Use Y directly: coordinates where every annihilator functional killing T vanishes but some functional doesn't.
    # kernel functionals: c with V^T c = 0  -> c ∈ null(V^T)
    Rn, rn = rref(np.ascontiguousarray(V.T))   # V.T: (#annih × #targets)? V is (#targets × #annih)
    print(f"   V shape {V.shape}, rank {rv}", flush=True)
    # null space of V (as map annih-coeffs -> target values): c with V c = 0
    Rc, rc = rref(np.ascontiguousarray(V))
    pivc = [int(np.nonzero(Rc[i])[0][0]) for i in range(rc)]
    freec = [c for c in range(V.shape[1]) if c not in set(pivc)]
    Kc = np.zeros((len(freec), V.shape[1]), np.int64)
    for k, f in enumerate(freec):
        Kc[k, f] = 1
        for i, pc in enumerate(pivc):
            Kc[k, pc] = (-Rc[i, f]) % P
    Ykill = (Kc @ Y) % P if len(freec) else np.zeros((0, ncol), np.int64)   # functionals killing S and T
    # a complement: rows of Y at pivc positions
    Ygood = Y[pivc]
    # reduce Ygood modulo Ykill to get a canonical representative (rref of [Ykill; Ygood] and take rows beyond)
    B, rb = rref(np.concatenate([Ykill, Ygood]) if len(Ykill) else Ygood)
    Bk, rbk = rref(Ykill) if len(Ykill) else (np.zeros((0, ncol), np.int64), 0)
    # coordinates used by the quotient: columns that are pivots of B but not of Bk
    pB = set(int(np.nonzero(B[i])[0][0]) for i in range(rb)); pK = set(int(np.nonzero(Bk[i])[0][0]) for i in range(rbk))
    extra = sorted(pB - pK)
    print(f"   quotient pivot coordinates (kappa, h): " + " ".join(f"{M.cm[c // H]}:h={c % H}" for c in extra), flush=True)
    # also: support (by kappa) of the reduced functionals of B not in Bk
    Bq = B[[i for i in range(rb) if int(np.nonzero(B[i])[0][0]) in set(extra)]]
    for row in Bq:
        nz = np.nonzero(row)[0]
        kap = sorted(set(M.cm[c // H] for c in nz))
        print(f"   functional: {len(nz)} nonzero coords, kappas {kap[:12]}{' ...' if len(kap) > 12 else ''}, "
              f"h-range {sorted(set(int(c % H) for c in nz))}", flush=True)
