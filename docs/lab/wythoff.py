# Wythoff's game as a program for `impartial lab` (docs/lab.md): two heaps x,y; take any
# number from one heap, or the same number from both. Reads N, prints every x,y with x, y < N.
n = int(input())
for x in range(n):
    for y in range(n):
        options = [f"{x - k},{y}" for k in range(1, x + 1)]
        options += [f"{x},{y - k}" for k in range(1, y + 1)]
        options += [f"{x - k},{y - k}" for k in range(1, min(x, y) + 1)]
        print(f"{x},{y}:", *options)
