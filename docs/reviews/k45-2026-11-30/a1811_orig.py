"""Reviewer k45 (own code). rank A_(18,1,1) = Z3 + Lambda Z3 + Lambda' Z3 + C11 Z3 from the RAC recurrence
(Z3 part of kG_orig.py, executed from that file).  usage: python a1811_orig.py PRIME SEED NSAMPLES"""
import sys
src = open('kG_orig.py').read().split('# Lambda on the coefficient')[0]
exec(src)
lamp = [W2[m][2] * inv(W2[m][0]) % p for m in range(3)]
dot = lambda nu, mo: sum(nu[m] * mo[m] for m in range(3)) % p
ll = [lam[m] * lamp[m] % p for m in range(3)]
evs = {'L': [dot(lam, mo) for mo in cols], "L'": [dot(lamp, mo) for mo in cols],
       'C11': [(dot(lam, mo) * dot(lamp, mo) - dot(ll, mo)) % p for mo in cols]}
rows = list(Zrows)
for nm, ev in evs.items():
    rows += [[x * e % p for x, e in zip(r, ev)] for r in Zrows]
print(f"rank A_(18,1,1) = {mat(rows).rank()} (helper/previous: 2205; proved bound 2205)  [{time.time()-t0:.0f}s]")
