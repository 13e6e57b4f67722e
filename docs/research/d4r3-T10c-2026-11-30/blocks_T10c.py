r"""The third batch at T = 10 (PREDICTION.txt): the 76 orbit representatives with some alpha_i < 5 (435 blocks),
with the lab's near_vertex.block_ranks at the first two batches' point (seed 1), compiled kernel, blocks in a temporary file; each
rank printed as taken, next to the prediction committed before the run."""
import sys
import time
from math import comb

from numerics.bounds.depth4 import corner_bound
from proofs.general.depth4 import near_vertex as nv

S, N1, FLAT = 5, 35, 7155  # s = T/2; N_1; Proposition 35's flat-edge bound at T = 10 (reviewer d4r3-T10, (20, 15, 0))


def deficit(m):
    """The T = 8 pattern (9, 45, 135 below 2844 at min alpha = 3, 2, 1) read as 9 C(s - m + 3, 4)."""
    return 9 * comb(S - m + 3, 4) if m < S else 0


def predict(a):
    """(group, predicted rank or None) for one representative a_1 >= a_2 >= a_3."""
    a1, a2, a3 = a
    bound = corner_bound(R=3, T=10, alpha=a)
    if a3 >= 1 and a2 >= S:
        return "A one small entry", bound - deficit(a3)
    if a3 >= 1:
        return "B two small entries", bound - deficit(a2) - deficit(a3) if a2 + a3 >= S + 1 else None
    if a2 >= S:
        return "C flat edge", FLAT
    return "D near-vertex edge", bound if a2 == 0 else None


if __name__ == "__main__":
    interior = {a for a, _ in nv.interior_representatives(T=10)}
    reps = [(a, k) for a, k in nv.orbit_representatives(n1=N1) if a not in interior]
    groups = {}
    for a, k in reps:
        groups.setdefault(predict(a)[0], []).append((a, k))
    # one of each group first, so that an interrupted run has tested every part of the prediction
    order = [g[0] for g in groups.values()] + [x for g in groups.values() for x in g[1:]]
    if "--predict" in sys.argv:
        for a, k in sorted(reps, reverse=True):
            g, p = predict(a)
            print(a, k, g, "Prop12", corner_bound(R=3, T=10, alpha=a), "predicted", p)
        known = [(k, predict(a)[1]) for a, k in reps if predict(a)[1] is not None]
        print(len(reps), "orbits,", sum(k for _, k in reps), "blocks;", len(known), "orbits predicted,",
              "orbit-weighted", sum(k * p for k, p in known))
        sys.exit(0)
    size = dict(reps)
    t, total, hits = time.time(), 0, 0

    def report(alpha, rank):
        global total, hits
        total += size[alpha] * rank
        g, p = predict(alpha)
        hits += p == rank
        print(alpha, size[alpha], g, "rank", rank, "predicted", p, "so far", total, "agree", hits,
              "time", round(time.time() - t, 1), flush=True)

    nv.block_ranks(T=10, alphas=[a for a, _ in order], chunk=8, on_disk=True, report=report, compiled=True)
    print("orbit-weighted sum of this batch", total, "with the interior 1937628:", total + 1937628, flush=True)
