"""The accelerator path: its Start-End matrix against naive evaluation and the lab's grid tensor, its GF(p) rank
against FLINT.

Every test runs on the ``numpy`` backend (the CPU, as CI has it) and, where PyTorch imports, on ``torch`` too
(on the GPU when there is one: the device run of the lab executes this file there).
"""

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st
from naive import naive_start_end
from strategies import DAMAGES, damaged_low_rank, seeds

from numerics import certified_rank, default_prime, grid_tensor, rank_mod_p, start_end, trial_prime
from numerics.certify.device import DeviceRank, device_certified_rank, device_rank_mod_p, start_end_matrix_mod_p
from numerics.device_rank import main
from numerics.rank.blas import BLAS_PANEL
from numerics.rank.flint_bridge import flint_inv_mod_p
from racs import ModP, Real, random_rac

try:
    import torch
except ImportError:
    torch = None

BACKENDS = ["numpy", pytest.param("torch", marks=pytest.mark.skipif(torch is None, reason="PyTorch not installed"))]
P = default_prime(BLAS_PANEL)
#: (prime, panel): the largest prime for full panels (a reduction before every update), tiny primes (many
#: dependent columns), odd and one-column panels, and the largest prime of all (its panels capped at 8 columns).
CONFIGS = [(P, 256), (P, 7), (default_prime(2**12), 1), (101, 5), (3, 3), (7, 64), (default_prime(1), 256)]


def _to(backend, A):
    A = np.asarray(A, dtype=np.float64)
    if backend == "torch":
        return torch.as_tensor(A, device="cuda" if torch.cuda.is_available() else "cpu").clone()
    return A.copy()


def _host(X):
    return X.cpu().numpy() if torch is not None and isinstance(X, torch.Tensor) else np.asarray(X)


def _flint(A, p):
    return rank_mod_p(np.asarray(A, dtype=np.int64) % p, p, backend="flint").rank


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize(
    "depth,M,R,T", [(1, 2, 3, 6), (2, 2, 3, 6), (2, 3, 2, 4), (3, 2, 2, 6), (2, 1, 2, 4), (4, 2, 2, 4), (2, 4, 3, 2)]
)
def test_matrix_is_the_naive_start_end_matrix(backend, depth, M, R, T):
    """Entry (sigma, tau) is y(sigma tau) evaluated one sequence at a time with Python ints mod p."""
    p = 10007
    rac = random_rac(depth=depth, M=M, R=R, seed=depth * 100 + M * 10 + R, field=ModP(p))
    got = _host(start_end_matrix_mod_p(rac, T=T, backend=backend))
    expect = np.array(naive_start_end(rac, T, np.eye(M, dtype=np.int64)), dtype=object) % p
    assert np.array_equal(got.astype(np.int64), expect.astype(np.int64))


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("R, T, chunk_bytes", [(6, 20, None), (65, 6, None), (250, 4, None), (3, 10, 2**10)])
def test_matrix_at_the_lab_prime_is_the_grid_tensors(backend, R, T, chunk_bytes, monkeypatch):
    """At sep_rank's prime: products near 2**50 (R = 6, side 1024), widths beyond 64 (R = 65, 250: states and
    weights must both be centred for R p^2 / 4 < 2**53), and End states built a few Start rows at a time. Against
    the lab's grid tensor, canonical mod p."""
    if chunk_bytes:
        monkeypatch.setattr("numerics.certify.device._BUILD_CHUNK_BYTES", chunk_bytes)
    p = trial_prime(M=2, R=R)
    F = ModP(p)
    rac = random_rac(depth=2, M=2, R=R, seed=3, field=F)
    got = _host(start_end_matrix_mod_p(rac, T=T, backend=backend))
    assert np.array_equal(got, F.canonical(start_end(grid_tensor(rac, T=T))).astype(np.float64))


@pytest.mark.parametrize("backend", BACKENDS)
@given(
    st.integers(1, 150),
    st.integers(1, 150),
    st.integers(0, 60),
    seeds,
    st.sampled_from(CONFIGS),
    st.sampled_from(DAMAGES),
)
def test_rank_matches_flint(backend, m, n, r, seed, config, damage):
    p, block = config
    A = damaged_low_rank(m, n, r, seed, p, damage)
    assert device_rank_mod_p(_to(backend, A), p, block=block) == _flint(A, p)


def _worst_case_updates(p: int, b: int, seed: int, *, L_near: int, Y_near: int, mix: str = "") -> np.ndarray:
    """24 x 24, rank 16, panels of ``b = 8``: multipliers L and pivot rows Y drawn just below ``L_near`` and
    ``Y_near`` (p/2: the largest centred residues; p: residues near -1, which are small only once centred). With
    both near p/2 each of the two Schur updates adds about b (p/2)^2 = 2^53 to the trailing block, so the second is
    exact only if the block is reduced in between; with one factor near p it is exact only if that factor is centred
    (a reviewer's construction). The first pivot block is the identity, or the inverse of a random H, with pivot rows
    Z: then ``Y = inv @ X_I`` sums b products of H's entries with Z's. With ``mix="H near -1"`` (Z near p/2) that is
    exact only if the inverse is centred; with ``mix="H near p/2"`` (Z uniform) only if X_I is."""
    rng = np.random.default_rng(seed)
    near = lambda top, *shape: rng.integers(top - 50, top, shape).astype(object)  # noqa: E731
    eye = np.eye(b, dtype=int).astype(object)
    L1, Y1, L2, Y2 = near(L_near, 2 * b, b), near(Y_near, b, 2 * b), near(L_near, b, b), near(Y_near, b, b)
    A, Z = eye, Y1
    while mix:
        H = near(p if mix == "H near -1" else p // 2 + 1, b, b)
        if _flint(H, p) == b:
            A = flint_inv_mod_p(H.astype(np.uint64), p).astype(object)
            Z = near(p // 2 + 1, b, 2 * b) if mix == "H near -1" else rng.integers(0, p, (b, 2 * b)).astype(object)
            Y1 = H.dot(Z) % p  # the first rows are A [I | Y1] = [A | Z]
            break
    X = np.zeros((3 * b, 3 * b), dtype=object)
    X[:b, :b], X[:b, b:], X[b:, :b] = A, Z, L1
    S1 = L1.dot(Y1)
    X[b : 2 * b, b : 2 * b] = (eye + S1[:b, :b]) % p
    X[b : 2 * b, 2 * b :] = (Y2 + S1[:b, b:]) % p
    X[2 * b :, b : 2 * b] = (L2 + S1[b:, :b]) % p
    X[2 * b :, 2 * b :] = (L2.dot(Y2) + S1[b:, b:]) % p  # the Schur complement after both updates is 0
    return X.astype(np.int64)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize(
    "where", ["both near p/2", "multipliers near -1", "pivot rows near -1", "H near -1", "H near p/2"]
)
@pytest.mark.parametrize("seed", [0, 1])
def test_rank_when_every_update_reaches_float64_s_limit(backend, where, seed):
    """Each update can add about 2^53: without the reduction between them, with a size count that does not grow,
    or with an uncentred factor (of the update, or of Y = inv @ X_I), the rank comes out above 16."""
    p = default_prime(8)
    L_near = p if where == "multipliers near -1" else p // 2 + 1
    Y_near = p if where == "pivot rows near -1" else p // 2 + 1
    A = _worst_case_updates(p, 8, seed, L_near=L_near, Y_near=Y_near, mix=where if where.startswith("H") else "")
    assert _flint(A, p) == 16
    assert device_rank_mod_p(_to(backend, A), p, block=8) == 16


@pytest.mark.parametrize("backend", BACKENDS)
def test_panels_are_capped_where_the_prime_needs_it(backend):
    """At p = default_prime(1) (about 2^26) dot products are exact only up to length 8: asked for panels of 32,
    the elimination must cap them, or an update of 32 terms near 2^50 each leaves the exact range."""
    p = default_prime(1)
    A = _worst_case_updates(p, 32, 0, L_near=p // 2 + 1, Y_near=p // 2 + 1)
    assert device_rank_mod_p(_to(backend, A), p, block=32) == _flint(A, p) == 64


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_input_check_reads_every_block(backend, monkeypatch):
    """Checked a row at a time: a NaN in the last row is refused, and an entry near -2^53 in an early non-pivot row
    (later rows small) still sets the reduction count, so the first update reduces first."""
    monkeypatch.setattr("numerics.certify.device._CHECK_ELEMENTS", 6)
    bad = np.ones((6, 6))
    bad[5, 5] = math.nan
    with pytest.raises(ValueError, match="integers of magnitude below 2"):
        device_rank_mod_p(_to(backend, bad), 101)
    rng = np.random.default_rng(7)
    for _ in range(20):
        A = (rng.integers(0, 101, (6, 2)) @ rng.integers(0, 101, (2, 6))) % 101
        far = A.astype(object)
        far[2] = far[2] - 101 * ((2**53 - 1 - 101) // 101)  # still exact in float64, and A's residues
        assert device_rank_mod_p(_to(backend, far.astype(np.float64)), 101, block=2) == _flint(A, 101)


@pytest.mark.parametrize("backend", BACKENDS)
def test_rank_of_large_and_negative_input(backend):
    """Integer floats up to 2**53 are taken as their residues: entries near -2^53 (beyond 2^52, so the first
    update needs a reduction first) and arbitrary signs."""
    rng = np.random.default_rng(5)
    A = (rng.integers(0, 101, (6, 2)) @ rng.integers(0, 101, (2, 6))) % 101
    far = A - 101 * ((2**53 - 1 - 101) // 101)
    assert device_rank_mod_p(_to(backend, far), 101, block=2) == _flint(A, 101) == 2
    B = rng.integers(-(2**51), 2**51, (40, 30))
    assert device_rank_mod_p(_to(backend, B), 101) == _flint(B, 101)


@pytest.mark.parametrize("backend", BACKENDS)
def test_certified_rank_is_sep_rank_s_trial(backend):
    """The instance is certified_rank's trial 0 (what sep_rank --trials 1 ranks): the same rank at the same prime
    (depth 2, M = R = 2, T = 10: the ideal bound 12 is far below the side 32)."""
    res = device_certified_rank(depth=2, M=2, R=2, T=10, seed=4, backend=backend)
    lab = certified_rank(depth=2, M=2, R=2, T=10, trials=1, seed=4)
    assert (res.rank, res.prime, res.side, res.upper_bound) == (lab.rank, lab.prime, 32, 12)
    assert isinstance(res, DeviceRank) and res.settled
    again = device_certified_rank(depth=2, M=2, R=2, T=10, seed=4, prime=np.int64(lab.prime), backend=backend)
    assert (again.rank, again.prime) == (res.rank, res.prime)
    assert device_rank_mod_p(_to(backend, np.eye(3)), np.int64(101)) == 3  # numpy ints are primes too


def test_bad_input_is_refused_by_name():
    rac = random_rac(depth=2, M=2, R=2, seed=0, field=ModP(101))
    with pytest.raises(ValueError, match="T=5"):
        start_end_matrix_mod_p(rac, T=5)
    with pytest.raises(TypeError, match="ModP"):
        start_end_matrix_mod_p(random_rac(depth=1, M=2, R=2, seed=0, field=Real()), T=4)
    with pytest.raises(ValueError, match="backend='cupy'"):
        start_end_matrix_mod_p(rac, T=4, backend="cupy")
    with pytest.raises(ValueError, match=r"float64 array of shape .* got float64 of shape \(3, 3\)"):
        start_end_matrix_mod_p(rac, T=4, out=np.zeros((3, 3)))
    with pytest.raises(ValueError, match="got int8 of shape"):
        start_end_matrix_mod_p(rac, T=4, out=np.zeros((4, 4), dtype=np.int8))
    with pytest.raises(ValueError, match="a dot product of length 9 overflows"):
        start_end_matrix_mod_p(random_rac(depth=1, M=2, R=9, seed=0, field=ModP(67108859)), T=4, backend="numpy")
    with pytest.raises(ValueError, match="p=134217689 must be a prime with 3 <= p < 2"):
        device_rank_mod_p(np.eye(3), 134217689)
    with pytest.raises(ValueError, match="block=0"):
        device_rank_mod_p(np.eye(3), 101, block=0)
    with pytest.raises(TypeError, match="float64 matrix; got int64"):
        device_rank_mod_p(np.eye(3, dtype=np.int64), 101)
    with pytest.raises(TypeError, match="numpy array or torch tensor"):
        device_rank_mod_p([[1.0]], 101)
    with pytest.warns(PendingDeprecationWarning):
        old_style = np.matrix(np.eye(3))
    with pytest.raises(TypeError, match="got matrix"):
        device_rank_mod_p(old_style, 101)
    frozen = np.eye(3)
    frozen.setflags(write=False)
    with pytest.raises(ValueError, match="read-only"):
        device_rank_mod_p(frozen, 101)
    for bad in (0.5, math.nan, math.inf, 2.0**53):
        with pytest.raises(ValueError, match="integers of magnitude below 2"):
            device_rank_mod_p(np.array([[1.0, bad]]), 101)
    with pytest.raises(ValueError, match="seed=-1"):
        device_certified_rank(depth=2, M=2, R=2, T=4, seed=-1, backend="numpy")
    with pytest.raises(TypeError, match="prime p=101.7 must be an int"):
        device_certified_rank(depth=2, M=2, R=2, T=4, prime=101.7, backend="numpy")


def test_work_too_large_is_refused_before_anything_is_allocated():
    rac = random_rac(depth=1, M=2, R=2, seed=0, field=ModP(101))
    with pytest.raises(ValueError, match=r"Start-End matrix \(M=2, T=40\) needs 8.0 TiB"):
        start_end_matrix_mod_p(rac, T=40, backend="numpy")
    with pytest.raises(ValueError, match=r"\(M=2, T=1.0000...e4000\) needs more than 10\^\(10\^307\) bytes"):
        start_end_matrix_mod_p(rac, T=10**4000, backend="numpy")  # without forming 2^(10^4000)
    one = random_rac(depth=1, M=1, R=2, seed=0, field=ModP(101))  # side 1 for any T: only the work refuses it
    with pytest.raises(ValueError, match="one-layer updates, more than the 6000000 allowed"):
        start_end_matrix_mod_p(one, T=10**12, out=np.zeros((1, 1)))
    with pytest.raises(ValueError, match=r"about 2\^31.2 multiplications \(depth R M\^T\), more than the 2\^30"):
        device_certified_rank(depth=100, M=2, R=6, T=22, backend="numpy")
    with pytest.raises(ValueError, match="one-layer updates, more than the 6000000 allowed; lower the depth"):
        device_certified_rank(depth=10**6, M=2, R=2, T=4, backend="numpy")  # before a million layers are drawn


@pytest.mark.skipif(torch is not None, reason="PyTorch is installed")
def test_torch_backend_without_torch_says_what_to_do():
    with pytest.raises(ValueError, match="backend='numpy'"):
        device_certified_rank(depth=2, M=2, R=2, T=4, backend="torch")


def test_command_line_reports_the_rank_and_refuses_bad_input(capsys):
    assert main(["--depth", "2", "--M", "2", "--R", "3", "--T", "8", "--backend", "numpy"]) == 0
    out = capsys.readouterr().out
    lab = certified_rank(depth=2, M=2, R=3, T=8, trials=1, seed=0)
    assert f"certified rank {lab.rank} = the best proven upper bound" in out and f"GF({lab.prime})" in out
    with pytest.raises(SystemExit) as exit_:
        main(["--depth", "2", "--T", "7", "--backend", "numpy"])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and err.count("\n") == 1 and "--T must be an even integer >= 2, got '7'" in err
    assert main(["--depth", "2", "--T", "4", "--prime", "67108879", "--backend", "numpy"]) == 2
    assert "--prime 67108879 must be a prime with 3 <= p < 2**26" in capsys.readouterr().err
    assert main(["--depth", "2", "--T", "4", "--prime", "1000001", "--backend", "numpy"]) == 2
    assert "--prime 1000001 must be a prime" in capsys.readouterr().err
    assert main(["--depth", "2", "--T", str(10**4000), "--backend", "numpy"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "needs more than 10^(10^307) bytes" in err
