"""Theorem A' per pair: s0 = least s with D_s <= cap_s, check S_{s0} = T_{s0}; least d <= s0 + 1 with Sigma_d = T_d
(nu = ((M, d)) + 1 u-values); s1 = least s with a full-rank Start Jacobian. Same weights (seed 0) throughout."""
import json, subprocess, sys, time
sys.path.insert(0, ".")
import d2span
maxD = int(sys.argv[2]) if len(sys.argv) > 2 else 16000
for spec in sys.argv[1].split(";"):
    M, R = map(int, spec.split(","))
    t0 = time.time()
    s0 = next(s for s in range(1, 60) if d2span.ideal_bound(M, R, s) <= d2span.end_cap(M, R, s))
    D0 = d2span.ideal_bound(M, R, s0)
    out = dict(M=M, R=R, seed=0, p=d2span.P, s0=s0, D_s0=D0)
    if D0 > maxD:
        out["skipped"] = "D_s0 too large"; print(json.dumps(out), flush=True); continue
    r, _, _ = d2span.end_span_rank(M, R, s0, 0, dtype=__import__("numpy").float32)
    out["S_s0"] = r
    sig = []
    for d in range(2, s0 + 2):
        nu = min(d2span.mset(M, d) + 1, -(-2 * d2span.ideal_bound(M, R, d) // (M * R * d2span.mset(R, d - 2))) + 2)
        res = subprocess.run([sys.executable, "sigma_big.py", f"{M},{R},{d},{nu}"], capture_output=True, text=True)
        o = json.loads(res.stdout.strip().splitlines()[-1]); sig.append((d, o["dimSigma"], o["D"]))
        if o["full"]:
            break
    out["Sigma"] = sig
    out["s1"] = next(s for s in range(1, 200) if d2span.start_jacobian_rank(M, R, s, 0) == 2 * R)
    ok = r == D0 and sig[-1][1] == sig[-1][2]
    out["T_from"] = 2 * max(s0, out["s1"]) if ok else None
    out["secs"] = round(time.time() - t0, 1)
    print(json.dumps(out), flush=True)
