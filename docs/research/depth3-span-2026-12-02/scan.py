"""Scan: dim S_n, dim Shat_m(n), tuple and per-k, at depth 3 (helper-125). Logs JSON lines to stdout."""
import sys, time, json
from d3span import span_rank, N1, mset, maxrss_mb


def bounds(M, R, n, m, top):
    Rk = 1 if top is not None else R
    full = Rk * mset(R, N1(n)) * mset(R, n)
    if m is None:
        e = 1
        for j in range(1, n + 1):
            e *= mset(M, N1(n - j + 1))
        return min(full, e)
    e = R * mset(R, N1(m)) * mset(R, m)
    for j in range(1, n - m + 1):
        e *= mset(M, N1(n - j + 1))
    return min(full, e)


if __name__ == "__main__":
    shapes = [tuple(map(int, s.split(","))) for s in sys.argv[1].split(";")]
    LIMIT = int(sys.argv[2]) if len(sys.argv) > 2 else 9000
    nmax = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    for (M, R) in shapes:
        for n in range(1, nmax + 1):
            for top in (None, 0):
                for m in [None] + list(range(0, n)):
                    bd = bounds(M, R, n, m, top)
                    size = bd + 16
                    if size > LIMIT:
                        print(json.dumps(dict(M=M, R=R, n=n, m=m, top=top, bound=bd, skipped=True)), flush=True)
                        continue
                    t0 = time.time()
                    r = span_rank(M, R, n, m, top, seed, size)
                    print(json.dumps(dict(M=M, R=R, n=n, m=m, top=top, seed=seed, bound=bd, size=size, rank=r,
                                          at_bound=(r == bd), secs=round(time.time() - t0, 1),
                                          rss_mb=round(maxrss_mb()))), flush=True)
