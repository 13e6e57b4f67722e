"""Coverage of Theorems E (by hand), E1, E' (Lemma D' table from dbeta.log + dbeta_333.log, class sizes <= 3)."""
import sys, json, itertools
exec(open('coverage.py').read().split('Rmax =')[0])
minK = {}
for f in ('dbeta.log', 'dbeta_333.log'):
    for l in open(f):
        r = json.loads(l)
        if r['minK']: minK[(tuple(r['sizes']), tuple(r['beta']))] = max(minK.get((tuple(r['sizes']), tuple(r['beta'])), 0), r['minK'])
def ok_ref(M, R, K):
    for g in range(1, M + 1):
        if M >= (K - 1) * g + 1 and M * g - g * (g - 1) // 2 >= R: return g
    return None
def e2(M, R):
    if max(sizes(M, R)) > 2: return False
    c = R - M
    return bool(ok(M, R, 2)) if c == 1 else bool(ok_ref(M, R, 1 + min(c, 3)))
def Kprime(M, R):
    s = sizes(M, R)
    if max(s) > 3: return None
    avail = {}
    for x in s: avail[x] = avail.get(x, 0) + 1
    K = 0
    for k, betas in ((1, [(3,)]), (2, [(2, 1), (1, 2)]), (3, [(1, 1, 1)])):
        for combo in itertools.product(sorted(avail), repeat=k):
            if any(combo.count(x) > avail[x] for x in set(combo)): continue
            for b in betas:
                key = (combo, b)
                if key not in minK: return None
                K = max(K, minK[key])
    return K
Rmax = int(sys.argv[1])
out = []
for R in range(5, Rmax + 1):
    hand = [M for M in range(2, R) if (M == R - 1 and R >= 5) or e2(M, R) or ok(M, R, sum(sizes(M, R)[:3]))]
    ca = set(hand)
    for M in range(2, R):
        Kp = Kprime(M, R)
        if Kp and ok(M, R, Kp): ca.add(M)
    out.append((R, min(hand), min(ca), sorted(set(range(min(ca), R)) - ca)))
    print(R, "by hand M >=", min(hand), "| with E' M >=", min(ca), "| gaps", out[-1][3])
