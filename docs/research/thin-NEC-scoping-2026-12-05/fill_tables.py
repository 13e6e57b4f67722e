"""Replace the two result tables of NOTES.md (§4.2 gap identity, §4.3 Corollary N) by the current logs (helper-170)."""
import subprocess, os
H = os.path.dirname(os.path.abspath(__file__))
s = open(H + "/NOTES.md").read()
def replace_table(s, header, rows):
    i = s.index(header)
    j = s.index("\n\n", i)
    return s[:i] + header + "\n" + rows.rstrip("\n") + s[j:]
gap = subprocess.run(["python3", H + "/gaptable.py"], capture_output=True, text=True).stdout
tab = subprocess.run(["python3", H + "/table.py"], capture_output=True, text=True).stdout
s = replace_table(s, "| n | box | Λ | 3(n-a-b+1) | Λ + clo + 6 | from which e | gap(e) for e = 0, 1, 2, ... |\n| --- | --- | --- | --- | --- | --- | --- |", gap)
s = replace_table(s, "| n | box | e0 (= e0_P) | R_∞ | D' | control top(D' - 1) | dim M_(D') vs formula_D(D') - 6 |\n| --- | --- | --- | --- | --- | --- | --- |", tab)
open(H + "/NOTES.md", "w").write(s)
print("ok")
