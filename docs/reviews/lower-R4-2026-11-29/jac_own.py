"""C1 (Claim 2's base): exact rank over GF(q), q = 2^31 - 1, of the Jacobian of
    (x^1..x^n, l1, l2, l3) -> (l1 a, l2 b, l3 g),   a = W^{H,1} h^{n,1}, b = W^{H,2} h^{n,2}, g = W^{H,3} h^{n,3},
at random integer weights / initial states / point, by forward-mode dual numbers (value + gradient, Python ints mod q).
Initial-state conventions: 'free' (h^{0,l} random) and 'thesis' (W^{H,l} h^{0,l} = 1, i.e. the first step's
premultiplied state is the all-ones vector).  Also an independent cross-check against sympy's symbolic Jacobian
at small sizes (mode 'sympy').
usage: python jac_own.py            (table)"""
import sys, random, time
import flint

Q = 2**31 - 1


class D:
    """dual number mod Q: value v, gradient list d (length P)."""
    __slots__ = ('v', 'd')

    def __init__(self, v, d):
        self.v, self.d = v % Q, d

    def __add__(self, o):
        if isinstance(o, int):
            return D(self.v + o, self.d)
        return D(self.v + o.v, [(x + y) % Q for x, y in zip(self.d, o.d)])

    def __mul__(self, o):
        if isinstance(o, int):
            return D(self.v * o, [(x * o) % Q for x in self.d])
        return D(self.v * o.v, [(self.v * y + o.v * x) % Q for x, y in zip(self.d, o.d)])

    __radd__ = __add__
    __rmul__ = __mul__


def lin(A, h):
    out = []
    for row in A:
        acc = None
        for c, x in zip(row, h):
            t = x * c
            acc = t if acc is None else acc + t
        out.append(acc)
    return out


def jac_rank(R, M, n, seed, conv):
    rnd = random.Random(seed * 1009 + 17)
    r = lambda: rnd.randrange(-10**6, 10**6)
    mat = lambda a, b: [[r() for _ in range(b)] for _ in range(a)]
    WI = [mat(R, M), mat(R, R), mat(R, R)]
    WH = [mat(R, R), mat(R, R), mat(R, R)]
    P = n * M + 3
    const = lambda v: D(v, [0] * P)
    var = lambda v, i: D(v, [1 if k == i else 0 for k in range(P)])
    xs = [[var(r(), t * M + m) for m in range(M)] for t in range(n)]
    lam = [var(r(), n * M + i) for i in range(3)]
    if conv == 'free':
        h = [[const(r()) for _ in range(R)] for _ in range(3)]
        pre = [lin(WH[l], h[l]) for l in range(3)]
    else:
        pre = [[const(1) for _ in range(R)] for _ in range(3)]
    for t in range(n):
        below = xs[t]
        new = []
        for l in range(3):
            s = pre[l]
            w = lin(WI[l], below)
            hl = [s[i] * w[i] for i in range(R)]
            new.append(hl)
            below = hl
        pre = [lin(WH[l], new[l]) for l in range(3)]
    outs = [lam[l] * pre[l][i] for l in range(3) for i in range(R)]
    J = flint.nmod_mat(3 * R, P, [o.d[k] for o in outs for k in range(P)], Q)
    return J.rank(), 3 * R, P


def sympy_check(R, M, n, seed, conv):
    """Independent: sympy symbolic Jacobian, then substitute the same integer point; rank mod Q."""
    import sympy as sp
    rnd = random.Random(seed * 1009 + 17)
    r = lambda: rnd.randrange(-10**6, 10**6)
    mat = lambda a, b: sp.Matrix([[r() for _ in range(b)] for _ in range(a)])
    WI = [mat(R, M), mat(R, R), mat(R, R)]
    WH = [mat(R, R), mat(R, R), mat(R, R)]
    xsym = sp.symbols(f'x0:{n * M}'); lsym = sp.symbols('l0:3')
    xval = [r() for _ in range(n * M)]; lval = [r() for _ in range(3)]
    if conv == 'free':
        h = [sp.Matrix([r() for _ in range(R)]) for _ in range(3)]
        pre = [WH[l] * h[l] for l in range(3)]
    else:
        pre = [sp.ones(R, 1) for _ in range(3)]
    for t in range(n):
        below = sp.Matrix(xsym[t * M:(t + 1) * M])
        new = []
        for l in range(3):
            hl = pre[l].multiply_elementwise(WI[l] * below)
            hl = hl.applyfunc(sp.expand)
            new.append(hl)
            below = hl
        pre = [(WH[l] * new[l]).applyfunc(sp.expand) for l in range(3)]
    outs = sp.Matrix([lsym[l] * pre[l][i] for l in range(3) for i in range(R)])
    J = outs.jacobian(list(xsym) + list(lsym))
    sub = dict(zip(list(xsym) + list(lsym), xval + lval))
    Jv = J.subs(sub)
    return flint.nmod_mat(3 * R, n * M + 3, [int(v) % Q for v in Jv], Q).rank()


if __name__ == '__main__':
    t0 = time.time()
    # cross-check of the dual-number code against sympy (same weights and point: same rng stream order)
    for (R, M, n, conv) in ((3, 2, 2, 'free'), (4, 3, 2, 'free'), (4, 3, 2, 'thesis'), (4, 3, 3, 'thesis')):
        print(f"sympy check R={R} M={M} n={n} {conv}: dual {jac_rank(R, M, n, 5, conv)[0]}, sympy {sympy_check(R, M, n, 5, conv)}", flush=True)
    for (R, M) in ((3, 2), (4, 3)):
        for n in range(2, 8):
            row = []
            for conv in ('free', 'thesis'):
                for seed in (101, 102, 103):
                    rk, rows, P = jac_rank(R, M, n, seed, conv)
                    row.append(rk)
            print(f"R={R} M={M} n={n}: Jacobian ranks (free x3, thesis x3) {row} of {3 * R}; Claim-1 cap min(3R, n(M-1)+3) = {min(3 * R, n * (M - 1) + 3)}", flush=True)
    print(f"wall {time.time() - t0:.1f}s")
