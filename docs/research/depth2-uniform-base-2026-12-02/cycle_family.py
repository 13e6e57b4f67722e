"""Explicit monomial Start instances (log-linear systems) built from cycles; Krylov rank vs min(2R, s(M-1)+2)."""
import sys, math
import numpy as np
from krylov_search import system, krylov_ranks

def fam(M, R, variant):
    sigma = [(v + 1) % R for v in range(R)]                      # layer 1: one R-cycle
    tau = [(k + 1) % (R - 1) for k in range(R - 1)] + [0]          # layer 2: (R-1)-cycle + tail node R-1 -> 0
    alpha = list(range(R))                                         # A = identity selector
    if variant == "heads0":       # input i>=1 (0-based) feeds node i-1 only; others input 0
        m = [0] * R
        for i in range(1, M): m[i - 1] = i
    elif variant == "spread":     # heads spread around the cycle
        m = [0] * R
        for i in range(1, M): m[((i - 1) * R) // (M - 1)] = i
    elif variant == "mod":        # m(v) = v mod M
        m = [v % M for v in range(R)]
    return m, sigma, alpha, tau

if __name__ == "__main__":
    for variant in ["heads0", "spread", "mod"]:
        bad = []
        for R in range(3, 16):
            for M in range(2, R):
                s1 = math.ceil((2 * R - 2) / (M - 1))
                Mk, N = system(M, R, *fam(M, R, variant))
                rk = krylov_ranks(Mk, N, max(s1, 2 * R))
                first = next((s for s in range(1, len(rk) + 1) if rk[s - 1] == 2 * R), None)
                if first != s1: bad.append((M, R, s1, first))
        print(variant, "pairs (M,R,s1,first full s) that miss s1:", bad[:40], len(bad), flush=True)
