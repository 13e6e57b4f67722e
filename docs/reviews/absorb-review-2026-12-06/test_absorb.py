"""Item 2: absorb(Rn, rows, chunk) against own rref of vstack(Rn, rows), array for array (shape, dtype, values).
Also item 3 (rank_blocks against own rank).  usage: test_absorb.py [n_random] [seed]"""
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, "/work/main/docs/research/thin-NEC-scoping-2026-12-05")
from ref import P, rref_np, rref_flint, my_is_rref, random_rref  # noqa: E402
import common  # noqa: E402

assert common.P == P, common.P
NR = int(sys.argv[1]) if len(sys.argv) > 1 else 300
rng = np.random.default_rng(int(sys.argv[2]) if len(sys.argv) > 2 else 20261206)
stats = {"cases": 0, "differ": 0, "ref_disagree": 0, "errors": 0}
bad = []


def check(name, Rn, rows, chunk=4096, use_flint=True):
    stats["cases"] += 1
    Rn = np.ascontiguousarray(Rn, dtype=np.uint64)
    rows = np.ascontiguousarray(rows, dtype=np.uint64).reshape(-1, Rn.shape[1])
    stack = np.concatenate([Rn, rows])
    ref = rref_np(stack)
    if use_flint:
        ref2 = rref_flint(stack)
        if not (ref.shape == ref2.shape and np.array_equal(ref, ref2)):
            stats["ref_disagree"] += 1
            print("REF DISAGREE", name, flush=True)
    try:
        out = common.absorb(Rn.copy(), rows.copy(), chunk=chunk)
    except Exception as e:  # noqa: BLE001
        stats["errors"] += 1
        bad.append((name, repr(e)))
        print("ERROR", name, repr(e), flush=True)
        return
    ok = (out.shape == ref.shape and out.dtype == np.uint64 and np.array_equal(out, ref)
          and (out.size == 0 or int(out.max()) < P))
    if not ok:
        stats["differ"] += 1
        bad.append((name, out.shape, ref.shape, out.dtype))
        print("DIFFER", name, out.shape, ref.shape, out.dtype, flush=True)


def rand_rows(m, w, kind, Rn):
    if m == 0:
        return np.zeros((0, w), np.uint64)
    if kind == "random":
        return rng.integers(0, P, size=(m, w), dtype=np.int64)
    if kind == "sparse":
        A = rng.integers(0, P, size=(m, w), dtype=np.int64)
        return np.where(rng.random((m, w)) < 0.05, A, 0)
    if kind == "lowrank":
        k = int(rng.integers(1, max(2, min(m, w) // 2 + 1)))
        L = rng.integers(0, P, size=(m, k), dtype=np.int64)
        Rr = rng.integers(0, P, size=(k, w), dtype=np.int64)
        return np.array([[sum(int(L[i, t]) * int(Rr[t, j]) for t in range(k)) % P for j in range(w)]
                         for i in range(m)], dtype=np.int64) if m * w * k < 200000 else (L % 7) @ (Rr % 7) % P
    if kind == "inspan":  # combinations of Rn rows (+ zero rows if Rn empty)
        if Rn.shape[0] == 0:
            return np.zeros((m, w), np.int64)
        C = rng.integers(0, P, size=(m, Rn.shape[0]), dtype=np.int64)
        out = np.zeros((m, w), np.int64)
        for t in range(Rn.shape[0]):
            out = (out + C[:, t:t + 1] * Rn[t].astype(np.int64)[None, :] % P) % P
        return out
    if kind == "mixed":  # zero rows, duplicates, in-span rows, P-1 rows, random rows
        parts = [np.zeros((1, w), np.int64), np.full((1, w), P - 1, np.int64)]
        base = rng.integers(0, P, size=(max(1, m // 3), w), dtype=np.int64)
        parts += [base, base[::-1].copy(), (base * (P - 1)) % P]
        parts.append(rand_rows(max(1, m // 3), w, "inspan", Rn))
        A = np.concatenate(parts)
        A = A[rng.permutation(A.shape[0])]
        return A[:max(m, 1)]
    if kind == "bigentries":
        A = rng.integers(0, P, size=(m, w), dtype=np.int64)
        return np.where(rng.random((m, w)) < 0.8, P - 1, A)
    raise ValueError(kind)


t0 = time.time()
kinds = ["random", "sparse", "lowrank", "inspan", "mixed", "bigentries"]
# (a) random tests
for it in range(NR):
    w = int(rng.choice([1, 2, 3, 5, 8, 13, 30, 64, 100, 200, 400])) if it % 5 else int(rng.integers(1, 401))
    rsel = int(rng.integers(0, 4))
    r = [0, min(w, int(rng.integers(1, 6))), w, int(rng.integers(0, w + 1))][rsel]
    Rn = random_rref(rng, r, w, dense=float(rng.choice([1.0, 0.3, 0.02])), big=bool(rng.random() < 0.3))
    m = int(rng.choice([0, 1, 2, 3, 7, 10, 25, 60, 150]))
    kind = kinds[it % len(kinds)]
    rows = rand_rows(m, w, kind, Rn)
    chunk = int(rng.choice([1, 2, 3, 7, 4096]))
    big = Rn.shape[0] + rows.shape[0] > 300 and w > 200
    check(f"rand it={it} w={w} r={r} m={rows.shape[0]} kind={kind} chunk={chunk}", Rn, rows, chunk, use_flint=not big)
print(f"(a) random: {stats}  {time.time() - t0:.1f}s", flush=True)

# (b) adversarial
nb0 = stats["cases"]
# single column
for r in (0, 1):
    Rn = np.ones((r, 1), np.uint64)
    for rows in ([], [[0]], [[P - 1]], [[5], [0], [P - 1]], [[0], [0]]):
        for chunk in (1, 3, 4096):
            check(f"1col r={r} rows={rows} chunk={chunk}", Rn, np.array(rows, np.uint64).reshape(-1, 1), chunk)
# interleaving pivots: Rn pivots on even columns, rows with leading entries on odd columns and on Rn's pivots
for w in (2, 5, 10, 41, 120):
    for chunk in (1, 3, 7, 4096):
        ev = np.arange(0, w, 2)
        Rn = np.zeros((ev.size, w), np.uint64)
        for i, c in enumerate(ev):
            Rn[i, c] = 1
            odd = np.arange(c + 1, w, 2)
            Rn[i, odd] = rng.integers(0, P, size=odd.size).astype(np.uint64)
        rows = rng.integers(0, P, size=(w, w), dtype=np.int64)
        for i in range(w):  # row i starts at column i
            rows[i, :i] = 0
            rows[i, i] = P - 1
        check(f"interleave w={w} chunk={chunk}", Rn, rows, chunk)
        check(f"interleave-rev w={w} chunk={chunk}", Rn, rows[::-1].copy(), chunk)
        # rows = the odd unit vectors plus all-(P-1): every Rn row must be cleared on all odd columns
        odd = np.arange(1, w, 2)
        U = np.zeros((odd.size, w), np.int64)
        U[np.arange(odd.size), odd] = P - 1
        check(f"oddunits w={w} chunk={chunk}", Rn, U, chunk)
        check(f"allPm1 w={w} chunk={chunk}", Rn, np.full((3, w), P - 1, np.int64), chunk)
# Rn with all entries P-1 off-pivot, rows all P-1 (largest products), full rank after
for w in (50, 300):
    Rn = random_rref(rng, w // 2, w, dense=1.0, big=True)
    Rn[Rn > 1] = P - 1
    check(f"Pm1 Rn w={w}", Rn, np.full((5, w), P - 1, np.int64), 7, use_flint=(w < 100))
    check(f"Pm1 Rn w={w} fill", Rn, rng.integers(0, P, size=(w, w), dtype=np.int64), 3, use_flint=(w < 100))
# Rn full rank (identity and random): everything is in the span
for w in (1, 4, 77):
    I = np.eye(w, dtype=np.uint64)
    check(f"identity w={w}", I, rng.integers(0, P, size=(9, w)), 3)
    check(f"identity w={w} m=0", I, np.zeros((0, w), np.uint64), 3)
# Rn empty, rows already an rref / a permuted rref / duplicates
for w in (3, 60):
    R0 = random_rref(rng, w // 2 + 1, w)
    check(f"empty Rn, rows rref w={w}", np.zeros((0, w)), R0, 2)
    check(f"empty Rn, rows rref reversed+dup w={w}", np.zeros((0, w)), np.concatenate([R0[::-1], R0]), 2)
    check(f"Rn = rows w={w}", R0, R0, 3)
print(f"(b) adversarial: {stats['cases'] - nb0} cases; totals {stats}  {time.time() - t0:.1f}s", flush=True)

# rank_blocks
nrb, rb_bad = 0, 0
for it in range(60):
    w = int(rng.integers(1, 120))
    blocks = [rand_rows(int(rng.integers(0, 40)), w, kinds[(it + j) % 6], np.zeros((0, w), np.uint64)) for j in range(int(rng.integers(0, 5)))]
    blocks = [np.asarray(b, np.int64) - P * (rng.random(np.shape(b)) < 0.3) for b in blocks]  # some negative reps
    chunk = int(rng.choice([1, 3, 7, 0]))
    got = common.rank_blocks(iter(blocks), w, chunk=chunk or None)
    want = rref_np(np.concatenate(blocks) if blocks else np.zeros((0, w), np.int64)).shape[0]
    nrb += 1
    if got != want:
        rb_bad += 1
        print("RANK_BLOCKS DIFFER", it, w, got, want, flush=True)
print(f"rank_blocks: {nrb} cases, {rb_bad} differ", flush=True)
print(f"TOTAL absorb: {stats}; failures: {bad[:10]}  {time.time() - t0:.1f}s", flush=True)
