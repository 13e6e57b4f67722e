PY=/work/main/.venv/bin/python
$PY wit.py 5 5 5:6 "A=cbd,B=band2,t=ap" 0
$PY wit.py 5 5 5:6 "H=rot,B=band2,t=ap" 0
$PY wit.py 6 6 6 "H=rot,B=band2,t=ap" 0
$PY wit.py 6 6 6 "A=cbd,B=band2,t=ap" 0
$PY wit.py 5 5 5:6 "H=rot,A=cbd,t=ap" 0
