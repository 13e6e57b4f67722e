"""For each (M, R): the least s0 with S_{s0} = T_{s0} and S_{s0+1} = T_{s0+1} (same weights, one seed), and the
least s1 with a full-rank Start Jacobian. Theorems A and B of NOTES.md then give sep = D for all s >= max(s0, s1)."""
import json, sys, time
sys.path.insert(0, "."); import d2span
maxD = int(sys.argv[2]) if len(sys.argv) > 2 else 11000
pairs = [tuple(map(int, x.split(","))) for x in sys.argv[1].split(";")]
seed = 0
for M, R in pairs:
    t0 = time.time(); prev = False; s0 = None; rec = []
    for s in range(1, 40):
        D, cap = d2span.ideal_bound(M, R, s), d2span.end_cap(M, R, s)
        if min(D, cap) > maxD:
            break
        r, _, _ = d2span.end_span_rank(M, R, s, seed)
        rec.append((s, r, D, cap)); full = r == D
        if full and prev:
            s0 = s - 1; break
        prev = full
    s1 = next(s for s in range(1, 200) if d2span.start_jacobian_rank(M, R, s, seed) == 2 * R)
    print(json.dumps(dict(M=M, R=R, seed=seed, p=d2span.P, spans=rec, s0=s0, s1=s1,
                          T_from=None if s0 is None else 2 * max(s0, s1), secs=round(time.time() - t0, 1))), flush=True)
