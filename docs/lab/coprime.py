# A heap of x: take any y >= 1 tokens with gcd(x, y) = 1 (the "coprime Nim" of many contest
# problems), as a program for the game lab (docs/lab.md).
from math import gcd
n = int(input())
for x in range(n):
    print(f"{x}:", *[x - y for y in range(1, x + 1) if gcd(x, y) == 1])
