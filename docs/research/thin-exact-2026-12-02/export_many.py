"""Like export_sing.py but one SliceModel for many boxes: export_many.py n order a,b a,b ..."""
import sys, os, time, subprocess
here = os.path.dirname(os.path.abspath(__file__)); os.chdir(here)
n, order = int(sys.argv[1]), sys.argv[2]
import export_sing_lib as L
t = time.time()
m = L.model(n)
print(f"model n={n} {time.time()-t:.1f}s", flush=True)
for ab in sys.argv[3:]:
    a, b = map(int, ab.split(","))
    t = time.time()
    L.write(m, n, a, b, order)
    print(f"exported n={n} a={a} b={b} {time.time()-t:.1f}s", flush=True)
