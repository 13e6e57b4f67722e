# lead (session 60): compare etop.py (etop_n12.log, etop_n12u.log) and the reviewer's ebox.py as run by ebox_lead.py (lead_ebox_n12_<a>_D<D'>.log) for
# the E boxes (a, 0) at n = 12: P(e, a) failures for e <= n + 2, e0_P, R_inf(e0_P), and per degree D dim M_D, top_(e0_P)(D)
# and the t-profile; then etop.py's RESULT against ebox.py's ROW for e0 = e0_P.   usage: python compare_elogs.py a[@suffix] ...
import ast, os, re, sys
H = os.path.dirname(os.path.abspath(__file__)) + "/"
n = 12
et, cur = {}, None  # etop.py, one entry per box (a box run twice: the later run counts)
for line in "\n".join(open(H + f).read() for f in ("etop_n12.log", "etop_n12u.log", "etop_n12v.log", "etop_n12w.log", "etop_n12x.log", "etop_n12y.log", "etop_n12z.log") if os.path.exists(H + f)).splitlines():
    m = re.search(r"cmd: .*etop.py 12 \d+ (\d+)", line)
    if m:
        cur = int(m.group(1)); et[cur] = {"D": {}, "res": None, "fails": None, "rinf": None}; continue
    if cur is None: continue
    m = re.match(r"P\(e,\d+\) fails at .* = (\[.*\]) -> e0_P = (\d+)", line)
    if m: et[cur]["fails"] = (ast.literal_eval(m.group(1)), int(m.group(2))); continue
    m = re.search(r"R_inf\(e0=(\d+)\) = (-?\d+)", line)
    if m: et[cur]["rinf"] = (int(m.group(1)), int(m.group(2))); continue
    m = re.match(r"D=(\d+): dim M=(\d+) .*top_e0\(D\)=(\d+) t-profile=(\[.*?\])", line)
    if m: et[cur]["D"][int(m.group(1))] = (int(m.group(2)), int(m.group(3)), ast.literal_eval(m.group(4))); continue
    m = re.search(r"RESULT .*e0=(\d+) R_inf=(-?\d+) D'=(\d+) control top\(D'-1\)=(\d+)", line)
    if m: et[cur]["res"] = tuple(int(x) for x in m.groups())
for arg in sys.argv[1:]:
    a = int(arg.split("@")[0]); e = et.get(a)
    if not e or not e["res"]:
        print(f"({a},0): no etop.py RESULT"); continue
    eb = open(H + f"lead_ebox_n12_{a}_D{e['res'][2]}.log").read()
    m = re.search(r"failures: (\[.*?\]); holds .* -> e0_P = (\d+)", eb)
    fails = ([f for f in ast.literal_eval(m.group(1)) if f[0] <= n + 2], int(m.group(2))) if m else None
    m = re.search(r"R_inf = (\{.*?\})", eb)
    rinf = ast.literal_eval(m.group(1)) if m else {}
    e0 = e["fails"][1]
    bd = {}
    for m in re.finditer(r"D=(\d+): dim M=(\d+) .*?top=(\{.*?\}) .*?profile=(\[.*?\])", eb):
        bd[int(m.group(1))] = (int(m.group(2)), ast.literal_eval(m.group(3)).get(e0), ast.literal_eval(m.group(4)))
    m = re.search(rf"ROW n=12 \({a},0\) e0={e0} R_inf=(-?\d+) D'=(\d+) top\(D'-1\)=(\d+)", eb)
    row = (e0,) + tuple(int(x) for x in m.groups()) if m else None
    print(f"({a},0) etop RESULT (e0,Rinf,D',ctrl): {e['res']} | ebox ROW: {row} | equal: {row == e['res']}")
    print(f"   P failures and e0_P equal: {fails == e['fails']} | R_inf(e0_P) equal: {rinf.get(e0) == e['rinf'][1]}"
          f" | degrees etop {sorted(e['D'])} ebox {sorted(bd)} | every degree equal (dim, top, t-profile): "
          f"{set(bd) == set(e['D']) and all(bd[D] == e['D'][D] for D in bd)}")
