# Codeforces 603C (Lieges of Legendre) with k = 3 as a program for the game lab (docs/lab.md):
# remove one cow from a pile, or replace a pile of 2x cows by k piles of x (a sum of k heaps).
k = 3
n = int(input())
for m in range(n):
    options = [str(m - 1)] if m >= 1 else []
    if m >= 2 and m % 2 == 0:
        options.append("+".join([str(m // 2)] * k))
    print(f"{m}:", *options)
