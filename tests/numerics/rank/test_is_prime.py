"""The lab's primality test (:func:`numerics.rank.dense.is_prime`, FLINT) against sympy.isprime, the independent
oracle here only: small ranges, the primes the lab picks, Carmichael numbers and strong pseudoprimes."""

import math

import numpy as np
import pytest
import sympy

from numerics.rank.dense import default_prime, is_prime
from racs import ModP

#: Carmichael numbers (Fermat liars to every coprime base).
CARMICHAEL = [561, 1105, 1729, 2465, 2821, 6601, 8911, 10585, 15841, 29341, 41041, 825265, 321197185, 5394826801]
#: Strong pseudoprimes: to base 2, and the least ones to the first k prime bases (k = 2..13, OEIS A014233), which
#: a Miller-Rabin test with too few witnesses calls prime.
STRONG_PSEUDOPRIMES = [
    2047,
    3277,
    4033,
    4681,
    8321,
    1373653,
    25326001,
    3215031751,
    2152302898747,
    3474749660383,
    341550071728321,
    3825123056546413051,
    318665857834031151167461,
    3317044064679887385961981,
]


def test_is_prime_matches_sympy_below_20000():
    assert [n for n in range(20000) if is_prime(n)] == [n for n in range(20000) if sympy.isprime(n)]


def test_is_prime_matches_sympy_below_2_26():
    top = range(2**26 - 3000, 2**26 + 1)
    assert [n for n in top if is_prime(n)] == [n for n in top if sympy.isprime(n)]


def test_is_prime_matches_sympy_on_random_odd_numbers_below_2_63():
    rng = np.random.default_rng(0)
    ns = [int(v) | 1 for v in rng.integers(3, 2**63 - 1, size=400, dtype=np.int64)]
    assert [is_prime(n) for n in ns] == [sympy.isprime(n) for n in ns]


@pytest.mark.parametrize("n", CARMICHAEL + STRONG_PSEUDOPRIMES)
def test_pseudoprimes_are_composite(n):
    assert not sympy.isprime(n)
    assert not is_prime(n)


@pytest.mark.parametrize("n", [2, 3, 2**31 - 1, 2**61 - 1, 11863279, 1482907, 67108859])
def test_primes_are_prime(n):
    assert sympy.isprime(n)
    assert is_prime(n)


def test_is_prime_refuses_non_integers():
    for bad in (2.0, "7", True, None):
        with pytest.raises(TypeError, match="must be an int"):
            is_prime(bad)


@pytest.mark.parametrize("inner", [1, 2, 3, 64, 256, 1000, 2**14])
def test_default_prime_is_sympys_prevprime_rule(inner):
    """The same prime as before (sympy.prevprime downwards from the largest candidate), so no result changes."""
    limit = (2**53 - 1) // inner
    q = sympy.prevprime(min(2**26, 2 * math.isqrt(limit)))
    while (q // 2 + 2) ** 2 > limit:
        q = sympy.prevprime(q)
    assert default_prime(inner) == q


@pytest.mark.parametrize("p", [561, 2047, 3277, 25326001, 2**26 - 1])
def test_modp_refuses_pseudoprimes(p):
    assert not sympy.isprime(p)
    with pytest.raises(ValueError, match="must be a prime"):
        ModP(p)
