"""the lab module as an oracle: rank Phi at (s, C(s,2)) at weight_point(seed), all rows (per_b=None), vs rv.py's Phi'"""
import sys, time
from rv import *
from proofs.general.depth4.thin.edge_phi import weight_point, phi_rank_at, open_conditions
for T in (8, 10, 12):
    for h4i in (False, True):
        t0 = time.time()
        w = weight_point(seed=1, h4_identity=h4i)
        res = phi_rank_at(w, T=T, per_b=None, check=not h4i)
        s = T // 2; d = comb(s, 2)
        pt, _ = lab_point(Field(P31), 1, h4i)
        mine = phiprime_rank(pt, s, d)[0]
        print(f'T={T} (s,d)=({s},{d}) H4=I:{h4i}: lab rank Phi = {res.rank_phi} (Phi1 {res.rank_phi1}, rows {res.rows}),'
              f" my rank Phi' = {mine}, 6q-27 = {res.bound}  [{time.time()-t0:.1f} s]")
print('open conditions seed 1 (lab):', all(open_conditions(weight_point(seed=1)).values()))
