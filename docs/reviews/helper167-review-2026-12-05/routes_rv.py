"""Reviewer-168: own route bookkeeping for the B boxes (no rank computation; written from the B notes' Lemma C,
Lemma Sw, helper-161's Proposition R (i)-(iii), helper-164's necessity (§1) and Proposition R* (§3) -- NOT from
helper-167's routes.py, which I did not open).

Evidence = result lines of the logs named in the notes (helper-161, helper-164, helper-167 folders), parsed below;
optionally (flag --own) also this folder's own logs, reported separately.

Route of a box (a, b) in direction t at the point P (t-route at S_p; z-route = t-route of (b, a) at S_p^sigma, Lemma Sw):
  A := first index, B := second index (z-route: A = b, B = a).
  Lemma C: base L_1^base(A) and Step_P(A, b') for B < b' <= n-1.
  L_1^base(A) <= Prop R (iii): BASE(P) = the three statements RS(n,0;{n-1}), RS(n,1;{n-1}), RS(n+1,0;{n-1}).
  Step_P(A, b') <= one of
     DIRECT(P, A, b')                                          (the step computed directly)
     R(i)   [A + b' >= n+3]: RS_P(b', g) (pair J) for all 0 <= g <= n+1-b'
     R(ii)  [A + b' == n+2]: RS_P(b', g) all g  and  CORNER_P(A)
     R*     [any B-region step]: RS'_P(b', g) all g (RS' <= RS pair, J grows)  and  TOP_P(A)
  Step_P(A, b') is FALSE if RS'_P(b', g) fails for some g <= n+1-b' with g+1 <= A (necessity, helper-164 §1).
"""
import re
import sys
from itertools import product

R = '/work/main/docs/research/'
H161 = R + 'thin-B-step-every-n-2026-12-04/'
H164 = R + 'thin-B-n12-2026-12-04/'
H167 = R + 'thin-B-mirror-2026-12-04/'
OWN = '/work/main/docs/reviews/helper167-review-2026-12-05/'

EV = {}  # key -> (holds: bool, source)


def put(key, holds, src):
    old = EV.get(key)
    if old is not None and old[0] != holds:
        print(f'CONFLICT {key}: {old} vs {holds} ({src})')
    if old is None or holds is False:
        EV[key] = (holds, src)


def family_summary(path, tag):
    """rs_deficit.py format: 'seed=1 [swap=True ]n=12: (i) J=...: 65 cases, failures [((3, 3), 3)] ; ...' then
    '(iv) base with J={n-1} only: ... deficits (0, 0, 0)'."""
    cur = None
    for line in open(path):
        m = re.match(r'seed=1 (swap=(True|False) )?n=(\d+): \(i\) .*?: (\d+) cases, failures (\[.*?\]) ;', line)
        if m:
            pt = 's' if m.group(2) == 'True' else 'p'
            n = int(m.group(3)); cur = (pt, n)
            fails = dict(eval(m.group(5)))
            assert int(m.group(4)) == n * (n - 1) // 2 - 1, line
            for bp in range(3, n + 1):
                for g in range(0, n + 2 - bp):
                    put(('RS', pt, n, bp, g), (bp, g) not in fails, f'{tag} (family line)')
            continue
        m = re.search(r'\(iv\) base with J=\{n-1\} only: .*deficits \((\d+), (\d+), (\d+)\)', line)
        if m and cur:
            put(('BASE',) + cur, all(int(x) == 0 for x in m.groups()), f'{tag} (iv)')


def rs_lines(path, tag, default_pt='p'):
    """rs_stats.py format: 'seed=1 [swap=True ]n=14 RS(9,0; pair) ... deficit 0'."""
    for line in open(path):
        m = re.match(r'seed=1 (swap=(True|False) )?n=(\d+) RS\((\d+),(\d+); (pair|all|triple|one)\).*deficit (\d+)', line)
        if not m:
            continue
        pt = 's' if m.group(2) == 'True' else ('p' if m.group(2) == 'False' else default_pt)
        n, bp, g, J, d = int(m.group(3)), int(m.group(4)), int(m.group(5)), m.group(6), int(m.group(7))
        if J == 'pair':
            put(('RS', pt, n, bp, g), d == 0, tag)
        elif J == 'all':
            put(('RSP', pt, n, bp, g), d == 0, tag)


def base_lines(path, tag):
    for line in open(path):
        m = re.match(r'seed=1 n=(\d+) swap=(True|False): base .*deficits \((\d+), (\d+), (\d+)\)', line)
        if m:
            pt = 's' if m.group(2) == 'True' else 'p'
            put(('BASE', pt, int(m.group(1))), all(int(x) == 0 for x in m.groups()[2:]), tag)


def step_lines(path, tag):
    for line in open(path):
        m = re.match(r'seed=1 (swap=(True|False) )?n=(\d+) Step \(a,b\'\)=\((\d+),(\d+)\).*?: deficit (\d+);', line)
        if m:
            pt = 's' if m.group(2) == 'True' else 'p'
            put(('DIRECT', pt, int(m.group(3)), int(m.group(4)), int(m.group(5))), int(m.group(6)) == 0, tag)


def top_lines(path, tag):
    for line in open(path):
        m = re.match(r'seed=1 (swap=(True|False) )?n=(\d+) Top\(a=(\d+), b=(\d+)\).*\[(HOLDS|FAILS)', line)
        if m:
            n, a, b = int(m.group(3)), int(m.group(4)), int(m.group(5))
            if a + b != n + 1:
                continue  # control, not the boundary box
            pt = 's' if m.group(2) == 'True' else 'p'
            put(('TOP', pt, n, a), m.group(6) == 'HOLDS', tag)


def load_logs():
    family_summary(H161 + 'rs_deficit_n12_13.log', 'h161 rs_deficit_n12_13.log')
    family_summary(H164 + 'rs_n14.log', 'h164 rs_n14.log')
    family_summary(H167 + 'rs_sigma_n12_13.log', 'h167 rs_sigma_n12_13.log')
    rs_lines(H167 + 'rs_sigma_n14.log', 'h167 rs_sigma_n14.log')
    rs_lines(H164 + 'rs_prime.log', 'h164 rs_prime.log')
    rs_lines(H167 + 'rs_prime_sigma.log', 'h167 rs_prime_sigma.log')
    base_lines(H164 + 'base_sigma.log', 'h164 base_sigma.log')
    for f in ['step_n12.log', 'step_n13.log', 'step_n14.log']:
        step_lines(H164 + f, 'h164 ' + f)
    step_lines(H167 + 'step_sigma_n12.log', 'h167 step_sigma_n12.log')
    for f in ['top_n12_13.log', 'top_n14.log']:
        top_lines(H164 + f, 'h164 ' + f)
    for f in ['top_n12.log', 'top_sigma_n12.log', 'top_sigma_n13.log', 'top_n13.log']:
        top_lines(H167 + f, 'h167 ' + f)
    import os
    if os.environ.get('EXTRA') == '1':  # files the lead created after the notes (not named in them)
        for f in ['top_n14.log', 'top_sigma_n14.log']:
            if os.path.exists(H167 + f):
                top_lines(H167 + f, 'lead-new h167-folder ' + f)


def ev(key):
    return EV.get(key, (None, None))[0]


def rsp_ok(pt, n, bp, g):
    """RS'(b',g) holds: RS' line, or RS (pair) holds (pair J subset of {0..b'-1})."""
    return ev(('RSP', pt, n, bp, g)) is True or ev(('RS', pt, n, bp, g)) is True


def step_options(pt, n, A, bp):
    """list of (name, [statements]) each sufficient for Step_pt(A, bp); plus falsity flag."""
    G = range(0, n + 2 - bp)
    opts = [('direct', [('DIRECT', pt, n, A, bp)])]
    rs = [('RS', pt, n, bp, g) for g in G]
    if A + bp >= n + 3:
        opts.append(('R(i)', rs))
    elif A + bp == n + 2:
        opts.append(('R(ii)', rs + [('CORNER', pt, n, A)]))
    opts.append(('R*', [('RSP', pt, n, bp, g) for g in G] + [('TOP', pt, n, A)]))
    false = any(ev(('RSP', pt, n, bp, g)) is False and ev(('RS', pt, n, bp, g)) is not True and g + 1 <= A for g in G)
    return opts, false


def holds(st):
    if st[0] == 'RSP':
        return rsp_ok(*st[1:])
    return ev(st) is True


def route(n, a, b, d):
    pt, A, B = ('p', a, b) if d == 't' else ('s', b, a)
    need = [('BASE', pt, n)]
    status = 'CERT'
    detail = []
    if not holds(('BASE', pt, n)):
        status = 'OPEN'
    for bp in range(B + 1, n):
        opts, false = step_options(pt, n, A, bp)
        if false:
            detail.append(f'Step_{pt}({A},{bp}) FALSE (RS\' fails)')
            status = 'FALSE'
            continue
        good = [(nm, sts) for nm, sts in opts if all(holds(s) for s in sts)]
        if good:
            # prefer the RS-only option R(i) if available, then R*, then direct
            pref = {'R(i)': 0, 'R(ii)': 1, 'R*': 2, 'direct': 3}
            nm, sts = sorted(good, key=lambda x: pref[x[0]])[0]
            need += sts
            detail.append(f'Step_{pt}({A},{bp}) by {nm}')
        else:
            if status == 'CERT':
                status = 'OPEN'
            miss = []
            for nm, sts in opts:
                miss.append(nm + ': missing ' + ', '.join(fmt(s) for s in sts if not holds(s)))
            detail.append(f'Step_{pt}({A},{bp}) NOT certified [' + ' | '.join(miss) + ']')
    return status, need, detail


def fmt(s):
    k, pt = s[0], s[1]
    sup = '^s' if pt == 's' else ''
    args = ','.join(str(x) for x in s[3:])
    return f'{k}{sup}({args})' if args else f'{k}{sup}'


def main():
    load_logs()
    ns = [int(x) for x in sys.argv[1:]] or [12, 13, 14]
    for n in ns:
        print(f'== n = {n} ==')
        cnt = {}
        for a, b in product(range(2, n), range(2, n)):
            if a + b < n + 1:
                continue
            bd = a + b == n + 1
            rule = 't' if b >= a else 'z'
            res = {d: route(n, a, b, d) for d in 'tz'}
            cert = [d for d in 'tz' if res[d][0] == 'CERT']
            line = f'({a},{b}){" boundary" if bd else ""}: rule {rule}; t-route {res["t"][0]}; z-route {res["z"][0]}; ' \
                   f'certified by: {",".join(cert) if cert else "NONE"}'
            print(line)
            for d in 'tz':
                st, need, detail = res[d]
                src = set()
                for s in need:
                    if s[0] == 'RSP' and ev(s) is not True:
                        src.add("RS' implied by RS pair: " + str(EV.get(('RS',) + s[1:], (None, 'NO LOG'))[1]))
                    else:
                        src.add(EV[s][1] if s in EV else 'NO LOG')
                src = sorted(src)
                nonrs = [fmt(s) for s in need if s[0] not in ('RS', 'RSP')]
                rsfirst = sorted({s[3] for s in need if s[0] in ('RS', 'RSP')})
                print(f'    {d}: {st}; RS-type first indices {rsfirst}; other statements {nonrs}; '
                      f'steps (R(i) steps not listed): {"; ".join(x for x in detail if "by R(i)" not in x)}')
                print(f'       sources: {src}')
            if rule == 't' and res['t'][0] == 'CERT':
                fi = [s[3] for s in res['t'][1] if s[0] in ('RS', 'RSP')]
                lb = (n + 4) // 2  # ceil((n+3)/2)
                print(f'    rule t-route: min RS first index {min(fi) if fi else None} (notes: >= ceil((n+3)/2) = {lb}): '
                      f'{"OK" if not fi or min(fi) >= lb else "VIOLATED"}')
            if rule == 'z' and res['z'][0] == 'CERT':
                fi = [s[3] for s in res['z'][1] if s[0] in ('RS', 'RSP')]
                lb = n // 2 + 2
                sharp = (n + 5) // 2  # a > b, a + b >= n+1  =>  a >= ceil((n+2)/2)  =>  a' >= ceil((n+4)/2)
                print(f'    rule z-route: min RS first index {min(fi) if fi else None} (notes: >= floor(n/2)+2 = {lb}; '
                      f'sharp: >= ceil((n+4)/2) = {sharp}): {"OK" if not fi or min(fi) >= lb else "VIOLATED"}')
            key = ('boundary ' if bd else 'non-boundary ') + ('rule-route CERT' if rule in cert else
                                                             ('other route CERT' if cert else 'NO ROUTE'))
            cnt[key] = cnt.get(key, 0) + 1
        print(f'SUMMARY n={n}: {cnt}')


if __name__ == '__main__':
    main()
