"""Own re-implementations (from the docstrings' definitions, not the lab's code) of c_k, the four depth-3 caps
and Proposition 12's corner bound at depth 4, R = 3."""
from math import comb, prod

def ms3(n):
    return 0 if n < 0 else comb(n + 2, 2)

def c(D, k=3):
    return sum((-1) ** (i + 1) * comb(k, i) * prod(ms3(d - i) for d in D) for i in range(1, k + 1))

def depth3_start(Tp):  # (N_1, N_2) of a depth-3 RAC at length Tp: C(s'+1, 2), s'
    sp = Tp // 2
    return comb(sp + 1, 2), sp

def cap_end_input(Tp):  # prod_{e = s'+1..T'} ((3, C(T' - e + 2, 2)))
    sp = Tp // 2
    return prod(ms3(comb(Tp - e + 2, 2)) for e in range(sp + 1, Tp + 1))

def cap_end_state(Tp):  # prod_{l=1..3} ((3, C(s' - 1 + 3 - l, 3 - l)))
    sp = Tp // 2
    return prod(ms3(comb(sp - 1 + 3 - l, 3 - l)) for l in (1, 2, 3))

def cap_depth3_ideal(Tp):  # the docstring's double sum, not its Vandermonde form
    n1, n2 = depth3_start(Tp)
    dis = sum(comb(3, i) * comb(3 - i, j) * (comb(n1 - 1, i - 1)) * comb(n2 - 1, j - 1)
              for i in range(1, 3) for j in range(1, 3) if i + j <= 3)
    return 3 * (ms3(n1) * ms3(n2) - dis)

def cap_end_ideal(Tp):  # 3 c_3(N_e, e = s'+1..T'-1), N_e = C(T' - e + 2, 2)
    sp = Tp // 2
    return 3 * c([comb(Tp - e + 2, 2) for e in range(sp + 1, Tp)])

def r0(T):
    Tp = T - 2
    return min(cap_end_input(Tp), cap_end_state(Tp), cap_depth3_ideal(Tp), cap_end_ideal(Tp))

def depth4_degrees(T):
    s = T // 2
    return comb(s + 2, 3), comb(s + 1, 2), s

def end_rest(T):  # N_e = C(T - e + 3, 3), e = s+2..T-1
    s = T // 2
    return [comb(T - e + 3, 3) for e in range(s + 2, T)]

def corner(T, alpha, rr=None):
    n1, n2, n3 = depth4_degrees(T)
    k = sum(1 for v in alpha if v)
    best = min(3 * c((n2, n3), k), 3 * c(end_rest(T), k))
    a = sorted(alpha, reverse=True)
    rr = r0(T) if rr is None else rr
    return min(best, rr * prod(v + 1 for v in a[1:]))

def classify(T, alpha):  # Conjecture 41's classes as in the brief / block_case docstring
    s = T // 2
    a1, a2, a3 = sorted(alpha, reverse=True)
    if a3 >= s: return "interior"
    if a3 >= 1 and a2 >= s: return "A"
    if a3 >= 1 and a2 + a3 >= s + 1: return "B"
    if a3 == 0 and a2 >= s: return "C"
    return "vertex" if a2 == 0 else "open"
