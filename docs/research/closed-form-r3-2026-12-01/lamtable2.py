import json, sys
from localcol import lam
S = int(sys.argv[1])
tab = json.load(open("lambda_table.json"))
for a2 in range(1, S + 1):
    for a3 in range(0, a2 + 1):
        if a2 + a3 > S: continue
        for k in range(1, S):
            for kp in range(1, k + 1):
                if k + kp > S or a2 + a3 >= k + kp: continue
                key = f"{k},{kp},{a2},{a3}"
                if key in tab: continue
                tab[key] = lam(k, kp, a2, a3, True, K=k + kp + 5)
                print(key, tab[key], flush=True)
        json.dump(tab, open("lambda_table.json", "w"), indent=0)
