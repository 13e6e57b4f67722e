"""The one plan (numerics.certify.plan.make_plan): its bytes against counts made here from the shapes and against
the measured peak, its reason, its refusals before allocation, and its place in ``sep_rank --json``.

Expected values are never taken from the plan's own code: sizes come from the arrays a RAC really holds, from
:math:`K^T` entries of 8 bytes, or from tracemalloc's peak while the work runs.
"""

import json
import re
import subprocess
import sys
import tracemalloc

import numpy as np
import pytest

from numerics import Plan, certified_rank, make_plan
from racs import ModP, TooLargeError, random_rac

#: The smallest byte count a refusal's text can stand for: "2.0 TiB" is at least 1.95 TiB.
UNITS = {"B": 1, "KiB": 2**10, "MiB": 2**20, "GiB": 2**30, "TiB": 2**40, "PiB": 2**50}


def _peak(fn):
    tracemalloc.start()
    try:
        out = fn()
        return out, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _said_bytes(message: str) -> float:
    """The size a refusal says it needs, at its lowest (the text rounds to one decimal)."""
    value, unit = re.search(r"needs ([0-9.]+) (B|KiB|MiB|GiB|TiB|PiB)", message).groups()
    return (float(value) - 0.05) * UNITS[unit]


@pytest.mark.parametrize("depth, M, R, T, C, K", [(1, 2, 3, 4, 1, None), (3, 3, 4, 8, 1, None), (2, 2, 5, 6, 3, 4)])
def test_the_weights_and_grid_stages_hold_at_least_what_the_shapes_hold(depth, M, R, T, C, K):
    plan = make_plan(depth=depth, M=M, R=R, T=T, C=C, K=K, max_bytes=2**32)
    rac = random_rac(depth=depth, M=M, R=R, C=C, seed=0, field=ModP(plan.prime))
    held = sum(np.asarray(a).nbytes for group in (rac.W_I, rac.W_H, rac.W_O, rac.h0) for a in group)
    KK = M if K is None else K
    assert held == 8 * (R * M + (2 * depth - 1) * R * R + depth * R + C * R)  # Sec. 2.1's weights, by hand
    assert plan.stages["weights"] >= held
    assert plan.stages["templates"] >= 8 * KK * M
    assert plan.stages["grid_tensor"] >= 8 * KK**T  # the output alone
    assert plan.side == KK ** (T // 2) and plan.nbytes == sum(plan.stages.values())
    assert list(plan.stages) == ["weights", "templates", "grid_tensor", "rank"] and plan.fits


@pytest.mark.parametrize(
    "kwargs",
    [
        dict(depth=3, M=3, R=4, T=8),
        dict(depth=2, M=2, R=3, T=18),  # 512 x 512: the BLAS elimination
        dict(depth=2, M=2, R=3, T=20, method="factorised"),
        dict(depth=1, M=4, R=3, T=10, method="sketch"),
        dict(depth=2, M=3, R=3, T=6, method="svd"),
        dict(depth=1, M=2, R=2, T=6, method="rational"),
        dict(depth=2, M=2, R=3, T=8, K=3),
    ],
)
def test_the_measured_peak_stays_within_the_plan(kwargs):
    certified_rank(trials=1, **kwargs)  # imports, FLINT and prime tables: one-time caches, not the work's memory
    report, peak = _peak(lambda: certified_rank(trials=1, max_bytes=2**32, **kwargs))
    plan = report.plan
    assert isinstance(plan, Plan) and plan.fits and plan.method == report.method
    assert plan.side == report.side and plan.prime == report.prime
    assert 0 < peak <= plan.nbytes, (peak, dict(plan.stages))


def test_every_method_says_why_it_runs():
    for method in ("exact", "sketch", "factorised", "rational", "svd"):
        plan = make_plan(depth=1, M=2, R=2, T=6, method=method)
        assert f"method='{method}'" in plan.reason and "as asked" in plan.reason
    # the atlas' rule states which branch applied
    small = make_plan(depth=3, M=3, R=4, T=8, method="auto")
    assert small.method == "exact" and "side 81 < 1024" in small.reason and small.asked == "auto"
    shallow = make_plan(depth=1, M=2, R=4, T=20, method="auto")  # D = 4 crossing-state features at side 1024
    assert shallow.method == "factorised" and "D = 4" in shallow.reason
    full = make_plan(depth=3, M=2, R=6, T=20, method="auto")  # the rank may be the whole side
    assert full.method == "exact" and "exceeds side/16" in full.reason


def test_a_too_large_case_is_refused_before_allocating_with_its_size():
    kwargs = dict(depth=3, M=3, R=4, T=20, max_bytes=10**8)
    plan, peak = _peak(lambda: make_plan(**kwargs))
    assert not plan.fits and plan.refusal_type == "TooLargeError" and peak < 2**20
    assert _said_bytes(plan.refusal) >= 8 * 3**20  # the grid tensor alone: 3^20 entries of 8 bytes
    assert "depth=3 T=20 M=3 R=4" in plan.refusal and "max_bytes=100000000" in plan.refusal

    def call():
        with pytest.raises(TooLargeError) as err:
            certified_rank(trials=1, **kwargs)
        return str(err.value)

    message, peak = _peak(call)
    assert message == plan.refusal and peak < 2**20


def test_refusals_keep_their_error_types():
    factorised = make_plan(depth=2, M=2, R=6, T=20, method="factorised")  # D = 18018 > 1024 / 4
    assert factorised.refusal_type == "ValueError" and "D = 18018" in factorised.refusal
    with pytest.raises(ValueError) as err:
        factorised.check()
    assert type(err.value) is ValueError
    huge = make_plan(depth=3, M=3, R=4, T=10**20)
    assert huge.side is None and huge.nbytes is None and huge.log2_nbytes > 64
    with pytest.raises(TooLargeError, match=r"about 10\^"):
        huge.check()
    deep = make_plan(depth=100_000, M=3, R=4, T=6, trials=3)
    assert deep.layer_steps > 6_000_000 and "one-layer updates" in deep.refusal
    with pytest.raises(ValueError, match="must be even"):
        make_plan(depth=1, M=2, R=2, T=5)
    with pytest.raises(ValueError, match="applies to method='exact'"):
        make_plan(depth=1, M=2, R=2, T=4, method="svd", prime=101)


def test_the_plan_is_json_and_its_budget_is_the_one_asked():
    plan = make_plan(depth=2, M=2, R=3, T=6, method="sketch", max_bytes=123456789)
    out = json.loads(json.dumps(plan.to_json()))
    assert out["budget"] == 123456789 and out["budget_source"] == "max_bytes=123456789"
    assert out["stages"] == dict(plan.stages) and out["nbytes"] == sum(out["stages"].values())
    assert out["matrix_shape"] == [8, 8] and out["rank_cap"] is not None and out["refusal"] is None


def test_sep_rank_json_holds_the_plan():
    r = subprocess.run(
        [sys.executable, "-m", "numerics.sep_rank", "--depth", "2", "--T", "6", "--trials", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    plan = out["plan"]
    assert plan["method"] == out["method"] == "exact" and plan["prime"] == out["prime"]
    assert plan["matrix_shape"] == out["matrix_shape"] == [27, 27]
    assert plan["stages"]["grid_tensor"] >= 8 * 3**6 and plan["nbytes"] == sum(plan["stages"].values())
    assert plan["fits"] is True and plan["reason"] and plan["layer_steps"] <= plan["max_layer_steps"]
