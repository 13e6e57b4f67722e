"""Independent re-implementation of the depth-4 bounds (reviewer's own code; no lab imports)."""

from itertools import product
from math import comb, prod


def ms(n, k):
    # multiset coefficient ((n, k)); 0 for k < 0
    if k < 0:
        return 0
    return comb(n + k - 1, k)


def ck(R, D, k):
    """# monomial tuples of multidegree D (R vars per set) whose supports share an index of {0..k-1}."""
    return sum((-1) ** (i + 1) * comb(k, i) * prod(ms(R, d - i) for d in D) for i in range(1, k + 1))


def monos(R, d):
    if R == 1:
        yield (d,)
        return
    for a in range(d, -1, -1):
        for rest in monos(R - 1, d - a):
            yield (a,) + rest


def ck_brute(R, D, k):
    cnt = 0
    for tup in product(*[list(monos(R, d)) for d in D]):
        if any(all(m[j] > 0 for m in tup) for j in range(k)):
            cnt += 1
    return cnt


def Nl(L, T):  # start degrees N_1..N_L
    s = T // 2
    return [comb(s - 1 + L - l, L - l) for l in range(1, L + 1)]


def Ne(L, T):  # end input degrees N_{s+1}..N_T
    s = T // 2
    return [comb(T - e + L - 1, L - 1) for e in range(s + 1, T + 1)]


def start_ideal(R, T, L):
    return R * ck(R, Nl(L, T)[:-1], R)


def end_ideal(R, T, L):
    return R * ck(R, Ne(L, T)[:-1], R)  # m = 0 sets gives R * 1


def end_state(R, T, L):
    return prod(ms(R, n) for n in Nl(L, T))


def end_input(R, T, L):
    return prod(ms(R, n) for n in Ne(L, T))


def r0(R, Tp):
    """Least proven cap on rank P of a depth-3 RAC at length Tp (u free in C^R)."""
    return min(start_ideal(R, Tp, 3), end_ideal(R, Tp, 3), end_state(R, Tp, 3), end_input(R, Tp, 3))


def depth4(R, T, use=(1, 2, 3, 4), detail=False):
    if T == 2:
        return R
    s = T // 2
    N1, N2, N3, _ = Nl(4, T)
    assert N3 == s
    ne = Ne(4, T)  # N_{s+1}..N_T
    end_rest = ne[1:-1]  # N_{s+2}..N_{T-1}
    rr = r0(R, T - 2)
    total = 0
    terms_used = {1: 0, 2: 0, 3: 0, 4: 0}
    for alpha in monos(R, N1):
        k = sum(1 for v in alpha if v > 0)
        cands = {}
        if 1 in use:
            cands[1] = R * ck(R, (N2, N3), k)
        if 2 in use:
            cands[2] = R * ck(R, end_rest, k)
        if 3 in use:
            i_star = max(range(R), key=lambda i: alpha[i])
            cands[3] = rr * prod(alpha[i] + 1 for i in range(R) if i != i_star)
        if 4 in use and R == 2 and k == 2:
            j = min(alpha)
            # dim Y - 2 per k, Y = sum_kappa (N2 + 1 - deg G_kappa)
            dimY = sum(N2 + 1 - max(k1 - j, 0) - max(s - k1 - j, 0) for k1 in range(s + 1))
            cands[4] = R * (dimY - 2)
        best = min(cands.values())
        total += best
        terms_used[min(cands, key=cands.get)] += 1
    return (total, terms_used, rr) if detail else total


if __name__ == "__main__":
    # c_k against brute force
    for R in (1, 2, 3):
        for D in [(), (1,), (3,), (2, 2), (3, 1), (4, 2), (1, 1, 1), (3, 2, 2), (2, 3, 1, 2)]:
            for k in range(1, R + 1):
                assert ck(R, D, k) == ck_brute(R, D, k), (R, D, k)
    print("c_k == brute-force count on all small cases")
    for R, T in [(2, 4), (2, 6), (2, 8), (2, 10), (3, 4), (3, 6), (3, 8), (1, 6), (4, 6), (2, 12)]:
        tot, used, rr = depth4(R, T, detail=True)
        print(
            f"R={R} T={T}: depth4={tot} r0={rr} argmin-term-counts={used} start_ideal={start_ideal(R, T, 4)} "
            f"end_ideal={end_ideal(R, T, 4)} end_state={end_state(R, T, 4)} end_input={end_input(R, T, 4)} "
            f"only1-3={depth4(R, T, use=(1, 2, 3))}"
        )
