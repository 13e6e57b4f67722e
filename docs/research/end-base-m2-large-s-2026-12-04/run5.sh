PY=/work/main/.venv/bin/python
$PY wit.py 1 4 4:5:6:7 "B=I" 0
$PY wit.py 1 5 5:6:7:8 "B=I" 0
$PY wit.py 1 5 5:6:7:8 "B=I" 1
$PY wit.py 1 6 5:6:7:8 "B=I" 0
$PY wit.py 1 7 6:7:8 "B=I" 0
