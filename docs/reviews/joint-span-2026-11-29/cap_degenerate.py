"""Step (3) at non-generic weights: dim sum_k Psi_jk <= C for weights with entries in {-1, 0, 1} (many zeros,
singular matrices). Own recurrence, p = 10^9 + 7. Usage: OMP_NUM_THREADS=1 python cap_degenerate.py"""

from __future__ import annotations

import numpy as np
import review_checks as rc


def small_weights(R, M, rng, p):
    WI = [rng.integers(-1, 2, (R, M if l == 0 else R)) % p for l in range(3)]
    WH = [rng.integers(-1, 2, (R, R)) % p for _ in range(3)]
    return WI, WH, rng.integers(-1, 2, R) % p


def main() -> None:
    orig = rc.weights
    rc.weights = small_weights
    worst = {}
    try:
        for n in (3, 4, 5):
            for seed in range(40):
                _r, joints, cap, *_ = rc.psi_ranks(np.random.default_rng(seed), n)
                worst[n] = max(worst.get(n, -(10**9)), max(joints) - cap)
                assert max(joints) <= cap, (n, seed, joints, cap)
            print(f"n={n}: 40 weight draws in {{-1,0,1}}: max(joint - cap) = {worst[n]} (<= 0 required)")
    finally:
        rc.weights = orig


if __name__ == "__main__":
    main()
