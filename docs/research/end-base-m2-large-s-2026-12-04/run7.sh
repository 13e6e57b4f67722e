PY=/work/main/.venv/bin/python
$PY wit.py 4 2 2:3:4:5:6:7 "H=tri,A=vdm,B=I,c=1,t=ap" 0
$PY wit.py 4 2 2:3:4:5:6:7 "H=tri,A=gen,B=gen,c=gen,t=ap" 0
$PY wit.py 5 2 4:5:6:7:8 "H=rot,A=vdmrep,B=I,c=1,t=ap" 0
$PY wit.py 5 2 4:5:6:7:8 "H=rot,A=vdm,B=I,c=1,t=0:0" 0
for R in 5 7 9; do $PY wit.py $R 3 3:4:5:6:7 "H=rot,A=gen,B=gen,c=1,t=ap" 0; done
