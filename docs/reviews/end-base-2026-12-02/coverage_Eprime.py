"""helper-131: coverage of Theorem E' (balanced classes, sizes <= 3) from MY minK table (minK.log, directions.py)."""
import re, itertools, sys
exec(open('coverage_check.py').read().split('Rmax =')[0])
minK = {}
for l in open('minK.log'):
    m = re.match(r'sizes=\[(.*)\] beta=\[(.*)\] v_beta=\d+ minK=(\w+)', l)
    if m:
        s = tuple(int(x) for x in m.group(1).split(','))
        b = tuple(int(x) for x in m.group(2).split(','))
        minK[tuple(sorted(zip(s, b)))] = None if m.group(3) == 'None' else int(m.group(3))
if (tuple(sorted(zip((3, 3, 3), (1, 1, 1))))) not in minK:
    minK[((3, 1), (3, 1), (3, 1))] = 6   # ASSUMED from the helper's dbeta_333.log if my run has not finished
    print('NOTE: (3,3,3) minK assumed 6 (my run unfinished)')
def sizes_bal(M, R):
    q, rem = divmod(R, M); return [q + 1] * rem + [q] * (M - rem)
def Kprime(M, R):
    s = sizes_bal(M, R)
    if max(s) > 3: return None
    cnt = {x: s.count(x) for x in set(s)}
    K = 0
    for parts in ([3], [2, 1], [1, 1, 1]):
        for szs in itertools.product(sorted(cnt), repeat=len(parts)):
            if any(szs.count(x) > cnt[x] for x in set(szs)): continue
            k = minK[tuple(sorted(zip(szs, parts)))]
            if k is None: return None
            K = max(K, k)
    return K
def Eprime(M, R):
    Kp = Kprime(M, R)
    if Kp is None: return False
    for g in range(1, M + 1):
        if fam_ok(M, R, g): return M >= Kp * g
    return False
row = []
for R in range(5, 61):
    cov = [M for M in range(2, R) if E2(M, R) or E(M, R) or Eprime(M, R)]
    row.append((R, cov[0], cov == list(range(cov[0], R))))
print('least M with E\', R=5..60 (R, M, interval?):', row)
