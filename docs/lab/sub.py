# A claim written as code for the game lab (docs/lab.md, "Claims written as code"): the values
# of the subtraction game whose moves are the arguments (python3 sub.py 1 3 4: take 1, 3 or 4),
# by the mex over the moves. Reads N, prints G(0) .. G(N-1), one a line.
import sys

moves = [int(k) for k in sys.argv[1:]]
n = int(input())
g = []
for i in range(n):
    seen = {g[i - k] for k in moves if k <= i}
    v = 0
    while v in seen:
        v += 1
    g.append(v)
    print(v)
