"""Bookkeeping (helper-167, no computation): which B boxes (a, b) at n = 12, 13, 14 (seed 1) get (L_(n-b)) (t-route,
Lemma C at S_p) or (L^z_(n-a)) (z-route, Lemma C at S_p^sigma for the box (b, a), transported by Lemma Sw), from the
CHECKED statements listed in DATA (each with its log), by the PROVED Proposition R (i)/(ii)/(iii) (helper-161),
Proposition R* (helper-164) and Lemma C (B notes).

At a point P (S = S_p, s = S_p^sigma) a step Step^P_(r, c') (t G_(r,c') ⊆ M_(r,c'-1), row r, column c' -> c'-1) is
  CERT if: a direct check holds; or
           r + c' >= n+3 and RS^P(c', g) for all g <= n+1-c'                      [Prop R (i)];  or
           r + c' == n+2 and RS^P(c', g) for all g and Corner*^P(r)               [Prop R (ii)] (Corner* never run here);
           RS'^P(c', g) for all g <= n+1-c' and Top^P(r)                           [Prop R*];
  FALSE  if a direct check fails, or RS'^P(c', g) fails for some g <= n+1-c' with g+1 <= r (necessity, helper-164 §1);
  else OPEN, with the missing statements named.
t-route of (a, b): base^S (=> L_1^base(a)) and Step^S_(a, c') for c' = b+1..n-1.
z-route of (a, b): base^s (=> L_1^base(b) at s) and Step^s_(b, c') for c' = a+1..n-1.
RS'(c', g) holds wherever RS(c', g) holds (larger J)."""
import sys

# ---- DATA (seed 1).  RS_FAIL[P][n] = {(b', g): deficit} over the WHOLE family 3 <= b' <= n (all other members hold),
# RSP_FAIL = failures of RS' among the RS failures (all RS failures not listed here had RS' computed and holding),
# DIRECT = {(r, c'): deficit} direct block checks of Step, TOP = rows r with Top^P(r) CHECKED (holds),
# BASE = the three base statements hold.
DATA = {
 'S': {
  12: dict(RS_FAIL={(3, 3): 3}, RSP_FAIL={}, DIRECT={(11, 3): 0, (11, 4): 0, (10, 4): 0}, TOP={11}, BASE=True),
  13: dict(RS_FAIL={(3, 3): 6, (3, 4): 6, (4, 3): 6}, RSP_FAIL={}, DIRECT={(12, 3): 0, (12, 4): 0, (11, 4): 0},
           TOP={12, 11}, BASE=True),
  14: dict(RS_FAIL={(3, 3): 9, (3, 4): 9, (3, 5): 9, (4, 3): 9, (4, 4): 9, (5, 3): 9}, RSP_FAIL={(3, 4): 3},
           DIRECT={(13, 3): 3, (13, 4): 0}, TOP={13}, BASE=True),
 },
 's': {},   # filled from this folder's logs (see NOTES.md)
}



def step_status(P, n, r, c, D):
    d = D[P][n]
    if (r, c) in d['DIRECT']:
        return ('CERT', f'direct{"" if P == "S" else "^s"}({r},{c})') if d['DIRECT'][(r, c)] == 0 else ('FALSE', f'direct({r},{c}) def {d["DIRECT"][(r, c)]}')
    gs = range(0, n + 2 - c)
    rs_ok = all((c, g) not in d['RS_FAIL'] for g in gs)
    rsp_bad = [(c, g) for g in gs if (c, g) in d['RSP_FAIL']]
    if any(g + 1 <= r for (_, g) in rsp_bad):
        return ('FALSE', f"RS'({rsp_bad}) fails (necessary)")
    if rs_ok and r + c >= n + 3:
        return ('CERT', 'R(i)')
    if r in d['TOP'] and not rsp_bad:
        return ('CERT', f'R*+Top{"" if P == "S" else "^s"}({r})')
    miss = []
    if r + c == n + 2:
        miss.append(f"Top{'' if P == 'S' else '^s'}({r}) or Corner*{'' if P == 'S' else '^s'}({r})" +
                    ("" if rs_ok else f" [RS{'' if P == 'S' else '^s'}({c},.) fails: only Top route]"))
    else:
        miss.append(f"Top{'' if P == 'S' else '^s'}({r}) [RS{'' if P == 'S' else '^s'}({c},.) fails, RS' holds]")
    return ('OPEN', '; '.join(miss) + f' for Step{"" if P == "S" else "^s"}({r},{c})')


def route(P, n, a, b, D):
    if P == 'S':
        r, cols = a, range(b + 1, n)
    else:
        r, cols = b, range(a + 1, n)
    if not D[P][n]['BASE']:
        return 'OPEN', ['base']
    st = [step_status(P, n, r, c, D) for c in cols]
    if any(s == 'FALSE' for s, _ in st):
        return 'FALSE', [w for s, w in st if s == 'FALSE']
    if all(s == 'CERT' for s, _ in st):
        return 'CERT', sorted({w for _, w in st if w != 'R(i)'})
    return 'OPEN', [w for s, w in st if s == 'OPEN']


def report(n, D):
    print(f"== n = {n}: B boxes (a, b), a, b <= n-1, a + b >= n+1 ==")
    counts = {}
    for a in range(2, n):
        for b in range(2, n):
            if a + b < n + 1:
                continue
            t = route('S', n, a, b, D) if n in D['S'] else ('?', [])
            z = route('s', n, a, b, D) if n in D['s'] else ('?', [])
            rule = 't' if b >= a else 'z'
            best = 't' if t[0] == 'CERT' else ('z' if z[0] == 'CERT' else '-')
            counts[best] = counts.get(best, 0) + 1
            rr = t if rule == 't' else z
            key = 'rule-route CERT (' + ('boundary' if a + b == n + 1 else 'non-boundary') + ')'
            if rr[0] == 'CERT':
                counts[key] = counts.get(key, 0) + 1
            flag = '' if best != '-' else '   <-- NO ROUTE'
            bnd = ' boundary' if a + b == n + 1 else ''
            print(f"  ({a},{b}){bnd}: rule {rule}; t-route {t[0]} {t[1]}; z-route {z[0]} {z[1]}; certified by: {best}{flag}")
    print(f"  summary n={n}: {counts}")


if __name__ == "__main__":
    import json
    extra = json.load(open(sys.argv[1])) if len(sys.argv) > 1 else {}
    # extra: {"s": {"12": {...}}, "S_TOP": {"12": [...]}, "S_DIRECT": {...}} with tuple keys as "r,c"
    def tk(dct): return {tuple(int(v) for v in k.split(',')): w for k, w in dct.items()}
    # lead, session 52: an "S" block in the json adds a new n at S_p (n = 15), in the same format as "s"
    for P, n, d in [(P, n, d) for P in ('s', 'S') for n, d in extra.get(P, {}).items()]:
        DATA[P][int(n)] = dict(RS_FAIL=tk(d['RS_FAIL']), RSP_FAIL=tk(d['RSP_FAIL']), DIRECT=tk(d.get('DIRECT', {})),
                                 TOP=set(d.get('TOP', [])), BASE=d['BASE'])
    for n, rows in extra.get('S_TOP', {}).items():
        DATA['S'][int(n)]['TOP'] |= set(rows)
    for n, dd in extra.get('S_DIRECT', {}).items():
        DATA['S'][int(n)]['DIRECT'].update(tk(dd))
    for n in sorted(set(DATA['S']) & set(DATA['s'])):
        report(n, DATA)
