r"""Claim 1: for a shallow RAC and non-singular templates :math:`F`, the grid tensor is
:math:`(F \otimes \cdots \otimes F)(\mathcal A_c^{T,1,\Theta})` and its Start-End rank equals that of the
weights tensor (Lemma 5.6 of Hackbusch: invariance under non-singular :math:`F \otimes \cdots \otimes F`)."""

from __future__ import annotations

import numpy as np

from numerics import grid_tensor, rank_rational, start_end
from proofs._util import apply_on_every_mode, random_nonsingular
from proofs.certificate import Certificate, check_budget
from racs import Rational, random_rac, weights_tensor

__all__ = ["STATEMENT", "CHECK", "check", "cases"]

STATEMENT = "Claim 1"
CHECK = "grid tensor = (F x..x F)(A_c) and rank [[grid]]_SE = rank [[A_c]]_SE, exact over Q, F non-singular"


def check(*, M: int, R: int, T: int, seed: int = 0) -> Certificate:
    rng = np.random.default_rng(seed)
    rac = random_rac(depth=1, M=M, R=R, seed=rng, field=Rational())
    F = random_nonsingular(rng, M)
    A = weights_tensor(rac, T=T)
    G = grid_tensor(rac, T=T, templates=Rational().asarray(F))
    same = bool(np.array_equal(G, apply_on_every_mode(F, A)))
    r_grid, r_w = rank_rational(start_end(G)).rank, rank_rational(start_end(A)).rank
    return Certificate.compare(
        STATEMENT,
        dict(M=M, R=R, T=T, seed=seed),
        "(tensor identity, rank of grid matricization) vs (True, rank of weights matricization)",
        (same, r_grid),
        "==",
        (True, r_w),
        size=M**T,
    )


def cases(budget: str):
    check_budget(budget)
    Ts = (2, 4) if budget == "quick" else (2, 4, 6)
    return [dict(M=M, R=R, T=T, seed=s) for M in (1, 2, 3) for R in (1, 2, 3) for T in Ts for s in (0,) if M**T <= 729]
