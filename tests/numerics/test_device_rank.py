"""The accelerator path: its Start-End matrix against naive evaluation, its GF(p) rank against FLINT.

Every test runs on the ``numpy`` backend (the CPU, as CI has it) and, where PyTorch imports, on ``torch`` too
(on the GPU when there is one: the device run of the lab executes this file there).
"""
import numpy as np
import pytest
from hypothesis import given, strategies as st

from numerics import default_prime, grid_tensor, rank_mod_p, start_end, trial_prime
from numerics.device_rank import (DEVICE_PANEL, DeviceRank, device_certified_rank, device_rank_mod_p,
                                  start_end_matrix_mod_p)
from numerics.device_rank.__main__ import main
from racs import ModP, Real, random_rac
from naive import naive_start_end
from strategies import DAMAGES, damaged_low_rank, seeds

try:
    import torch
except ImportError:
    torch = None

BACKENDS = ["numpy", pytest.param("torch", marks=pytest.mark.skipif(torch is None, reason="PyTorch not installed"))]
P = default_prime(DEVICE_PANEL)
#: (prime, panel): the largest prime for full panels (a reduction before every update), tiny primes (many
#: dependent columns), odd and one-column panels.
CONFIGS = [(P, 256), (P, 7), (default_prime(2**12), 1), (101, 5), (3, 3), (7, 64)]


def _to(backend, A):
    A = np.asarray(A, dtype=np.float64)
    if backend == "torch":
        return torch.as_tensor(A, device="cuda" if torch.cuda.is_available() else "cpu").clone()
    return A.copy()


def _host(X):
    return X.cpu().numpy() if torch is not None and isinstance(X, torch.Tensor) else np.asarray(X)


def _flint(A, p):
    return rank_mod_p(np.asarray(A, dtype=np.int64), p, backend="flint").rank


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("depth,M,R,T", [(1, 2, 3, 6), (2, 2, 3, 6), (2, 3, 2, 4), (3, 2, 2, 6), (2, 1, 2, 4),
                                         (4, 2, 2, 4), (2, 4, 3, 2)])
def test_matrix_is_the_naive_start_end_matrix(backend, depth, M, R, T):
    """Entry (sigma, tau) is y(sigma tau) evaluated one sequence at a time with Python ints mod p."""
    p = 10007
    rac = random_rac(depth=depth, M=M, R=R, seed=depth * 100 + M * 10 + R, field=ModP(p))
    got = _host(start_end_matrix_mod_p(rac, T=T, backend=backend))
    expect = np.array(naive_start_end(rac, T, np.eye(M, dtype=np.int64)), dtype=object) % p
    assert np.array_equal(got.astype(np.int64), expect.astype(np.int64))


@pytest.mark.parametrize("backend", BACKENDS)
def test_matrix_at_the_lab_prime_is_the_grid_tensors(backend):
    """At sep_rank's prime (products near 2**50) and a side of 1024: the lab's grid tensor, canonical mod p."""
    p = trial_prime(M=2, R=6)
    F = ModP(p)
    rac = random_rac(depth=2, M=2, R=6, seed=3, field=F)
    got = _host(start_end_matrix_mod_p(rac, T=20, backend=backend))
    assert np.array_equal(got, F.canonical(start_end(grid_tensor(rac, T=20))).astype(np.float64))


@pytest.mark.parametrize("backend", BACKENDS)
@given(st.integers(1, 150), st.integers(1, 150), st.integers(0, 60), seeds, st.sampled_from(CONFIGS),
       st.sampled_from(DAMAGES))
def test_rank_matches_flint(backend, m, n, r, seed, config, damage):
    p, block = config
    A = damaged_low_rank(m, n, r, seed, p, damage)
    assert device_rank_mod_p(_to(backend, A), p, backend=backend, block=block) == _flint(A, p)


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("seed", [0, 1])
def test_rank_with_a_reduction_before_every_update(backend, seed):
    """At the largest prime every panel's update needs the trailing block reduced first (600 x 700, rank 590):
    an update without it would leave float64's exact range and change the rank."""
    A = damaged_low_rank(600, 700, 590, seed, P, "none")
    A[::7] = (A[::7] + A[1::7][: len(A[::7])]) % P  # rows that are sums: dependencies found late in panels
    assert device_rank_mod_p(_to(backend, A), P, backend=backend) == _flint(A, P)


@pytest.mark.parametrize("backend", BACKENDS)
def test_rank_of_centred_and_negative_input(backend):
    """Any integer floats below 2**52 are taken as their residues."""
    rng = np.random.default_rng(5)
    A = rng.integers(-2**51, 2**51, (40, 30))
    assert device_rank_mod_p(_to(backend, A), 101, backend=backend) == _flint(A % 101, 101)


@pytest.mark.parametrize("backend", BACKENDS)
def test_certified_rank_is_sep_rank_s_trial(backend):
    """The instance is certified_rank's trial: its rank is FLINT's on the lab's grid tensor of the same RAC (depth
    2, M = R = 2, T = 10: the ideal bound 12 is far below the side 32)."""
    res = device_certified_rank(depth=2, M=2, R=2, T=10, seed=4, backend=backend)
    p = trial_prime(M=2, R=2)
    rac = random_rac(depth=2, M=2, R=2, seed=np.random.default_rng([4, 0]), field=ModP(p))
    expect = rank_mod_p(start_end(grid_tensor(rac, T=10)), p).rank
    assert (res.rank, res.prime, res.side, res.upper_bound) == (expect, p, 32, 12)
    assert isinstance(res, DeviceRank) and res.settled == (res.rank == res.upper_bound)


def test_bad_input_is_refused_by_name():
    rac = random_rac(depth=2, M=2, R=2, seed=0, field=ModP(101))
    with pytest.raises(ValueError, match="T=5"):
        start_end_matrix_mod_p(rac, T=5)
    with pytest.raises(TypeError, match="ModP"):
        start_end_matrix_mod_p(random_rac(depth=1, M=2, R=2, seed=0, field=Real()), T=4)
    with pytest.raises(ValueError, match="backend='cupy'"):
        start_end_matrix_mod_p(rac, T=4, backend="cupy")
    with pytest.raises(ValueError, match=r"out has shape \(3, 3\)"):
        start_end_matrix_mod_p(rac, T=4, out=np.zeros((3, 3)))
    with pytest.raises(ValueError, match=f"p={P} is too large"):
        device_rank_mod_p(np.eye(3), P, block=2 * DEVICE_PANEL)
    with pytest.raises(ValueError, match="block=0"):
        device_rank_mod_p(np.eye(3), 101, block=0)
    with pytest.raises(ValueError, match="seed=-1"):
        device_certified_rank(depth=2, M=2, R=2, T=4, seed=-1, backend="numpy")


def test_a_matrix_too_large_is_refused_before_it_is_allocated():
    rac = random_rac(depth=1, M=2, R=2, seed=0, field=ModP(101))
    with pytest.raises(ValueError, match=r"Start-End matrix \(M=2, T=40\) needs 8.0 TiB"):
        start_end_matrix_mod_p(rac, T=40)
    with pytest.raises(ValueError, match=r"\(M=2, T=100000000000000000000\) needs about 10\^"):
        start_end_matrix_mod_p(rac, T=10**20)  # refused without forming 2^(10^20)


def test_work_that_would_run_for_hours_is_refused_first():
    with pytest.raises(ValueError, match=r"about 2\^31.2 multiplications \(depth R M\^T\), more than the 2\^30"):
        device_certified_rank(depth=100, M=2, R=6, T=22, backend="numpy")
    with pytest.raises(ValueError, match="one-layer updates, more than the 6000000 allowed; lower the depth"):
        device_certified_rank(depth=10**6, M=2, R=2, T=4, backend="numpy")  # before a million layers are drawn


@pytest.mark.skipif(torch is not None, reason="PyTorch is installed")
def test_torch_backend_without_torch_says_what_to_do():
    with pytest.raises(ValueError, match="backend='numpy'"):
        device_rank_mod_p(np.eye(2), 101, backend="torch")


def test_command_line_reports_the_rank_and_refuses_bad_input(capsys):
    assert main(["--depth", "2", "--M", "2", "--R", "3", "--T", "8", "--backend", "numpy"]) == 0
    out = capsys.readouterr().out
    p = trial_prime(M=2, R=3)
    rac = random_rac(depth=2, M=2, R=3, seed=np.random.default_rng([0, 0]), field=ModP(p))
    rank = rank_mod_p(start_end(grid_tensor(rac, T=8)), p).rank
    assert f"certified rank {rank} = the best proven upper bound" in out and f"GF({p})" in out
    with pytest.raises(SystemExit) as exit_:
        main(["--depth", "2", "--T", "7", "--backend", "numpy"])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and err.count("\n") == 1 and "--T must be an even integer >= 2, got '7'" in err
    assert main(["--depth", "2", "--T", "4", "--prime", "67108859", "--backend", "numpy"]) == 2
    assert "--prime 67108859 is too large" in capsys.readouterr().err
    assert main(["--depth", "2", "--T", "4", "--prime", "1000001", "--backend", "numpy"]) == 2
    assert "--prime 1000001 must be a prime" in capsys.readouterr().err
