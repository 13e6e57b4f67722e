"""Targeted runs: explicit (M, R, n, m, top) with size = min(bound, cap) + 16 (helper-125). m = -1 means S_n."""
import sys, time, json
from d3span import span_rank, maxrss_mb
from scan import bounds

if __name__ == "__main__":
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    for item in sys.argv[1].split(";"):
        M, R, n, m, top = map(int, item.split(","))
        m = None if m < 0 else m
        top = None if top < 0 else top
        bd = bounds(M, R, n, m, top)
        size = bd + 16
        t0 = time.time()
        r = span_rank(M, R, n, m, top, seed, size)
        print(json.dumps(dict(M=M, R=R, n=n, m=m, top=top, seed=seed, bound=bd, size=size, rank=r,
                              at_bound=(r == bd), secs=round(time.time() - t0, 1), rss_mb=round(maxrss_mb()))), flush=True)
