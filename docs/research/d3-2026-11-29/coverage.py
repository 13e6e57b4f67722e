"""Which chain steps n (source level m = n-1, d = N_1(m)) are covered by
 (i) pure gammas (by hand, d' >= 1) and two-support gammas' = alpha e_j + beta e_l of size m+2 (d' = 1, certificate
     'pair'), via B_gamma(d, m) = sum_{gamma' <= gamma, |gamma'| = m+2} B_gamma'(1, m);
 (ii) by hand alone: max gamma >= m+2.
A gamma is covered by (i) iff every l in supp(gamma) has gamma_l >= m+2 or some j != l with gamma_j + gamma_l >= m+2."""
import itertools, sys
def parts(total, R, cap):
    # compositions of total into R parts each <= cap
    if R == 1:
        if total <= cap: yield (total,)
        return
    for x in range(min(total, cap) + 1):
        for rest in parts(total - x, R - 1, cap):
            yield (x,) + rest
def covered_pair(g, m):
    supp = [i for i, x in enumerate(g) if x]
    for l in supp:
        if g[l] >= m + 2: continue
        if any(g[j] + g[l] >= m + 2 for j in supp if j != l): continue
        return False
    return True
if __name__ == "__main__":
 for R in range(2, 9):
        out = []
        for m in range(3, 2 * R + 2):
            D = (m + 1) * (m + 2) // 2
            bad_pair = 0; bad_hand = 0; n_g = 0
            # only gammas with max <= m+1 can fail the by-hand test
            for g in parts(D, R, m + 1):
                n_g += 1; bad_hand += 1
                if not covered_pair(g, m): bad_pair += 1
            out.append(f"m={m}:hand_open={bad_hand},pair_open={bad_pair}")
        print('R', R, ' '.join(out))
