"""For the record only (not part of the independent checks): the lab's own Proposition 58 certificate."""
import sys, time
sys.path.insert(0, "/work/main")
t0 = time.time()
from proofs.general.depth4.corner_blocks import check_corner_count, corner_count_margins
cert = check_corner_count(smax=300)
print(cert)
print({k: [str(x) for x in v] for k, v in corner_count_margins().items()})
print(f"time {time.time()-t0:.1f} s")
