"""Does the helper's zk4.build agree with my build_int (explicit_rac reduced mod p)? Both primes, several shapes.
Also: my y_full against the lab's proofs.general.instance.evaluate_mod_p on random sequences."""
import numpy as np, sys
import mycert
from proofs.general.instance import explicit_rac, evaluate_mod_p
import zk4
for p in (8388593, 11863279):
    mycert.p = p; zk4.p = p
    for (L, M, R) in [(3, 2, 4), (3, 2, 5), (4, 2, 4)]:
        mine = mycert.build_int(L, M, R); his = zk4.build(L, M, R)
        ok = all(np.array_equal(a, b.astype(np.int64)) for A, B in zip(mine[:3], his[:3]) for a, b in zip(A, B))
        ok = ok and np.array_equal(mine[3], his[3].astype(np.int64))
        X = np.random.default_rng(1).integers(0, p, size=(50, 12, M))
        lab = evaluate_mod_p(explicit_rac(depth=L, M=M, R=R), X, p)
        ok2 = np.array_equal(mycert.y_full(mine, X), np.asarray(lab, dtype=np.int64))
        print(f'p={p} (L,M,R)=({L},{M},{R}): build agrees {ok}; my y_full == lab evaluate_mod_p on 50 seqs: {ok2}')
        assert ok and ok2
