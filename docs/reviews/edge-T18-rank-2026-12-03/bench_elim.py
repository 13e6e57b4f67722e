import sys, time
import numpy as np
sys.path.insert(0, '.')
from q241_elim import rank_mod_q
n = int(sys.argv[1]); kb = int(sys.argv[2])
rng = np.random.default_rng(1)
A = (rng.integers(-120, 121, size=(n, n))).astype(np.int8)
rank_mod_q(A[:300, :300].copy(), 241, kb=64)  # compile
tm = {}
t = time.time(); c0 = time.process_time(); r = rank_mod_q(A, 241, kb=kb, timers=tm); el = time.time() - t; cpu = time.process_time() - c0
print(f'n={n} kb={kb} rank={r} total {el:.1f}s wall, {cpu:.1f}s CPU', {k: round(v, 1) for k, v in tm.items()}, f'sgemm GFLOPS {2/3*n**3/tm["sgemm"]/1e9:.1f}')
