"""Lemma 5 check (own code): rank of {f_w : w in Mono_m u Pi_m} on D^m, D = {sum a_r d_r = 0}, exact over Q,
at random integer points; kernel compared with rho^(m).  Also: path-sum formula of Lemma 4 against the
recurrence of rev_rac at the special point.  Usage: python rev_lemma5.py"""
import random, time, itertools, sys
from rev_rac import *

def mono_words(R, m):
    return [w for w in itertools.combinations_with_replacement(range(R), m)]

def pi_words(R, m):
    return [tuple([R - 1] * a + [0] + [R - 1] * (m - 1 - a)) for a in range(1, m)]

def f_w(w, ds):
    # f_w = prod_s prod_{t >= s} d_s[w_t]
    v = 1
    m = len(w)
    for s in range(m):
        for t in range(s, m):
            v *= ds[s][w[t]]
    return v

def rand_D(rng, a):
    R = len(a)
    z = rnd_vec(rng, R - 1, -12, 12)
    return [a[-1] * zi for zi in z] + [-sum(ai * zi for ai, zi in zip(a, z))]

def lemma5(R, m, a, rng, extra=10):
    words = mono_words(R, m) + pi_words(R, m)
    npts = len(words) + extra
    pts = [[rand_D(rng, a) for _ in range(m)] for _ in range(npts)]
    A = flint.fmpz_mat([[f_w(w, ds) for ds in pts] for w in words])
    rk = A.rank()
    # rho^(m) = sum_r a_r [r R^{m-1}]
    rho = [0] * len(words)
    for r in range(R):
        rho[words.index(tuple([r] + [R - 1] * (m - 1)))] = a[r]
    rhoA = flint.fmpz_mat([rho]) * A
    rho_ok = all(rhoA[0, c] == 0 for c in range(npts))
    # relations among Mono only
    nmono = len(mono_words(R, m))
    rk_mono = flint.fmpz_mat([[f_w(w, ds) for ds in pts] for w in words[:nmono]]).rank()
    return len(words), nmono, rk, rk_mono, rho_ok

rng = random.Random(7)
t0 = time.time()
print("Lemma 5: expect rank = |Mono|+|Pi|-1 and rank(Mono) = |Mono|-1, rho a relation")
for R, mmax in [(3, 8), (4, 6), (5, 4), (6, 3)]:
    for a_kind in ['ones', 'random']:
        a = [1] * R if a_kind == 'ones' else rnd_vec(rng, R, 1, 7)
        for m in range(1, mmax + 1):
            nw, nm, rk, rkm, ok = lemma5(R, m, a, rng)
            flag = (rk == nw - 1 and rkm == nm - 1 and ok)
            print(f"  R={R} a={a} m={m}: #words={nw} rank={rk} (#Mono={nm}, rank {rkm}) rho relation={ok}  OK={flag}")
print("Negative controls (Lemma 5 hypotheses violated; expect extra relations, OK=False):")
for R, a in [(2, [1, 1]), (3, [1, 1, 0]), (4, [1, 2, 0, 3])]:
    for m in range(2, 5):
        nw, nm, rk, rkm, ok = lemma5(R, m, a, rng)
        print(f"  R={R} a={a} m={m}: #words={nw} rank={rk} (#Mono={nm}, rank {rkm}) rho relation={ok}  OK={rk == nw - 1 and rkm == nm - 1 and ok}")
print(f"Lemma 5 wall {time.time() - t0:.1f}s")

# Lemma 4 path expansion vs recurrence at the special point (k = 0), eps generic and 0
t0 = time.time()
def desc_weight(w, eps, R):
    wt = 1
    prev = 0
    for x in w:
        if x >= prev:
            pass
        elif (prev, x) == (R - 1, 0):
            wt *= eps
        else:
            return 0
        prev = x
    return wt

print("Lemma 4: Y(e_j, beta, e_0; x) == sum_w wt(w) f_w(d(x)) beta^gamma(w), d_t = sigma_{t-1} B x^t")
for R, m in [(3, 2), (3, 4), (4, 3), (5, 2)]:
    for eps in [0, 17]:
        W, M = special_point(R, eps, 0, lastcol=rnd_vec(rng, R))
        good = True
        for trial in range(5):
            j = rng.randrange(R)
            beta = rnd_vec(rng, R)
            xs = [rnd_vec(rng, M, -5, 5) for _ in range(m)]
            sig = 1
            ds = []
            for x in xs:
                ds.append([sig * v for v in x] + [-sig * sum(x)])
                sig *= sum(x)
            ps = 0
            for w in itertools.product(range(R), repeat=m):
                wt = desc_weight(w, eps, R)
                if wt:
                    bg = 1
                    for x in w:
                        bg *= beta[x]
                    ps += wt * f_w(w, ds) * bg
            good &= (ps == Y(W, e(R, j), beta, e(R, 0), xs))
        print(f"  R={R} m={m} eps={eps}: path sum == recurrence: {good}")
# negative control: wrong descent rule (allow R->1 with weight 1, i.e. eps forgotten) must disagree
W, M = special_point(R=3, eps=17, k=0)
beta = [2, 3, 5]; xs = [[1, 2], [3, -1], [2, 2]]
sig = 1; ds = []
for x in xs:
    ds.append([sig * v for v in x] + [-sig * sum(x)]); sig *= sum(x)
bad = sum(desc_weight(w, 1, 3) * f_w(w, ds) * beta[w[0]] * beta[w[1]] * beta[w[2]] for w in itertools.product(range(3), repeat=3))
print(f"  negative control (eps replaced by 1 in path weights): equal = {bad == Y(W, e(3, 0), beta, e(3, 0), xs)}")
print(f"Lemma 4 wall {time.time() - t0:.1f}s")
