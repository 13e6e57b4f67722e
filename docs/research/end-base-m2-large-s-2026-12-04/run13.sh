PY=/work/main/.venv/bin/python
$PY wit.py 4 4 4:5 "H=inv2" 0
$PY wit.py 5 5 5:6 "H=inv2" 0
$PY wit.py 6 6 6 "H=inv2" 0
