set -e
timeout 300 python labinstance.py 4 2 2 6 136
timeout 300 python -c "
import sys; sys.path.insert(0, '/work/main')
from proofs.general.instance import sep_lower_bound
print('lab code sep_lower_bound(4,M=2,R=2,T=6,points=136) =', sep_lower_bound(depth=4, M=2, R=2, T=6, points=136))
print('lab code sep_lower_bound(4,M=2,R=2,T=6,points=100) =', sep_lower_bound(depth=4, M=2, R=2, T=6, points=100))
"
timeout 300 python labinstance.py 4 2 2 6 100
timeout 600 python labinstance.py 4 2 2 8 2068
timeout 600 python labinstance.py 4 3 3 6 2874
timeout 900 python labinstance.py 4 2 2 10 6474
timeout 900 python evalrank.py P 5 2 2 8 6722 6722 31
