import time; t0=time.time()
from numerics.bounds import separation_caps
for M in (2,3,4,7):
    for T in (8,10,12,16,18):
        c = separation_caps(depth=4, M=M, R=2, T=T)
        least = min(c.values()); keys=[k for k,v in c.items() if v==least]
        print(M, T, "least", least, keys, "n_keys", len(c))
c = separation_caps(depth=4, M=2, R=2, T=16); print(sorted(c.items(), key=lambda kv: kv[1])[:4])
c = separation_caps(depth=4, M=2, R=2, T=18); print(sorted(c.items(), key=lambda kv: kv[1])[:4])
print("sec", round(time.time()-t0,2))
