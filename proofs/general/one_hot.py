r"""Propositions 17 and 18 (this lab, ``docs/theory/general-inputs.md``): one-hot ranks are lower bounds on the
general-input separation rank, and with Proposition 7 they give the depth-2 closed form for general inputs.

**Proposition 17.** For every depth :math:`L`, even :math:`T` and every :math:`K` with :math:`K \le M` or
:math:`M \ge R`, the generic general-input separation rank is at least the generic one-hot rank on :math:`K`
symbols:

.. math::
    \mathrm{sep}(L, M, R, T) \;\ge\; \rho_L(K, R, T),

where :math:`\rho_L(K, R, T)` is the Start-End rank of the one-hot grid (Definition 1.1) of almost every depth-:math:`L`
RAC on :math:`K` symbols (for :math:`L = 2`, Proposition 7's :math:`\rho_2` wherever its lower bound is proved).

*Proof.* Take a general-input RAC :math:`\theta = (W, \vartheta)` (:math:`W = W^{I,1} \in \mathbb R^{R \times M}`,
:math:`\vartheta` every other weight and the initial states) and templates :math:`\tau_1, \dots, \tau_K \in \mathbb
R^M`. With :math:`f` = identity, step :math:`t` reads its input only through :math:`W x^t`, and :math:`W \tau_k = W'
e_k` for :math:`W' = W[\tau_1 \cdots \tau_K] \in \mathbb R^{R \times K}`; so the grid tensor of :math:`\theta` on the
templates is the one-hot grid tensor of the RAC :math:`\theta' = (W', \vartheta)` on :math:`K` symbols
(:func:`one_hot_equivalent`), and its Start-End rank is at most :math:`\mathrm{sep}(\theta)` (Claim 2: a grid is a
set of points). The map :math:`(W, \tau) \mapsto W[\tau]` is onto :math:`\mathbb R^{R \times K}` when :math:`K \le M`
(:math:`\tau = [I_K; 0]`) or :math:`M \ge R` (:math:`W = [I_R, 0]`), so the map :math:`(W, \tau, \vartheta) \mapsto
(W', \vartheta)` is dominant and the preimage of the non-empty Zariski-open set where the one-hot rank is
:math:`\rho_L(K, R, T)` is non-empty and open; it meets the open set where :math:`\mathrm{sep}(\theta)` is generic
(:mod:`proofs.general.monotone`'s first step), and at a common point :math:`\mathrm{sep} \ge \rho_L(K, R, T)`.
:math:`\square` (For :math:`M < R < K` the matrix :math:`W'` has rank :math:`\le M`, not generic: no claim.)

**Proposition 18 (depth 2, general inputs).** Let :math:`s = T/2` and :math:`\mathrm{cap}` the least proven K-free cap
(:func:`numerics.bounds.separation_cap`; at depth 2 the smaller of Proposition 2's end-input cap and Proposition
5's :math:`R ((\!(R, s)\!) - (\!(R - M, s)\!))`).

(a) If :math:`M \ge R`: :math:`\mathrm{sep}(2, M, R, T) = R\,(\!(R, s)\!)` for :math:`T \ge 4`, and :math:`R` for
:math:`T = 2`. *Proof.* Upper: Proposition 5 (:math:`(\!(R - M, s)\!) = 0`). Lower: Proposition 17 with :math:`K =
(\!(R, s)\!) + R - 1` and Proposition 7's regime (v), proved by hand for :math:`T \ge 4` and
:math:`K \ge (\!(R, s)\!) + R - 1`, where :math:`\rho_2(K, R, T) = \min\{D, K^s, R K^{s-1}\} = D = R (\!(R, s)\!)`
(:math:`K \ge (\!(R, s)\!)`, :math:`K \ge R`, :math:`s \ge 2`); at :math:`T = 2`, :math:`\rho_2(M, R, 2) = R` (regime
(ii)) and Proposition 2's cap is :math:`(\!(R, 1)\!) = R`. :math:`\square`

(b) If :math:`M < R`: :math:`\mathrm{sep}(2, M, R, T) = \mathrm{cap}` wherever :math:`\rho_2(M, R, T) = \mathrm{cap}`
and Proposition 7's lower bound is proved at :math:`(M, R, T)` (:func:`proofs.depth2.more_symbols.settled_by`; the
status is that of Proposition 7 there: a theorem in the regimes proved by hand, computer-assisted in the others).
For fixed :math:`(M, R)` with :math:`2 \le M` and :math:`\rho_2` proved at every large :math:`T`, this holds for all
large :math:`T` (:math:`D` grows polynomially in :math:`s`, :math:`M^s` exponentially), so the exceptions are finitely
many small :math:`T`; not at :math:`(M, R) = (2, 6)`, where Proposition 7 is open from :math:`T = 30` and every
:math:`T \le 60` is an exception. :func:`depth2_exceptions` lists them, with the computation that pins each where
one does.

Conjecture 11's depth-2 form (sep = cap) is therefore a theorem for every :math:`M \ge R`, and, wherever (b)
applies, it has Proposition 7's status at :math:`(M, R, T)`: proved by hand in most shapes (165 of the 220 that (b)
pins with :math:`M < R \le 6`, :math:`T \le 60`, the review's count), computer-assisted in the others (the
computer-assisted parts of regimes (xiii)-(xx), e.g. :math:`(3, 4, T)` for :math:`T = 10..34`).
"""

from __future__ import annotations

import itertools
from functools import lru_cache

import numpy as np

from numerics import rank_mod_p
from numerics.bounds import least_separation_cap, multiset
from proofs.certificate import Certificate, check_budget
from proofs.depth2.closed_form import closed_form
from proofs.depth2.more_symbols import settled_by
from proofs.general import depth2_span
from proofs.general.instance import PRIME, rac_evaluation_matrix, sep_lower_bound
from racs import RAC, ModP, make_rac, random_rac
from racs.sizes import check_size

__all__ = [
    "STATEMENT",
    "CHECK",
    "STATEMENT_DEPTH2",
    "CHECK_DEPTH2",
    "one_hot_equivalent",
    "depth2_lower_bound",
    "depth2_status",
    "depth2_exceptions",
    "check",
    "cases",
    "recorded_pin",
    "check_depth2",
    "cases_depth2",
]

STATEMENT = "Proposition 17 (one-hot ranks bound general-input sep, this lab)"
CHECK = (
    "grid matrix of a random general-input RAC on K templates == one-hot matrix of the RAC with W^(I,1) [templates]"
    " (GF(p), every grid point; mismatches == 0), and at depth 2 its rank == rho_2(K, R, T)"
)
STATEMENT_DEPTH2 = "Proposition 18 (depth-2 closed form for general inputs, this lab)"
CHECK_DEPTH2 = (
    "proved one-hot lower bound rho_2(K, R, T) (Proposition 17, K = ((R, s)) + R - 1 if M >= R, else the largest"
    " K <= M where Proposition 7 is proved) == least proven K-free cap"
)


def one_hot_equivalent(rac: RAC, templates: np.ndarray) -> RAC:
    r"""The one-hot RAC of Proposition 17's proof: ``rac`` with :math:`W^{I,1}` replaced by
    :math:`W^{I,1} [\tau_1 \cdots \tau_K]` (``(R, K)``), so that its output on the symbols :math:`e_{d_t}` equals
    ``rac``'s on the templates :math:`\tau_{d_t}`.

    Parameters
    ----------
    rac : RAC
        A general-input RAC (input dimension :math:`M`).
    templates : array ``(K, M)``
        The templates, in ``rac.field``.
    """
    templates = np.asarray(templates)
    if templates.ndim != 2 or templates.shape[1] != rac.M:
        raise ValueError(f"templates has shape {templates.shape}: pass a (K, M={rac.M}) array")
    F = rac.field
    W1 = F.matmul(rac.W_I[0], np.ascontiguousarray(templates.T))
    return make_rac([W1, *rac.W_I[1:]], rac.W_H, rac.W_O, rac.h0, field=F)


def depth2_lower_bound(*, M: int, R: int, T: int) -> dict:
    r"""The best lower bound Propositions 17 and 7 prove on the depth-2 general-input sep.

    Returns
    -------
    dict
        ``value`` (:math:`\rho_2(K, R, T)`, 0 if none is proved), ``K`` (the symbols used: :math:`(\!(R, s)\!) + R - 1`
        when :math:`M \ge R` and :math:`T \ge 4`, else the largest :math:`K \le M` whose :math:`\rho_2` is proved) and
        ``why`` (Proposition 7's reason at :math:`(K, R, T)`, :func:`~proofs.depth2.more_symbols.settled_by`).
    """
    M, R, T = check_size("M", M), check_size("R", R), check_size("T", T)
    if T % 2:
        raise ValueError(f"T={T} must be even (the balanced cut)")
    s = T // 2
    if M >= R and T >= 4:
        K = multiset(R, s) + R - 1
        return {"value": closed_form(M=K, R=R, T=T), "K": K, "why": settled_by(M=K, R=R, T=T)}
    for K in range(M, 0, -1):
        why = settled_by(M=K, R=R, T=T)
        if why is not None:
            return {"value": closed_form(M=K, R=R, T=T), "K": K, "why": why}
    return {"value": 0, "K": None, "why": None}  # pragma: no cover - K = 1 is always settled ("rank one")


def depth2_status(*, M: int, R: int, T: int) -> dict:
    """:func:`depth2_lower_bound` with the least cap: ``cap``, ``cap_keys`` and ``pinned`` (lower bound == cap, so
    :math:`\\mathrm{sep}` = cap by Proposition 18)."""
    low = depth2_lower_bound(M=M, R=R, T=T)
    cap, keys = least_separation_cap(depth=2, M=M, R=R, T=T)
    return {"M": M, "R": R, "T": T, **low, "cap": cap, "cap_keys": keys, "pinned": low["value"] == cap}


def depth2_exceptions(*, R_max: int = 6, T_max: int = 60) -> list[dict]:
    """The depth-2 shapes with :math:`2 \\le M < R \\le` ``R_max``, even :math:`T \\le` ``T_max`` where Proposition 18
    does not pin sep (:func:`depth2_status` with ``pinned`` false), smallest :math:`R`, then :math:`M`, then :math:`T`.
    (:math:`M \\ge R` and :math:`M = 1` never appear: (a) and the rank-one regime cover them.)"""
    R_max, T_max = check_size("R_max", R_max), check_size("T_max", T_max)
    out = []
    for R in range(2, R_max + 1):
        for M in range(2, R):
            for T in range(2, T_max + 1, 2):
                st = depth2_status(M=M, R=R, T=T)
                if not st["pinned"]:
                    out.append(st)
    return out


def check(*, depth: int, M: int, R: int, T: int, K: int, seed: int = 0) -> Certificate:
    """Proposition 17's identity at one shape: a random GF(p) general-input RAC on ``K`` random templates and
    :func:`one_hot_equivalent` on the ``K`` unit vectors give the same Start-End matrix at every grid point."""
    F = ModP(PRIME)
    rng = np.random.default_rng(seed)
    rac = random_rac(depth=depth, M=M, R=R, seed=rng, field=F)
    templates = F.random(rng, (K, M))
    units = F.asarray(np.eye(K, dtype=np.int64))
    s = T // 2
    side = K**s
    idx = np.array(list(itertools.product(range(K), repeat=s)))  # every Start (and End: T - s = s) word
    general = rac_evaluation_matrix(rac, templates[idx], templates[idx])
    one_hot = rac_evaluation_matrix(one_hot_equivalent(rac, templates), units[idx], units[idx])
    mismatches = int(np.count_nonzero(F.canonical(general) != F.canonical(one_hot)))
    grid_rank = rank_mod_p(F.canonical(general), PRIME).rank
    # at depth 2 also the conclusion: the general RAC's grid on K templates has rank rho_2(K, R, T) (K > M allowed
    # when M >= R), which the identity alone would not show
    lhs, rhs = ([mismatches, grid_rank], [0, closed_form(M=K, R=R, T=T)]) if depth == 2 else ([mismatches], [0])
    return Certificate.compare(
        STATEMENT,
        dict(depth=depth, M=M, R=R, T=T, K=K, seed=seed, p=PRIME),
        f"[entries where the {side} x {side} grid matrices differ, grid rank (depth 2)]",
        lhs,
        "==",
        rhs,
        grid_rank=grid_rank,
    )


def cases(budget: str) -> list:
    check_budget(budget)
    quick = [(2, 2, 2, 4, 3), (2, 3, 2, 4, 4), (2, 2, 3, 6, 2), (3, 2, 2, 4, 3), (2, 4, 2, 6, 5)]
    full = [(3, 3, 3, 6, 4), (4, 2, 2, 6, 3), (2, 2, 4, 8, 2)]
    shapes = quick if budget == "quick" else quick + full
    return [dict(depth=L, M=M, R=R, T=T, K=K) for L, M, R, T, K in shapes]


@lru_cache(maxsize=1)
def _recorded_pins() -> dict:
    from numerics.atlas import committed_atlas, k_sequences
    from proofs.general.atlas_open import load_open

    pins = {}
    for row in load_open()["rows"]:
        if row["depth"] == 2 and row["pinned"]:
            pins[(row["M"], row["R"], row["T"])] = ("evaluation matrix", row["eval_rank"])
    for seq in k_sequences(committed_atlas()):
        if seq["depth"] == 2 and seq["status"] == "pinned":
            pins[(seq["M"], seq["R"], seq["T"])] = ("atlas", seq["rank"])
    return pins


def recorded_pin(*, M: int, R: int, T: int) -> tuple[str, int] | None:
    """A computation that pins the depth-2 general-input sep at a shape Proposition 18 leaves out: ``("atlas", rank)``
    (the committed atlas along K pins it), ``("evaluation matrix", rank)`` (``docs/general_inputs.json`` pins it),
    or ``None``. The rank equals the least cap in both cases (that is what pinned means there)."""
    return _recorded_pins().get((M, R, T))


def check_depth2(*, M: int, R: int, T: int, compute_up_to: int = 0) -> Certificate:
    """Proposition 18 at one shape: the proved one-hot lower bound equals the least proven cap. Where it does not
    (one of :func:`depth2_exceptions`), the lower bound is :func:`recorded_pin`'s rank or, when the cap is at most
    ``compute_up_to``, the explicit instance's evaluation-matrix rank (:func:`proofs.general.instance.sep_lower_bound`,
    cap points): then the row checks sep = cap by computation, not by Proposition 18."""
    st = depth2_status(M=M, R=R, T=T)
    value, source = st["value"], f"Proposition 17 with rho_2({st['K']}, {R}, {T}): {st['why']}"
    if not st["pinned"]:
        pin = recorded_pin(M=M, R=R, T=T)
        if pin is not None:
            source, value = pin
        elif st["cap"] <= compute_up_to:
            value = sep_lower_bound(depth=2, M=M, R=R, T=T, points=st["cap"])
            source = "evaluation matrix, computed now"
    return Certificate.compare(
        STATEMENT_DEPTH2,
        dict(M=M, R=R, T=T),
        "certified lower bound on sep (source in details) vs the least proven cap",
        value,
        "==",
        st["cap"],
        source=source,
        cap_keys=st["cap_keys"],
    )


def cases_depth2(budget: str) -> list:
    """(a) at M in {R, R + 1} (R <= 8, every fourth even T up to 40 quick / 60 full); (b) where the ideal bound is at
    most both one-hot caps, D <= M^s (so rho_2 = D), for 2 <= M < R <= 6 (every fourth / second even T), leaving out
    (M, R) = (2, 6) from T = 30, where Proposition 7 is open; and every exception of :func:`depth2_exceptions` at
    R <= 6, T <= 20 but (2, 6, 20) (quick: caps up to 400, computed now if not recorded; full: all, caps up to 1500
    computed). Chosen by these formulas, not by the outcome: a case fails if Proposition 7 is not proved there, the
    least cap is not D, or no computation reaches the cap."""
    check_budget(budget)
    T_max, step, limit = (40, 4, 400) if budget == "quick" else (60, 2, 1500)
    out = [dict(M=M, R=R, T=T) for R in range(1, 9) for M in (R, R + 1) for T in range(2, T_max + 1, 4)]
    for R in range(2, 7):
        for M in range(2, R):
            for T in range(4, T_max + 1, step):
                s = T // 2
                if R * (multiset(R, s) - multiset(R - M, s)) <= M**s and ((M, R) != (2, 6) or T < 30):
                    out.append(dict(M=M, R=R, T=T))
    for e in depth2_exceptions(R_max=6, T_max=20):
        if (e["M"], e["R"], e["T"]) != (2, 6, 20) and (budget == "full" or e["cap"] <= limit):
            out.append(dict(M=e["M"], R=e["R"], T=e["T"], compute_up_to=limit))
    return out


def _ranges(ts: list[int]) -> str:
    """Even ``T`` values as ranges: ``[2, 14, 16, 18]`` -> ``"2, 14-18"``."""
    out: list[list[int]] = []
    for t in ts:
        if out and t == out[-1][1] + 2:
            out[-1][1] = t
        else:
            out.append([t, t])
    return ", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b in out) or "-"


def depth2_markdown(*, R_max: int = 6, T_max: int = 60, compute_up_to: int = 800) -> str:
    """The table of ``docs/theory/depth2-general.md``: for each :math:`2 \\le M < R \\le` ``R_max``, the even
    :math:`T \\le` ``T_max`` where Proposition 18 (b) pins sep, where a recorded computation does (atlas along K,
    evaluation matrix; or the explicit instance's evaluation rank when the cap is at most ``compute_up_to``), where
    Proposition 59 does (and nothing before it), where nothing does, and from which :math:`T` Proposition 59 alone
    covers the pair (its base, :data:`~proofs.general.depth2_span.BASES`)."""
    lines = [
        "| M | R | sep = cap by Proposition 18 (b), T | by the atlas along K | by the evaluation matrix"
        " | by Proposition 59 | open | Proposition 59 alone, T >= |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for R in range(2, R_max + 1):
        for M in range(2, R):
            cols: dict[str, list[int]] = {"b": [], "atlas": [], "eval": [], "59": [], "open": []}
            for T in range(2, T_max + 1, 2):
                if depth2_status(M=M, R=R, T=T)["pinned"]:
                    cols["b"].append(T)
                    continue
                if recorded_pin(M=M, R=R, T=T) is None and depth2_span.proven_sep(M=M, R=R, T=T):
                    cols["59"].append(T)
                    continue
                cert = check_depth2(M=M, R=R, T=T, compute_up_to=compute_up_to)
                key = "open" if not cert.passed else "atlas" if cert.details["source"] == "atlas" else "eval"
                cols[key].append(T)
            base = depth2_span.BASES.get((M, R))
            alone = f"{2 * max(base[:2])}" if base else "-"
            lines.append(
                f"| {M} | {R} | "
                + " | ".join(_ranges(cols[k]) for k in ("b", "atlas", "eval", "59", "open"))
                + f" | {alone} |"
            )
    return "\n".join(lines)
