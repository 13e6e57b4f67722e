import sys, time, cProfile, pstats
sys.path.insert(0, '.')
import numpy as np, lbcore
p=1048573; n=8000
rng=np.random.default_rng(5)
Z=rng.integers(0,p,size=(n,n),dtype=np.uint32)
cProfile.run('r=lbcore.rank_modp_inplace(Z,p,b=int(sys.argv[1]), tile_rows=int(sys.argv[2]), tile_cols=int(sys.argv[3]))','/tmp/prof.out')
print(r)
pstats.Stats('/tmp/prof.out').sort_stats('tottime').print_stats(12)
