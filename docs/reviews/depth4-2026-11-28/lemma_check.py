"""Numerical check of the Lemma: dim (mu_j : j in K)_D <= c_k(D) for multilinear mu_j (random, degenerate,
and the monomial mu_j = x^(1)_j ... x^(m)_j, where equality must hold)."""

import random
from itertools import product

import flint
from mybounds import ck, monos

p = 2**31 - 1


def mono_list(R, D):
    return [tuple(t) for t in product(*[list(monos(R, d)) for d in D])]


def mult(mu, mono):
    # mu: dict {(i_1..i_m): coef} multilinear (one index per set); mono: tuple of exponent tuples
    out = {}
    for idx, cf in mu.items():
        key = tuple(tuple(e + (1 if r == idx[l] else 0) for r, e in enumerate(mono[l])) for l in range(len(mono)))
        out[key] = (out.get(key, 0) + cf) % p
    return out


def ideal_dim(R, D, mus):
    if any(d < 1 for d in D):
        return 0
    base = mono_list(R, [d - 1 for d in D])
    target = {m: i for i, m in enumerate(mono_list(R, D))}
    rows = []
    for mu in mus:
        for b in base:
            v = [0] * len(target)
            for key, cf in mult(mu, b).items():
                v[target[key]] = cf
            rows.append(v)
    return flint.nmod_mat(rows, p).rank() if rows else 0


random.seed(3)
cases = [
    (2, (2, 2)),
    (2, (3, 2)),
    (2, (4, 3)),
    (3, (2, 2)),
    (3, (3, 2)),
    (2, (2, 2, 2)),
    (2, (3, 2, 1)),
    (3, (2, 2, 1)),
    (2, (5, 3)),
    (3, (3, 3)),
]
for R, D in cases:
    m = len(D)
    for k in range(1, R + 1):
        gens = {}
        # random multilinear
        gens["random"] = [{idx: random.randrange(p) for idx in product(range(R), repeat=m)} for _ in range(k)]
        # monomial mu_j = x_j ... x_j (equality case)
        gens["monomial"] = [{(j,) * m: 1} for j in range(k)]
        # degenerate: product of linear forms sharing a factor in set 1
        lin0 = [random.randrange(p) for _ in range(R)]
        gens["shared-factor"] = []
        for _ in range(k):
            others = [[random.randrange(p) for _ in range(R)] for _ in range(m - 1)]
            mu = {}
            for idx in product(range(R), repeat=m):
                cf = lin0[idx[0]]
                for l in range(1, m):
                    cf = cf * others[l - 1][idx[l]] % p
                mu[idx] = cf
            gens["shared-factor"].append(mu)
        # rank-one in coefficient sense: mu_j = x^(1)_j * (same linear forms in the other sets) ("a_j m_kj" shape)
        common = [[random.randrange(p) for _ in range(R)] for _ in range(m - 1)]
        gens["x_j*common"] = []
        for j in range(k):
            mu = {}
            for idx in product(range(R), repeat=m):
                if idx[0] != j:
                    continue
                cf = 1
                for l in range(1, m):
                    cf = cf * common[l - 1][idx[l]] % p
                mu[idx] = cf
            gens["x_j*common"].append(mu)
        c = ck(R, D, k)
        res = {name: ideal_dim(R, D, mus) for name, mus in gens.items()}
        status = all(v <= c for v in res.values()) and res["monomial"] == c
        print(f"R={R} D={D} k={k}: c_k={c} dims={res} {'OK' if status else 'FAIL'}")
