PY=/work/main/.venv/bin/python
$PY wit.py 4 4 4:5 "H=rot,A=cbd,B=band2,t=ap" 0
$PY wit.py 5 5 5:6 "H=rot,A=cbd,B=band2,t=ap" 0
$PY wit.py 6 6 6 "H=rot,A=cbd,B=band2,t=ap" 0
$PY wit.py 5 5 5:6 "H=rot,A=cbd,B=band1,t=ap" 0
$PY wit.py 7 7 6 "H=rot,A=cbd,B=band2,t=ap" 0
