"""Independent recomputation of Conjecture 49 (per block) and Proposition 72's lower bound at T = 24.

Own code throughout; the lab's functions are imported only at the end, as the things compared
(formula_block_rank / formula_sep, interior_bound, and Theorem L's outer_block_lower_bound as an optional check).
Usage: nice -n 19 python review.py [--theoremL]
"""
import sys
import time
from functools import lru_cache
from math import comb

R = 3


def C(n, k):
    return comb(n, k) if n >= k >= 0 else 0


def ms(r, k):  # multiset coefficient ((r, k)), 0 for k < 0
    return C(r + k - 1, k) if k >= 0 else 0


def ck(degs, k):
    """c_k: monomial tuples of degrees degs (R = 3 variables each) whose supports share an index of a fixed k-set."""
    tot = 0
    for i in range(1, k + 1):
        p = 1
        for d in degs:
            p *= ms(R, d - i)
        tot += (-1) ** (i + 1) * C(k, i) * p
    return tot


# ---------------------------------------------------------------- Proposition 12's per-block bound P
def depth3_ideal(T):
    s = T // 2
    n1, n2 = C(s + 1, 2), s
    disjoint = 0
    for i in range(1, R + 1):
        for j in range(1, R - i + 1):
            disjoint += C(R, i) * C(R - i, j) * C(n1 - 1, i - 1) * C(n2 - 1, j - 1)
    return R * (ms(R, n1) * ms(R, n2) - disjoint)


def r0_cap(Tp):
    """least proven cap of a depth-3 RAC with M = R = 3 at length Tp (end-input, end-state, ideal, end-ideal)."""
    s = Tp // 2
    Ne = [C(Tp - e + 2, 2) for e in range(s + 1, Tp + 1)]  # depth 3 copy counts, e = s+1..Tp
    end_input = 1
    for x in Ne:
        end_input *= ms(R, x)
    end_state = 1
    for l in range(1, 4):
        end_state *= ms(R, C(s - 1 + 3 - l, 3 - l))
    end_ideal = R * ck(Ne[:-1], R)  # e = s+1..Tp-1
    return min(end_input, end_state, depth3_ideal(Tp), end_ideal)


@lru_cache(maxsize=None)
def setup(T):
    s = T // 2
    N1, N2, N3 = C(s + 2, 3), C(s + 1, 2), s
    end_rest = [C(T - e + 3, 3) for e in range(s + 2, T)]  # depth-4 N_e, e = s+2..T-1
    best = {k: min(R * ck([N2, N3], k), R * ck(end_rest, k)) for k in (1, 2, 3)}
    return s, N1, N2, N3, best, r0_cap(T - 2)


def P(T, a):
    s, N1, N2, N3, best, r0 = setup(T)
    a = sorted(a, reverse=True)
    k = sum(1 for x in a if x)
    return min(best[k], r0 * (a[1] + 1) * (a[2] + 1))


# ---------------------------------------------------------------- Conjecture 49's model of codim Y_alpha
def lam(k, k2, a2, a3):
    if k == 0 or k2 == 0:
        return 0
    t = max(0, min(k + k2 - a2 - a3, k, k2, a2 + a3))
    return t * (t + 1) - sum(max(t - 2 * i + 1, 0) for i in range(1, min(a2, a3) + 1))


@lru_cache(maxsize=None)
def codimY(s, a2, a3):
    N2 = C(s + 1, 2)
    tot = 0
    for k1 in range(s + 1):
        for k2 in range(s + 1 - k1):
            kap = (k1, k2, s - k1 - k2)
            g = [max(x - a2 - a3, 0) for x in kap]
            fat = 0
            for x, gi in zip(kap, g):
                fat += C(max(x - a3, 0) - gi + 1, 2) + C(max(x - a2, 0) - gi + 1, 2)
            la = lam(kap[0], kap[1], a2, a3) + lam(kap[0], kap[2], a2, a3) + lam(kap[1], kap[2], a2, a3)
            tot += C(N2 + 2, 2) - C(N2 - sum(g) + 2, 2) + fat + la
    return tot


def conj49(T, alpha):
    """(class, rank) per the statement in docs/theory/depth4-r3-formula.md + Conjecture 41 (depth4-r3-t8-t10.md)."""
    s, N1, N2, N3, best, r0 = setup(T)
    a1, a2, a3 = sorted(alpha, reverse=True)
    p = P(T, alpha)
    F = lambda m: 9 * C(s - m + 3, 4)
    c2, c3 = ck([N2, N3], 2), ck([N2, N3], 3)

    def e(j):
        r = 3 * (c2 - codimY(s, j, 0) + 3 * C(s + 1, 2) + 3 * C(s - j + 1, 2))
        return r - 27 if j == 1 else r

    if a3 >= s:
        return "interior", p
    if a2 == 0:
        return "V", p
    if a3 >= 1 and a2 >= s:
        return "A", p - F(a3)
    if a3 >= 1 and a2 + a3 >= s + 1:
        return "B", p - F(a2) - F(a3)
    if a3 == 0 and a2 >= s:
        return "C", min(p, e(s))
    if a3 == 0:
        return "E", min(p, e(a2))
    m = s - a2 - a3
    return "N", min(p, 3 * (c3 - codimY(s, a2, a3) - 3 * (m + 1)))


def closed_form_third(n, a, b):
    """The notes' per-class closed forms of formula/3 for the box (a, b), b <= a (thin-every-n §1, thin-B-boxes)."""
    d1 = C(n + 1, 2)
    c3 = C(d1 + 2, 2) * C(n + 2, 2) - 3 * (d1 + n)
    c2 = 2 * C(d1 + 1, 2) * C(n + 1, 2) - C(d1, 2) * C(n, 2)
    assert c3 == ck([d1, n], 3) and c2 == ck([d1, n], 2)
    if b >= 1 and a >= n:
        return c3 - 3 * C(n - b + 3, 4)
    if b >= 1 and a + b >= n + 1:
        return c3 - 3 * C(n - a + 3, 4) - 3 * C(n - b + 3, 4)
    if b >= 1:
        return c3 - codimY(n, a, b) - 3 * (n - a - b + 1)
    if a >= n:
        return c2 - codimY(n, n, 0) + 3 * C(n + 1, 2)
    return c2 - codimY(n, a, 0) + 3 * C(n + 1, 2) + 3 * C(n - a + 1, 2) - (9 if a == 1 else 0)


def orbit_reps(N1):
    out = []
    for a1 in range(N1 + 1):
        for a2 in range(N1 + 1 - a1):
            a3 = N1 - a1 - a2
            if a1 >= a2 >= a3:
                out.append(((a1, a2, a3), len({(a1, a2, a3), (a1, a3, a2), (a2, a1, a3), (a2, a3, a1), (a3, a1, a2), (a3, a2, a1)})))
    return out


def my_sep(T):
    N1 = C(T // 2 + 2, 3)
    return sum(k * conj49(T, a)[1] for a, k in orbit_reps(N1))


# ---------------------------------------------------------------- Proposition 72's lower bound, own assembly
def box_class(n, a, b):
    if b == 0:
        return "C" if a >= n + 1 else "E"
    if a >= n:
        return "A"
    return "N" if a + b <= n else "B"


LOSS = {"A": 0, "B": 0, "C": 3, "N": 6, "E": 9}


def lower_bound(T, log, theoremL=False):
    n = T // 2
    N1 = C(n + 2, 3)
    boxes, bclass = {}, {}
    for a in range(1, n + 2):
        for b in range(min(a, n - 1) + 1):
            cls = box_class(n, a, b)
            loss = 18 if (a, b) == (1, 0) else LOSS[cls]
            f3 = conj49(T, (N1 - a - b, a, b))[1]
            assert f3 % 3 == 0
            cf = closed_form_third(n, a, b)
            assert cf == f3 // 3, (a, b, cf, f3 // 3)
            boxes[a, b] = f3 // 3 - loss
            bclass[a, b] = cls
    mono = all(u <= v for (x, y), u in boxes.items() for (x2, y2), v in boxes.items() if x <= x2 and y <= y2)
    log(f"box table: {len(boxes)} boxes (1<=a<=n+1, b<=min(a,n-1)); closed forms == my Conj49/3: yes; monotone: {mono}")
    log("box classes: " + str({c: sorted(k for k, v in bclass.items() if v == c) for c in "ACENB" if c != "B"}))
    log(f"#N boxes = {sum(1 for v in bclass.values() if v == 'N')}, #E boxes = {sum(1 for v in bclass.values() if v == 'E')}")

    @lru_cache(maxsize=None)
    def boxmax(A, B):
        return max(v for (x, y), v in boxes.items() if x <= A and y <= B)

    # own enumeration of the ordered compositions of N1 into 3 parts
    interior_count = 0
    low, up, cnt = {}, {}, {}
    edge = tuple(sorted((N1 - 1, 1, 0), reverse=True))
    cache = {}
    ncomp = 0
    for x in range(N1 + 1):
        for y in range(N1 + 1 - x):
            z = N1 - x - y
            ncomp += 1
            a = tuple(sorted((x, y, z), reverse=True))
            if a[2] >= n:
                interior_count += 1
                continue
            if a not in cache:
                cls, rank = conj49(T, a)
                if cls == "V" or a == edge:
                    lb = rank  # V: Theorem F0 / Theorem L exact (checked below = P); edge: Proposition 67
                else:
                    lb = 3 * boxmax(min(a[1], n + 1), a[2])
                assert lb <= rank, (a, lb, rank)
                cache[a] = (cls, rank, lb)
            cls, rank, lb = cache[a]
            low[cls] = low.get(cls, 0) + lb
            up[cls] = up.get(cls, 0) + rank
            cnt[cls] = cnt.get(cls, 0) + 1
    s, _, _, _, best, r0 = setup(T)
    d3 = depth3_ideal(T)
    interior = C(N1 - 3 * n + 2, 2) * d3
    log(f"compositions: {ncomp} (C(N1+2,2) = {C(N1 + 2, 2)}); interior blocks: {interior_count} = C(N1-3s+2,2) = {C(N1 - 3 * n + 2, 2)}")
    # Proposition 12's bound on the interior: check it equals depth3_ideal(3, T) on a sample of interior blocks
    samp = [(N1 - 2 * n, n, n), (N1 // 3 + (N1 % 3 > 0), N1 // 3, N1 - N1 // 3 - (N1 // 3 + (N1 % 3 > 0))), (N1 - 2 * n - 5, n + 5, n)]
    log(f"depth3_ideal(3,{T}) = {d3}; P on interior samples {samp}: {[P(T, a) for a in samp]}; r0 = {r0}")
    log(f"interior bound (own) = {interior_count} x {d3} = {interior}")
    total = interior + sum(low.values())
    log(f"per-class blocks / lower / Conj49 / gap:")
    for c in sorted(low):
        log(f"  {c}: {cnt[c]:6d} blocks  low {low[c]}  conj {up[c]}  gap {up[c] - low[c]}")
    vert = (N1, 0, 0)
    log(f"vertex block {vert}: class/rank {conj49(T, vert)}, P = {P(T, vert)}, r0 = {r0}, 3c_1 terms = {best[1]}")
    log(f"edge block {edge}: Conj49 rank {conj49(T, edge)}; 3*box(1,0) = {3 * boxes[1, 0]}")
    log(f"LOWER BOUND (own) = {total}")
    log(f"Conj49 total (own) = {interior + sum(up.values())}; bracket = {interior + sum(up.values()) - total}")
    if theoremL:
        from proofs.general.depth4.box_jet import outer_block_lower_bound
        worse = []
        t0 = time.time()
        for a, (cls, rank, lb) in cache.items():
            L = outer_block_lower_bound(T=T, alpha=a)
            if cls != "V" and a != edge and L > lb:
                worse.append((a, cls, L, lb))
            if cls == "V":
                log(f"Theorem L at vertex {a}: {L} (Conj49 {rank})")
        log(f"Theorem L exceeds 3*box on non-V, non-edge blocks: {len(worse)} {worse[:5]} ({time.time() - t0:.0f} s)")
    return total, interior, boxes, cache


def main():
    lines = []

    def log(msg):
        print(msg, flush=True)
        lines.append(msg)

    t0 = time.time()
    for T in (16, 22, 24):
        log(f"Conj49 own sep T={T}: {my_sep(T)}")
    total, interior, boxes, cache = lower_bound(24, log, theoremL="--theoremL" in sys.argv)
    # ---- comparisons with the lab
    from numerics.bounds.depth4_blocks import formula_block_rank, formula_sep
    from proofs.general.depth4.near_vertex import interior_bound
    for T in (16, 22, 24):
        N1 = C(T // 2 + 2, 3)
        mism = [(a, conj49(T, a), formula_block_rank(T=T, alpha=a)) for a, _ in orbit_reps(N1)
                if conj49(T, a) != formula_block_rank(T=T, alpha=a)]
        log(f"T={T}: lab formula_sep = {formula_sep(T=T)}; orbit reps {len(orbit_reps(N1))}; per-block mismatches (class, rank): {len(mism)} {mism[:3]}")
    log(f"lab interior_bound(T=24) = {interior_bound(T=24)}; own = {interior}")
    log(f"done in {time.time() - t0:.0f} s")


if __name__ == "__main__":
    main()
