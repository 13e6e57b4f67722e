"""Single blocks as 2-input systems (input 0 common, input 1 at the head = layer-1 node 0).
cycle(b, b2): layer 1 b-cycle, layer 2 b2-cycle, alpha(k) = k mod b.   tail(b, b2): layer 1 b-cycle,
layer 2 (b2-1)-cycle + fixed point, alpha(k) = (k+1) mod b.  Report the first s where the head input alone
spans the block (cycle) or spans it modulo E0 (tail)."""
import numpy as np, json

def build(kind, b, b2):
    sigma = [(v + 1) % b for v in range(b)]
    if kind == "cycle":
        tau = [(k + 1) % b2 for k in range(b2)]; alpha = [k % b for k in range(b2)]
    else:
        tau = [(k + 1) % (b2 - 1) if k < b2 - 1 else k for k in range(b2)]; alpha = [(k + 1) % b for k in range(b2)]
    Ps = np.zeros((b, b)); Pt = np.zeros((b2, b2)); Pa = np.zeros((b2, b))
    for v in range(b): Ps[v, sigma[v]] = 1
    for k in range(b2): Pt[k, tau[k]] = 1; Pa[k, alpha[k]] = 1
    Mk = np.block([[Ps, np.zeros((b, b2))], [Pa @ Ps, Pt]])
    e = np.zeros(b); e[0] = 1
    bvec = np.concatenate([e, Pa @ e])
    E0 = np.array([np.concatenate([np.ones(b), np.zeros(b2)]), np.concatenate([np.zeros(b), np.ones(b2)])]).T
    return Mk, bvec, E0

def first(kind, b, b2):
    Mk, bv, E0 = build(kind, b, b2); n = b + b2
    cols = [E0] if kind == "tail" else []
    X = bv[:, None]
    for s in range(1, 3 * n):
        cols.append(X); X = Mk @ X
        if np.linalg.matrix_rank(np.hstack(cols)) == n: return s
    return None

if __name__ == "__main__":
  for kind in ["cycle", "tail"]:
    for b in range(1, 13):
        for b2 in [b - 1, b, b + 1]:
            if b2 < 1 or (kind == "tail" and b2 < 2): continue
            f = first(kind, b, b2)
            target = b + b2 if kind == "cycle" else b + b2 - 2
            print(json.dumps(dict(kind=kind, b=b, b2=b2, first=f, target=target, ok=f == target)))
