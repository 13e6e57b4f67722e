import json
from localcol import lam
tab = {}
for a2 in range(1, 7):
    for a3 in range(0, a2 + 1):
        if a2 + a3 > 6: continue
        for k in range(1, 7):
            for kp in range(1, k + 1):
                if k + kp > 6: continue   # kappa_i + kappa_i' <= s <= 6
                l1 = lam(k, kp, a2, a3, True, K=k + kp + 5)
                l2 = lam(k, kp, a2, a3, True, K=k + kp + 9)
                assert l1 == l2, (k, kp, a2, a3, l1, l2)
                tab[f"{k},{kp},{a2},{a3}"] = l2
                print(k, kp, a2, a3, l2, flush=True)
json.dump(tab, open("lambda_table.json", "w"), indent=0)
