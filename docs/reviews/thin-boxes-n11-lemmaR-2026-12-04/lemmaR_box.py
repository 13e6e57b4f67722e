"""Lemma R review pipeline (2026-12-04): dim X_(a,b) = dim M_(d1), d1 = C(n+1,2), of a depth-4, R = 3 thin box at the
general point (seed 1, p = 1048571) from Hilbert functions in LOW degree (<= B, default n + 8) and Lemma R
(docs/research/thin-every-n-2026-12-03/NOTES.md §3), instead of a standard basis up to degree d1.

usage: lemmaR_box.py n a b [B]      (env: CHSEED = seed of the coordinate change (default 7), TMO = Singular timeout s,
                                      LOGDIR = where box_R_n{n}_{a}_{b}.log goes (default: this folder))

Code used: helper-142's rev9lib.box_basis (docs/reviews/thin-boxes-n9-2026-12-03, imported IN PLACE; it imports
helper-135's genlib/box_general in place with its own rref stub; it asserts /work/main is not on sys.path), Singular,
python-flint, numpy.  Everything else (coordinate change, export, the three Hilbert functions, the Lemma R test and
propagation) is written here.  No module under /work/main/numerics or /work/main/proofs is imported (asserted below).

Steps:
 1. R = reduced basis of G'_(a,b) in the p-coordinates (rev9lib), r = rank.
 2. p = A (x, y, z), A random 3x3 over GF(p) (numpy default_rng(CHSEED)), det A != 0 mod p asserted; every basis
    vector rewritten in the x-monomials of degree n+1 (own expansion), then re-reduced (flint rref) with columns in
    descending Singular (dp, c) order, so the input is reduced and its pivots are its leading terms.
 3. Singular (driverR.sing): std(M) in k[x,y,z]^c, std(M|z=0) in k[x,y]^c, std(M|y=z=0) in k[x]^c, degBound B.
    Degree-compatible order, homogeneous input, components of weight 0: a degBound-B standard basis has the correct
    leading module in every degree <= B.  dim M_D, dim M'_D, dim M''_D for D <= B are counted here from the leads.
 4. Least m in [n+1, B-1] with (a) dim M_(m+1) = dim M_m + dim M'_(m+1) and (b) dim M'_(m+1) = dim M'_m + dim M''_(m+1);
    then Lemma R: h''= c - dim M''_m, h'(D+1) = h'(D) + h'', h(D+1) = h(D) + h'(D+1) up to D = d1; dim X = dim F_d1 - h(d1).
 Checks (any failure appends CHECK_FAILED to the RESULT line):
   (i)   Singular's leading terms of the input == my rref pivots;
   (ii)  dim M_(n+1) from the leads == r;
   (iii) the Lemma R prediction equals the computed dim M_D for every D in [m, B] (Lemma R says it must);
   (iv)  revlex cross-check: dim M'_D (from std(M')) == #(leads of M in degree D not divisible by z) and
         dim M''_D == #(x^D e_i in in(M)) for all D <= B (in(M + zF) = in(M) + zF for degrevlex with z last).
"""
import os
import re
import subprocess
import sys
import time
from math import comb

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
REV142 = "/work/main/docs/reviews/thin-boxes-n9-2026-12-03"
sys.path.insert(0, REV142)
import rev9lib as L  # noqa: E402  (helper-142, in place)

assert "/work/main" not in [os.path.abspath(x) for x in sys.path if x], "lab root must not be on sys.path"
assert not any(m == "proofs" or m.startswith("proofs.") for m in sys.modules), "lab proofs/ imported"
assert all(getattr(sys.modules[m], "__file__", None) is None
           for m in sys.modules if m == "numerics" or m.startswith("numerics.")), "lab numerics/ imported (only stubs allowed)"

P = L.P
L.SCR = os.path.join(HERE, "scratch")   # my own generator cache (not helper-142's /tmp/thinrev9)
os.makedirs(L.SCR, exist_ok=True)
SINGULAR = os.environ.get("SINGULAR", "/work/main/.venv/lib/python3.11/site-packages/sage_wheels/bin/Singular")


def det3_mod(A, p=P):
    a = [[int(v) for v in row] for row in A]
    d = (a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
         + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]))
    return d % p


def xmonos(deg):
    """x-monomials (e1,e2,e3) of degree deg, index dict."""
    ms = [(deg - j - k, j, k) for j in range(deg + 1) for k in range(deg + 1 - j)]
    return ms, {m: i for i, m in enumerate(ms)}


def substitution_matrix(pexps, A, deg):
    """S[t, s] = coefficient of x-monomial s in p^pexps[t] with p_i = sum_j A[i,j] x_j (own expansion, mod P).
    A homogeneous form of degree e in x,y,z is stored as arr[j, k] = coeff of x^(e-j-k) y^j z^k."""
    xm, xidx = xmonos(deg)
    lin = [[int(A[i, j]) % P for j in range(3)] for i in range(3)]
    cache = {}

    def power(i, e):
        if (i, e) in cache:
            return cache[(i, e)]
        if e == 0:
            arr = np.zeros((1, 1), dtype=np.int64); arr[0, 0] = 1
        else:
            prev = power(i, e - 1)
            arr = mul_lin(prev, lin[i])
        cache[(i, e)] = arr
        return arr

    S = np.zeros((len(pexps), len(xm)), dtype=np.int64)
    for t, (e1, e2, e3) in enumerate(pexps):
        f = mul(mul(power(0, e1), power(1, e2)), power(2, e3))
        for j in range(f.shape[0]):
            for k in range(f.shape[1] - j):
                if f[j, k]:
                    S[t, xidx[(deg - j - k, j, k)]] = f[j, k]
    return S, xm


def mul_lin(arr, l):
    e = arr.shape[0] - 1
    out = np.zeros((e + 2, e + 2), dtype=np.int64)
    out[:e + 1, :e + 1] += arr * l[0]
    out[1:, :e + 1] += arr * l[1]
    out[:e + 1, 1:] += arr * l[2]
    return out % P


def mul(f, g):
    """product of two homogeneous forms in the arr[j,k] storage (entries < P, exact in int64 chunks)."""
    ef, eg = f.shape[0] - 1, g.shape[0] - 1
    out = np.zeros((ef + eg + 1, ef + eg + 1), dtype=np.int64)
    for j in range(ef + 1):
        for k in range(ef + 1 - j):
            c = int(f[j, k])
            if c:
                out[j:j + eg + 1, k:k + eg + 1] = (out[j:j + eg + 1, k:k + eg + 1] + c * g) % P
    return out


def dp_desc_key(e, k):
    # descending (dp, c) among monomials of equal degree: smaller z-exponent first, then smaller y-exponent;
    # same monomial: gen(1) > gen(2) > ...
    return (int(e[2]), int(e[1]), int(e[0]), int(k))


def change_coordinates(n, R, perm, E, K, A):
    """R: r x ncols reduced basis in helper-142's column order (coords (E[perm], K[perm])).  Returns the reduced basis
    of the same space after p = A x, in columns (xm, comp) sorted descending (dp, c): (R2, cols) with cols[t] = (e, k)."""
    nc = comb(n + 2, 2)
    Ep, Kp = E[perm], K[perm]
    pexps = sorted({tuple(int(v) for v in e) for e in Ep})
    pidx = {e: i for i, e in enumerate(pexps)}
    S, xm = substitution_matrix(pexps, A, n + 1)
    r = R.shape[0]
    R3 = np.zeros((r, nc, len(pexps)), dtype=np.int64)
    pi = np.array([pidx[tuple(int(v) for v in e)] for e in Ep])
    R3[:, Kp, pi] = R
    out = np.zeros((r, nc, len(xm)), dtype=np.int64)
    # (r*nc, npexp) @ (npexp, nxm) in float64 (BLAS): entries < 2^20, products < 2^40, each sum has npexp <= 2^7
    # terms (<= 91 at n = 11), so every partial sum is an integer < 2^47 < 2^53: exact; asserted below.
    assert len(pexps) < 2 ** 12
    R2d = R3.reshape(r * nc, len(pexps)).astype(np.float64)
    acc = R2d @ S.astype(np.float64)
    assert float(np.abs(acc).max(initial=0.0)) < 2.0 ** 52
    out = (acc.astype(np.int64) % P).reshape(r, nc, len(xm))
    del R2d, acc
    cols = [(xm[s], k) for k in range(nc) for s in range(len(xm))]
    order = sorted(range(len(cols)), key=lambda t: dp_desc_key(cols[t][0], cols[t][1]))
    flat = out.reshape(r, nc * len(xm))[:, order]
    cols = [cols[t] for t in order]
    R2, r2 = L.rref_mod_p(flat)
    return R2, r2, cols


def write_singular(n, R2, cols, fname, B):
    """ring rr, then one statement per generator: M[g] = sum coef*x^a*y^b*z^c*gen(k+1) (nonzero terms only; a
    c x r matrix literal was very slow to load when r is large)."""
    r = R2.shape[0]
    colstr = [f"*x^{e[0]}*y^{e[1]}*z^{e[2]}*gen({k + 1})" for (e, k) in cols]
    with open(fname, "w") as fh:
        fh.write(f"ring rr = {P}, (x,y,z), (dp,c);\n")
        fh.write(f"int nn = {n}; int rk = {r}; int BB = {B};\n")
        fh.write("module M;\n")
        for g in range(r):
            nz = np.nonzero(R2[g])[0]
            fh.write(f"M[{g + 1}] = " + "+".join(str(v) + colstr[t] for v, t in zip(R2[g, nz].tolist(), nz.tolist()))
                     + ";\n")


def hf_from_leads(leads, nvars, nc, Dmax):
    """leads: array (N, nvars+1) exponents + 1-based component.  Returns dict D -> number of monomials of degree D
    (times basis vectors) in the leading module, D = 0..Dmax."""
    leads = np.asarray(leads, dtype=np.int64).reshape(-1, nvars + 1)
    out = {}
    for D in range(Dmax + 1):
        if nvars == 3:
            mons = np.array([(D - j - k, j, k) for j in range(D + 1) for k in range(D + 1 - j)], dtype=np.int64)
        elif nvars == 2:
            mons = np.array([(D - j, j) for j in range(D + 1)], dtype=np.int64)
        else:
            mons = np.array([(D,)], dtype=np.int64)
        cnt = 0
        for c in range(1, nc + 1):
            Lc = leads[leads[:, nvars] == c][:, :nvars]
            Lc = Lc[Lc.sum(axis=1) <= D]
            if Lc.shape[0] == 0:
                continue
            div = np.zeros(len(mons), dtype=bool)
            for row in Lc:
                div |= (mons >= row).all(axis=1)
            cnt += int(div.sum())
        out[D] = cnt
    return out


def revlex_counts(leads3, nc, Dmax):
    """from in(M): #lead monomials of degree D with z-exponent 0, and with y = z = 0 (x^D e_i)."""
    leads3 = np.asarray(leads3, dtype=np.int64).reshape(-1, 4)
    Lz = leads3[leads3[:, 2] == 0]                     # leads not divisible by z
    hz = hf_from_leads(Lz[:, [0, 1, 3]], 2, nc, Dmax)  # monomials without z divisible by a lead: such a lead has no z
    Lyz = leads3[(leads3[:, 1] == 0) & (leads3[:, 2] == 0)]
    hyz = hf_from_leads(Lyz[:, [0, 3]], 1, nc, Dmax)
    return hz, hyz


def lemma_r(n, dM, dM1, dM2, B):
    """dM, dM1, dM2: dim M_D, dim M'_D, dim M''_D for D <= B.  Returns (m, pred) or (None, None)."""
    c = comb(n + 2, 2)
    d1 = comb(n + 1, 2)
    FD = lambda D: comb(D + 2, 2) * c
    for m in range(n + 1, B):
        okA = dM[m + 1] == dM[m] + dM1[m + 1]
        okB = dM1[m + 1] == dM1[m] + dM2[m + 1]
        if okA and okB:
            h = FD(m) - dM[m]
            hp = (m + 1) * c - dM1[m]
            hpp = c - dM2[m]
            pred = {m: dM[m]}
            D = m
            while D < max(d1, B):
                hp += hpp
                h += hp
                D += 1
                pred[D] = FD(D) - h
            return m, pred
    return None, None


def main():
    n, a, b = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
    B = int(sys.argv[4]) if len(sys.argv) > 4 else n + 8
    chseed = int(os.environ.get("CHSEED", "7"))
    tmo = int(os.environ.get("TMO", "5400"))
    tag = f"n{n}_{a}_{b}" + os.environ.get("TAGSUFFIX", "")
    logdir = os.environ.get("LOGDIR", HERE)
    log = open(f"{logdir}/box_R_{tag}.log", "w")

    def out(s):
        log.write(s + "\n"); log.flush()

    d1, nc = comb(n + 1, 2), comb(n + 2, 2)
    out(f"# lemmaR review box n={n} (a,b)=({a},{b}) p={P} general point seed 1; d1={d1} c={nc} B={B} "
        f"CHSEED={chseed}; {time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}")
    t0 = time.time()
    R, r, perm, E, K, nspan = L.box_basis(n, a, b)
    t1 = time.time()
    if chseed == 0:   # CHSEED=0: no coordinate change (x, y, z) = (p1, p2, p3); the certificate may then fail
        A = np.eye(3, dtype=np.int64)
    else:
        A = np.random.default_rng(chseed).integers(1, P, size=(3, 3))
    dA = det3_mod(A)
    assert dA != 0, "coordinate change not invertible mod p"
    R2, r2, cols = change_coordinates(n, R, perm, E, K, A)
    assert r2 == r, (r2, r)
    sing = f"{L.SCR}/boxR_{tag}.sing"
    write_singular(n, R2, cols, sing, B)
    t2 = time.time()
    out(f"# python: {nspan} spanning rows, rank G'_(a,b) = {r}; box basis {t1-t0:.1f}s; A = {A.tolist()} "
        f"(det mod p = {dA}); change+rref+export {t2-t1:.1f}s, file {os.path.getsize(sing)/1e6:.1f} MB")
    piv = []
    for g in range(r):
        t = int(np.nonzero(R2[g])[0][0])
        e, k = cols[t]
        piv.append((int(e[0]), int(e[1]), int(e[2]), k + 1))
    sout, serr = f"{L.SCR}/boxR_{tag}.sout", f"{L.SCR}/boxR_{tag}.time"
    env = dict(os.environ, BOXFILE=sing)
    cmd = ["/usr/bin/time", "-v", "timeout", str(tmo), SINGULAR, "-q", "--no-warn", "--no-rc", f"{HERE}/driverR.sing"]
    out("# cmd: BOXFILE=" + sing + " " + " ".join(cmd))
    with open(sout, "w") as fo, open(serr, "w") as fe:
        rc = subprocess.call(cmd, stdout=fo, stderr=fe, env=env)
    t3 = time.time()
    tv = open(serr).read()
    rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", tv)
    rss = int(rss.group(1)) if rss else -1
    ucpu = re.search(r"User time \(seconds\): (\S+)", tv)
    ucpu = ucpu.group(1) if ucpu else "?"
    I, L3, L2, L1, hashes = [], [], [], [], []
    for line in open(sout):
        tagl, _, rest = line.partition(" ")
        if tagl == "I":
            I.append(tuple(int(x) for x in rest.split(",")))
        elif tagl == "L3":
            L3.append(tuple(int(x) for x in rest.split(",")))
        elif tagl == "L2":
            L2.append(tuple(int(x) for x in rest.split(",")))
        elif tagl == "L1":
            L1.append(tuple(int(x) for x in rest.split(",")))
        elif line.startswith("#"):
            hashes.append(line.rstrip())
    for h in hashes:
        out("# singular " + h)
    out(f"# singular rc={rc} wall {t3-t2:.1f}s user_cpu {ucpu}s peak_rss {rss} kB; python user_cpu so far "
        f"{time.process_time():.1f}s")
    if rc != 0 or not any(h.startswith("# done") for h in hashes):
        status = "TIMEOUT" if rc == 124 else f"FAILED_rc{rc}"
        out(f"RESULT n={n} a={a} b={b} m=NA dimX={status} B={B} rank={r} seconds={t3-t0:.0f} peak_rss_kB={rss}")
        return
    dM = hf_from_leads(L3, 3, nc, B)
    dM1 = hf_from_leads(L2, 2, nc, B)
    dM2 = hf_from_leads(L1, 1, nc, B)
    hz, hyz = revlex_counts(L3, nc, B)
    ok_piv = I == piv
    ok_r = dM[n + 1] == r
    ok_rev = all(dM1[D] == hz[D] and dM2[D] == hyz[D] for D in range(B + 1))
    out(f"# check (i) input leads (Singular) == my pivots: {ok_piv}; (ii) dim M_(n+1) = {dM[n+1]} == r: {ok_r}; "
        f"(iv) revlex cross-check of M', M'' against in(M): {ok_rev}")
    out("# D: dim M_D, dim M'_D, dim M''_D: " + "; ".join(f"{D}: {dM[D]}, {dM1[D]}, {dM2[D]}" for D in range(n + 1, B + 1)))
    m, pred = lemma_r(n, dM, dM1, dM2, B)
    t4 = time.time()
    if m is None:
        out(f"RESULT n={n} a={a} b={b} m=NA dimX=NO_CERTIFICATE_up_to_B={B} rank={r} seconds={t4-t0:.0f} "
            f"peak_rss_kB={rss}" + ("" if (ok_piv and ok_r and ok_rev) else " CHECK_FAILED"))
        return
    if m > d1:   # only possible when B > d1 (tiny n): then dim M_d1 is computed directly, no propagation needed
        pred.update({D: dM[D] for D in range(n + 1, B + 1)})
    ok_pred = all(pred[D] == dM[D] for D in range(m, B + 1))
    out(f"# Lemma R: least m = {m} (m-n = {m-n}); h''= {nc - dM2[m]}; check (iii) prediction == computed dim M_D for "
        f"D = {m}..{B}: {ok_pred}; predicted dim M_D for D = {m}..{min(B+3, d1)}: "
        + ", ".join(str(pred[D]) for D in range(m, min(B + 3, d1) + 1)))
    flag = "" if (ok_piv and ok_r and ok_rev and ok_pred) else " CHECK_FAILED"
    out(f"RESULT n={n} a={a} b={b} m={m} dimX={pred[d1]} B={B} rank={r} gbsize={len(L3)} seconds={t4-t0:.0f} "
        f"singular_s={t3-t2:.0f} singular_user_cpu_s={ucpu} peak_rss_kB={rss}{flag}")
    if os.environ.get("KEEP") != "1":
        os.remove(sing)


if __name__ == "__main__":
    main()
