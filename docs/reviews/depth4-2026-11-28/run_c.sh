set -e
timeout 600 python qalpha.py 8 260 11
timeout 900 python qalpha.py 10 260 12
timeout 900 python evalrank.py rac 4 2 2 8 2068 2068 21
timeout 900 python evalrank.py rac 4 3 3 6 2874 2874 22
timeout 1500 python evalrank.py rac 4 2 2 10 6474 6474 23
