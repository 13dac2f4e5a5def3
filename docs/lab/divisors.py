# Codeforces 1537D as a program for the game lab (docs/lab.md): from n, subtract a divisor d
# of n with 1 < d < n. Reads N, prints the options of every n in 0 .. N-1.
n = int(input())
options = [[] for _ in range(n)]
for d in range(2, n):
    for m in range(2 * d, n, d):
        options[m].append(m - d)
for m in range(n):
    print(f"{m}:", *options[m])
