"""helper-142: assemble REPORT.md from the logs in this folder (needs lab_values_n9.log, written by lab_values.sh)."""
import glob, re, subprocess, time

def res(f):
    r = [l for l in open(f) if l.startswith("RESULT")]
    return dict(kv.split("=", 1) for kv in r[-1].split()[1:] if "=" in kv) if r else None

def secs(s):
    t = [float(x) for x in s.split(":")]
    return sum(v * 60 ** i for i, v in enumerate(reversed(t)))

# validation
val = {}
for n in (4, 5, 6, 8):
    last = open(f"cmp_n{n}.log").read().splitlines()[-1]
    val[n] = re.search(r"(\d+)/(\d+) AGREE", last).groups()
v9 = open("cmp_n9_validation.log").read().splitlines()
# n = 9 table
tab = subprocess.run(["/work/main/.venv/bin/python", "final_cmp.py"], capture_output=True, text=True).stdout
open("table_n9.md", "w").write(tab)
cnt = eval(tab.split("COUNTS", 1)[1].split("#")[0].strip())
table = tab.split("COUNTS", 1)[0].rstrip()
m9 = {}
for f in glob.glob("box_n9_*_*.log"):
    m = re.search(r"box_n9_(\d+)_(\d+)\.log$", f)
    if m:
        m9[tuple(map(int, m.groups()))] = res(f)
done = {k: v for k, v in m9.items() if v and v["dimX"].isdigit()}
others = {k: v for k, v in done.items() if k != (1, 0)}
walls = [secs(v["singular_wall"]) for v in done.values()]
tots = [float(v["total_wall_s"]) for v in done.values()]
rss = [int(v["peak_rss_kB"]) for v in done.values()]
flags = sum(1 for f in glob.glob("box_n9_*_*.log") if "CHECK_FAILED" in open(f).read())
notreached = 61 - cnt["computed"] - cnt["timeout"]
stamp = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
rep = open("report_template.md").read()
for k, v in dict(STAMP=stamp, V4=f"{val[4][0]}/{val[4][1]}", V5=f"{val[5][0]}/{val[5][1]}", V6=f"{val[6][0]}/{val[6][1]}",
                 V8=f"{val[8][0]}/{val[8][1]}", NDONE=str(len(others)), NGE=str(cnt["ge"]), NEQF=str(cnt["eqf"]), NSHORTF=str(cnt["shortf"]),
                 NLT=str(cnt["lt"]), NGENCMP=str(cnt["gencmp"]), NGENEQ=str(cnt["geneq"]), NGENNE=str(cnt["genne"]),
                 NTIMEOUT=str(cnt["timeout"]), NNOT=str(notreached), NABOVE=str(cnt["above_formula"]),
                 NFLAGS=str(flags), TABLE=table, SWALLMAX=f"{max(walls):.0f}", SWALLSUM=f"{sum(walls)/60:.1f}",
                 TOTSUM=f"{sum(tots)/60:.1f}", RSSMAX=f"{max(rss)/1e6:.2f}", NDONE_ALL=str(len(done))).items():
    rep = rep.replace("{{" + k + "}}", v)
open("REPORT.md", "w").write(rep)
print("written; counts", cnt, "done", len(done), "others", len(others), "flags", flags)
