"""Hilbert function of F/M, M = k[p] . G_(a,b) (the lab's generators at general_point(seed)), in every degree
n+1..Dmax, from one Groebner basis (Singular, degBound Dmax). Prints dim M_D, the ambient, and formula/3 at D = d1.

usage: hf.py n a b [Dmax] [seed]
"""
import sys, time, subprocess, tempfile
from math import comb
from pathlib import Path
import numpy as np
from numerics.rank.groebner import _echelon, _script, _monomials, singular_executable
from proofs.general.depth4.thin.slices import SliceModel, general_point
from proofs.general.depth4.window_model import PRIME
from closed_form import target

def hilbert(n, a, b, Dmax, seed=1, p=PRIME, model=None):
    model = model or SliceModel(n=n, point=general_point(seed=seed, p=p))
    G = model.box_generators(a=a, b=b)
    gens = G.reshape(G.shape[0], len(model.p_monomials), model.nc)
    mono = np.asarray(model.p_monomials, dtype=np.int64)
    g = _echelon(np.mod(gens.astype(np.int64), p), mono, p)
    with tempfile.TemporaryDirectory(prefix="hf-") as tmp:
        leads, script = Path(tmp) / "leads.txt", Path(tmp) / "run.sing"
        script.write_text(_script(g, mono, Dmax, p, leads))
        subprocess.run([singular_executable(), "-q", "--no-rc", "--no-warn", str(script)], check=True,
                       capture_output=True)
        rows = [line.split(",") for line in leads.read_text().split()]
    lead = np.array(rows, dtype=np.int64).reshape(-1, 4)
    out = {}
    nc = model.nc
    for D in range(n + 1, Dmax + 1):
        targets = _monomials(3, D)
        std = 0
        for j in range(1, nc + 1):
            mine = lead[lead[:, 3] == j, :3]
            div = np.zeros(len(targets), bool)
            for row in mine[mine.sum(axis=1) <= D]:
                div |= (targets >= row).all(axis=1)
            std += int((~div).sum())
        out[D] = len(targets) * nc - std
    return out, g.shape[0]

if __name__ == "__main__":
    n, a, b = map(int, sys.argv[1:4])
    d1 = comb(n + 1, 2)
    Dmax = int(sys.argv[4]) if len(sys.argv) > 4 else d1 + 3
    seed = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    t0 = time.time()
    hfm, ngen = hilbert(n, a, b, Dmax, seed)
    cls, tgt = target(n, a, b)
    nc = comb(n + 2, 2)
    print(f"n={n} (a,b)=({a},{b}) class={cls} gens={ngen} formula/3={tgt} time={time.time()-t0:.1f}s")
    for D, v in hfm.items():
        amb = comb(D + 2, 2) * nc
        print(f"  D={D:3d} dimM={v:8d} codim={amb - v:8d} codim-3(D+n)={amb - v - 3*(D+n):8d}" + ("  <- d1" if D == d1 else ""))
