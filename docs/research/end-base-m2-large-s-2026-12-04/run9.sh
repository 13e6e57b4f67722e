PY=/work/main/.venv/bin/python
$PY wit.py 5 5 5:6:7 "B=col1" 0
$PY wit.py 5 5 5:6 "B=col2" 0
$PY wit.py 6 6 6 "B=col1" 0
$PY wit.py 6 6 6 "B=col2" 0
$PY wit.py 1 5 5:6 "B=I,H=rank4" 0
