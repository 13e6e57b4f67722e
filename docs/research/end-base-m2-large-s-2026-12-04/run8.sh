PY=/work/main/.venv/bin/python
$PY wit.py 6 6 6:7 "H=shift" 0
$PY wit.py 3 3 3:4:5:6:7:8 "H=shift" 0
