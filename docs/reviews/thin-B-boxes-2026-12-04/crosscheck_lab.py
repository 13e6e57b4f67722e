"""Cross-check only: my G_(a,b) vs the lab's SliceModel.box_generators (columns remapped by monomial tuples)."""
import sys, numpy as np
sys.path.insert(0, 'docs/reviews/thin-B-boxes-2026-12-04')
from ref import *
from proofs.general.depth4.thin.slices import SliceModel
from proofs.general.depth4.window_model import _monos
n = int(sys.argv[1]); boxes = [tuple(int(v) for v in x.split(',')) for x in sys.argv[2:]]
C = ctx(n); G = C.generators(); S = SliceModel(n=n, point=SP)
pm, cm = _monos(n + 1), _monos(n); L, idx = C.pm(n + 1)
perm = np.array([idx[tuple(a)] * C.nc + C.cidx[tuple(c)] for a in pm for c in cm])
for (a, b) in boxes:
    lab = S.box_generators(a=a, b=b); mine = C.theta_box(G, a, b)
    labm = np.zeros((lab.shape[0], C.ncols(n + 1)), dtype=np.int64); labm[:, perm] = lab
    log(f'n={n} G_({a},{b}): mine/lab/union ranks, equal', same_space(mine, labm))
