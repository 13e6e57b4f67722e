"""Fill the placeholders of NOTES.md from the logs (helper-125)."""
import json, subprocess
s = open("NOTES.md").read()
tow = subprocess.run(["python3", "make_tables.py"], capture_output=True, text=True).stdout.strip()
fib = subprocess.run(["python3", "make_fibre_table.py"], capture_output=True, text=True).stdout.strip()
rows = []
for f in ["lemma3b.log", "lemma3c.log", "lemma3c_S.log"]:
    try:
        for l in open(f):
            if l.startswith("{"):
                rows.append(json.loads(l))
    except FileNotFoundError:
        pass
t = ["| (M, R) | X | n → n+1 | dim X(n+1) | rank C[a]_n B X(n) | rank of the union | closure | generation |",
     "|---|---|---|---|---|---|---|---|"]
for d in rows:
    if "j" not in d:
        continue
    X = {"S": "S (End span)", 1: "T^(1) one-step", 2: "T^(2) two-step"}[d["j"]] + (" per k" if d["top"] is not None else " tuple")
    t.append(f"| ({d['M']}, {d['R']}) | {X} | {d['n']} → {d['n']+1} | {d['rank_next']} | {d['rank_products']} | "
             f"{d['rank_union']} | {'yes' if d['closure'] else '**no**'} | {'yes' if d['generation'] else 'no'} |")
s = s.replace("TABLE_TOWERS", tow).replace("FIBRE_TABLE", fib).replace("LEMMA3C_TABLE", "\n".join(t))
open("NOTES.md", "w").write(s)
print("filled")
