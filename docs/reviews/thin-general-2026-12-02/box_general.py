"""helper-135: basis of G'_(a,b) = span{E_ij g : i<=a, j<=b, g in G} (rref mod p, FLINT), columns in M2's descending
module order, written for compute2.m2.  e_ij(gamma) = [t2^i t3^j] prod_l (u_l + t2 v_l + t3 w_l)^gamma_l, (u,v,w) the
columns of W2 (truncated series mod p).
usage: box_general.py G_FILE.npz ORDER.txt a b OUT.m2 [theta]   (theta: negative control, Lemma K operators)"""
import sys, time
import numpy as np
from numerics.rank.flint_bridge import flint_rref_mod_p
P = 1048571


def series_weights(E, W2, A, B):
    """w[i, j, t] = e_ij(E[t]) mod p for i <= A, j <= B (truncated bivariate series product)."""
    out = np.zeros((A + 1, B + 1, len(E)), dtype=np.int64)
    cache = {}
    for t, gam in enumerate(E):
        key = tuple(int(x) for x in gam)
        if key not in cache:
            s = np.zeros((A + 1, B + 1), dtype=np.int64); s[0, 0] = 1
            for l in range(3):
                lin = np.zeros((A + 1, B + 1), dtype=np.int64)
                lin[0, 0] = W2[l, 0] % P
                if A >= 1: lin[1, 0] = W2[l, 1] % P
                if B >= 1: lin[0, 1] = W2[l, 2] % P
                for _ in range(key[l]):
                    new = np.zeros_like(s)
                    for (i, j) in zip(*np.nonzero(lin)):
                        new[i:, j:] = (new[i:, j:] + s[: A + 1 - i, : B + 1 - j] * lin[i, j]) % P
                    s = new
            cache[key] = s
        out[:, :, t] = cache[key]
    return out


def main():
    Gf, of, a, b, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    t0 = time.time()
    z = np.load(Gf)
    Gc, E, W2 = z["Gc"], z["E"], z["W2"]
    perm = np.array([int(t) for t in open(of).read().strip().strip("{}").split(",")])
    assert sorted(perm.tolist()) == list(range(Gc.shape[1]))
    w = series_weights(E, W2, a, b)
    if len(sys.argv) > 6 and sys.argv[6] == "theta":  # NEGATIVE CONTROL only: Lemma K's theta_2^i theta_3^j (wrong at a general W2)
        w = np.array([[[pow(int(x[1]), i, P) * pow(int(x[2]), j, P) % P for x in E] for j in range(b + 1)] for i in range(a + 1)], dtype=np.int64)
    mats = [Gc * w[i, j][None, :] % P for i in range(a + 1) for j in range(b + 1)]
    M = np.concatenate(mats)[:, perm]
    R, r = flint_rref_mod_p(np.ascontiguousarray(M % P, dtype=np.uint64), P)
    R = np.asarray(R[:r], dtype=np.int64)
    B = np.zeros_like(R)
    B[:, perm] = R
    with open(out, "w") as fh:
        fh.write("CabT = {\n" + ",\n".join("{" + ",".join(map(str, row.tolist())) + "}" for row in B) + "};\n")
    print(f"# box ({a},{b}): {M.shape[0]} spanning rows, rank G'_(a,b) = {r}, {time.time()-t0:.1f}s", flush=True)


if __name__ == "__main__":
    main()
