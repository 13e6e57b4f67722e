"""Lemma R's certificate with Singular in LOW degree: Hilbert functions of M, M + zF, M + zF + yF up to degree B
(B ~ n + 8, far below d1 = C(n+1, 2)), in random coordinates (x, y, z) = (x1, x2, x3); then the least m <= B - 1
where (a), (b) of Lemma R hold, and the value dim M_d1 they force.  (HF(M+zF)_D = dim Mbar_D + dim (zF)_D etc.)
usage: bs_sing.py n B [boxes a,b;...|all] [seed]
"""
import sys, time, subprocess, tempfile
from math import comb
from pathlib import Path
import numpy as np
from numerics.rank.groebner import _echelon, _monomials, singular_executable
from proofs.general.depth4.thin.slices import SliceModel, general_point
from formula_D import formula_D
from bs_cert import substitution, monos, P

def sing_script(gens, mono, extra_vars, degree, leads):
    names = ["x1", "x2", "x3"]
    words = ["*".join(f"{x}^{e}" if e > 1 else x for x, e in zip(names, m) if e) for m in mono]
    c = gens.shape[2]
    lines = [f"ring r = {P}, (x1,x2,x3), (dp, c);", "module G;"]
    k = 0
    for g in gens:
        terms = [f"{int(g[i, j])}*{words[i] or '1'}*gen({j + 1})" for i, j in zip(*np.nonzero(g))]
        k += 1
        lines.append(f"G[{k}] = {'+'.join(terms) or '0'};")
    for v in extra_vars:
        for j in range(c):
            k += 1
            lines.append(f"G[{k}] = x{v}*gen({j + 1});")
    lines += [f"degBound = {degree};", "module S = std(G);", "degBound = 0;", "module L = lead(S);",
              f'link out = ":w {leads}";', "int i;",
              "for (i = 1; i <= size(L); i++) { write(out, string(leadexp(L[i]))); }", "close(out);", "quit;"]
    return "\n".join(lines) + "\n"

def hf_singular(gens, mono, extra_vars, B, c):
    with tempfile.TemporaryDirectory(prefix="bss-") as tmp:
        leads, script = Path(tmp) / "leads.txt", Path(tmp) / "run.sing"
        script.write_text(sing_script(gens, mono, extra_vars, B, leads))
        subprocess.run([singular_executable(), "-q", "--no-rc", "--no-warn", str(script)], check=True,
                       capture_output=True)
        rows = [line.split(",") for line in leads.read_text().split()]
    lead = np.array(rows, dtype=np.int64).reshape(-1, 4)
    out = {}
    for D in range(1, B + 1):
        t = _monomials(3, D); std = 0
        for j in range(1, c + 1):
            mine = lead[lead[:, 3] == j, :3]
            div = np.zeros(len(t), bool)
            for row in mine[mine.sum(axis=1) <= D]:
                div |= (t >= row).all(axis=1)
            std += int((~div).sum())
        out[D] = len(t) * c - std   # dim of the module in degree D
    return out

def run(model, a, b, B, seed_change=7):
    n, c = model.n, model.nc
    d1 = comb(n + 1, 2)
    G = model.box_generators(a=a, b=b)
    A = np.random.default_rng(seed_change).integers(1, P, size=(3, 3))
    import sympy
    assert sympy.Matrix(A.tolist()).det() % P != 0, 'coordinate change must be invertible mod p'
    S = substitution(model.p_monomials, A)
    Gr = G.reshape(G.shape[0], len(model.p_monomials), c)
    new = np.zeros((G.shape[0], len(monos(n + 1)), c), np.int64)
    for pm in range(S.shape[0]):
        new = (new + S[pm][None, :, None] * Gr[:, pm, :][:, None, :] % P) % P
    mono = np.array(monos(n + 1), np.int64)
    g = _echelon(new, mono, P)
    hM = hf_singular(g, mono, [], B, c)
    hZ = hf_singular(g, mono, [3], B, c)
    hYZ = hf_singular(g, mono, [2, 3], B, c)
    FD = lambda D: comb(D + 2, 2) * c
    dimM = lambda D: hM[D]
    dimMbar = lambda D: hZ[D] - FD(D - 1)                 # (M + zF)_D / (zF)_D
    dimMbb = lambda D: hYZ[D] - (FD(D) - (c if D >= 0 else 0))  # (M+yF+zF)_D minus (y,z)F_D, (F/(y,z)F)_D = c
    for m in range(n + 1, B):
        okA = dimM(m + 1) == dimM(m) + dimMbar(m + 1)
        okB = dimMbar(m + 1) == dimMbar(m) + dimMbb(m + 1)
        if okA and okB:
            h = FD(m) - dimM(m); hp = (m + 1) * c - dimMbar(m); hpp = c - dimMbb(m)
            D = m; pred = {m: FD(m) - h}
            while D < max(d1, m + 2):
                hp += hpp; h += hp; D += 1; pred[D] = FD(D) - h
            return m, pred
    return None, None

if __name__ == "__main__":
    n, B = int(sys.argv[1]), int(sys.argv[2])
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    if len(sys.argv) > 3 and sys.argv[3] != "all":
        boxes = [tuple(map(int, s.split(","))) for s in sys.argv[3].split(";")]
    else:
        boxes = [(a, b) for a in range(1, n + 1) for b in range(0, min(a, n - 1) + 1)]
    d1 = comb(n + 1, 2)
    t0 = time.time()
    model = SliceModel(n=n, point=general_point(seed=seed))
    print(f"n={n} d1={d1} B={B} seed={seed} model {time.time()-t0:.1f}s", flush=True)
    for a, b in boxes:
        t0 = time.time()
        m, pred = run(model, a, b, B)
        cls, f = formula_D(n, a, b, d1)
        short0 = 6 if (a, b) == (1, 0) else 0
        if m is not None:
            v = pred[d1]
            hp_ok = all(pred[D] == formula_D(n, a, b, D)[1] - short0 for D in (m, m + 1, m + 2, d1))
        if m is None:
            print(f"({a},{b}) {cls} NOT certified with B={B} {time.time()-t0:.1f}s", flush=True)
        else:
            print(f"({a},{b}) {cls} m={m} (m-n={m-n}) dim M_d1={v} formula/3={f} short={f-v} HP==formula_D-short:{hp_ok} {time.time()-t0:.1f}s",
                  flush=True)
