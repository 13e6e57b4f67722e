PY=/work/main/.venv/bin/python
$PY evM.py 4 3 2:3:4:5:6
$PY evM.py 6 3 3:4:5:6:7
$PY evM.py 5 4 3:4:5:6
