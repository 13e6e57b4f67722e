# lead (session 57): compare ntop.py (ntop_n12c.log) and check.py (lead_check_n12_<a>_<b>.log) box by box.
# usage: python compare_logs.py a,b[@suffix] [...]   (check.py log lead_check_n12_<a>_<b><suffix>.log)
# lead (session 58): reads ntop_n12c.log and ntop_n12d.log, any Dmax (a box run twice: the later run counts)
# lead (session 59): also ntop_n12e.log and ntop_n12f.log (queue26.sh's two workers)
# lead (session 60): and ntop_n12g.log (queue29.sh, the box (5,1))
import os, re, sys
H = os.path.dirname(os.path.abspath(__file__)) + "/"  # the logs sit next to this script
ntop = "\n".join(open(H + f).read() for f in ("ntop_n12c.log", "ntop_n12d.log", "ntop_n12e.log", "ntop_n12f.log", "ntop_n12g.log") if os.path.exists(H + f))
cur = None
nt = {}
for line in ntop.splitlines():
    m = re.search(r"cmd: .*ntop.py 12 \d+ 6 (\d+),(\d+)", line)
    if m:
        cur = (int(m.group(1)), int(m.group(2))); nt[cur] = {"D": {}, "res": None, "head": []}; continue
    if cur is None: continue
    m = re.match(r"D=(\d+): dim M=(\d+) .*top_e0\(D\)=(\d+) t-profile=(\[.*?\])", line)
    if m: nt[cur]["D"][int(m.group(1))] = (int(m.group(2)), int(m.group(3)), m.group(4)); continue
    m = re.search(r"RESULT .*e0=(\d+) R_inf=(\d+) D'=(\d+) control top\(D'-1\)=(\d+).*\[(\d+)s\]", line)
    if m: nt[cur]["res"] = tuple(int(x) for x in m.groups())
for ab in sys.argv[1:]:
    ab, _, suffix = ab.partition("@")
    a, b = map(int, ab.split(","))
    chk = open(H + f"lead_check_n12_{a}_{b}{suffix}.log").read()
    cd = {}
    for m in re.finditer(r"D=(\d+): dim M = (\d+), top_\(\d+\) = (\d+), t-profile (\[.*?\])", chk):
        cd[int(m.group(1))] = (int(m.group(2)), int(m.group(3)), m.group(4))
    n = nt.get((a, b), {"D": {}, "res": None})
    eq = all(n["D"].get(D) and (n["D"][D][0], n["D"][D][1], n["D"][D][2].replace(" ", "")) == (v[0], v[1], v[2].replace(" ", "")) for D, v in cd.items())
    print((a, b), "ntop res (e0,Rinf,D',ctrl,s):", n["res"], "| check D:", sorted(cd), "ntop D:", sorted(n["D"]), "| every D in both logs equal:", eq, "| same D range:", set(cd) == set(n["D"]))
    m = re.search(r"ROW n=12 box=\(\d+,\d+\) e0=(\d+) R_inf=(\d+) D'=(\d+) control top\(D'-1\)=(\d+).*\((\S+)s\)", chk)
    if m:
        r = tuple(round(float(x)) for x in m.groups())
        print("   check ROW (e0,Rinf,D',ctrl,s):", r, "| ROW equal to ntop RESULT:", n["res"] is not None and r[:4] == n["res"][:4])
