"""Cycle instances, take 2: sigma = R-cycle, tau = (R-1)-cycle + fixed point; variants of alpha and m."""
import math, itertools
import numpy as np
from krylov_search import system, krylov_ranks

def fam(M, R, am, mm):
    sigma = [(v + 1) % R for v in range(R)]
    tau = [(k + 1) % (R - 1) for k in range(R - 1)] + [R - 1]
    alpha = {"id": list(range(R)), "rev": [R - 1 - k for k in range(R)], "shift": [(k + 1) % R for k in range(R)]}[am]
    if mm == "heads0":
        m = [0] * R
        for i in range(1, M): m[i - 1] = i
    elif mm == "block":      # consecutive blocks
        m = [min(M - 1, (v * M) // R) for v in range(R)]
    elif mm == "mod":
        m = [v % M for v in range(R)]
    return m, sigma, alpha, tau

def first_full(M, R, inst, smax):
    Mk, N = system(M, R, *inst)
    rk = krylov_ranks(Mk, N, smax)
    return next((s for s in range(1, smax + 1) if rk[s - 1] == 2 * R), None), rk

if __name__ == "__main__":
    for am, mm in itertools.product(["id", "rev", "shift"], ["heads0", "block", "mod"]):
        bad = []; M2 = []
        for R in range(3, 15):
            for M in range(2, R):
                s1 = math.ceil((2 * R - 2) / (M - 1))
                f, rk = first_full(M, R, fam(M, R, am, mm), 2 * R + 1)
                if f != s1: bad.append((M, R, s1, f))
        print(am, mm, "miss:", len(bad), bad[:12], flush=True)
