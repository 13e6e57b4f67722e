"""Item 3: common.is_rref against own definition (ref.my_is_rref) on true rrefs and near-misses; zero rows separately
(common.pivots raises IndexError on a zero row)."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, "/work/main/docs/research/thin-NEC-scoping-2026-12-05")
from ref import P, my_is_rref, random_rref  # noqa: E402
import common  # noqa: E402

rng = np.random.default_rng(7)
n, bad, raised = 0, [], []


def check(name, R, chunk=4096):
    global n
    n += 1
    want = my_is_rref(R)
    try:
        got = common.is_rref(np.asarray(R, np.uint64), chunk=chunk)
    except Exception as e:  # noqa: BLE001
        raised.append((name, want, repr(e)))
        return
    if got != want:
        bad.append((name, got, want))


for it in range(400):
    w = int(rng.integers(1, 60))
    r = int(rng.integers(0, w + 1))
    R = random_rref(rng, r, w, dense=float(rng.choice([1.0, 0.3])))
    chunk = int(rng.choice([1, 2, 3, 4096]))
    check(f"true it={it}", R, chunk)
    if r >= 2:
        i = int(rng.integers(0, r - 1))
        check(f"swap it={it}", R[[*range(i), i + 1, i, *range(i + 2, r)]], chunk)  # pivots not increasing
        check(f"dup it={it}", np.concatenate([R[:i + 1], R[i:i + 1], R[i + 1:]]), chunk)  # equal pivots
    if r >= 1:
        piv = common.pivots(R)
        j = int(rng.integers(0, r))
        S = R.copy(); S[j, piv[j]] = int(rng.integers(2, P))  # pivot not 1
        check(f"pivnot1 it={it}", S, chunk)
        if j >= 1:
            S = R.copy(); S[j - 1, piv[j]] = int(rng.integers(1, P))  # nonzero above a pivot
            check(f"above it={it}", S, chunk)
        if j + 1 < r:
            S = R.copy(); S[j + 1, piv[j]] = 0  # (no-op: below the pivot is already 0) -> still rref
            check(f"belowzero it={it}", S, chunk)
    if r >= 1 and r < w:  # a row whose leading entry is in a column another row uses off-pivot
        S = R.copy(); S[-1, :] = 0
        free = [c for c in range(w) if c not in common.pivots(R[:-1])] if r > 1 else list(range(w))
        if free:
            S[-1, free[-1]] = 1
            check(f"lastrow moved it={it}", S, chunk)
# zero row (definition: an rref basis has no zero rows; a zero row appended at the end is still an "rref with zero rows")
for w in (1, 5):
    R = random_rref(rng, 2 if w > 2 else 1, w)
    check(f"zero row at end w={w}", np.concatenate([R, np.zeros((1, w), np.uint64)]))
    check(f"zero row first w={w}", np.concatenate([np.zeros((1, w), np.uint64), R]))
    check(f"only zero row w={w}", np.zeros((1, w), np.uint64))
check("empty 0x5", np.zeros((0, 5), np.uint64))
print(f"is_rref: {n} cases, {len(bad)} differ: {bad[:5]}")
print(f"raised ({len(raised)}): {raised}")
