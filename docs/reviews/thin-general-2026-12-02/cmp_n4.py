"""helper-135: compare brute force (brute_nN.log) with the module computation (module_nN.log)."""
import json, re, sys
n = sys.argv[1]
br = {}
for line in open(f"brute_n{n}.log"):
    m = re.match(r"\((\d+),(\d+)\) dim X = (\d+)", line)
    if m:
        br[(int(m[1]), int(m[2]))] = int(m[3])
agree = dis = 0
for line in open(f"module_n{n}.log"):
    ab, rest = line.split(" ", 1)
    js = json.loads(re.sub(r"([:,] )\.", r"\g<1>0.", rest.split(" | ")[0]))
    k = (js["a"], js["b"])
    if k in br:
        ok = br[k] == js["dim_X"]; agree += ok; dis += not ok
        print(f"({k[0]},{k[1]}) brute {br[k]} module {js['dim_X']} rank G' {js['rank_G_ab']} {'AGREE' if ok else 'DISAGREE'}")
print(f"n = {n}: AGREE {agree}, DISAGREE {dis}")
