# Two games side by side, as one game on the plane for `impartial lab` (docs/lab.md): a move
# takes 1 or 2 tokens from heap x, or 1, 3 or 4 from heap y. Reads N, prints every x,y with
# x, y < N. Its value is G(x, y) = g(x) xor h(y) (Sprague-Grundy), g of sub:1,2 and h of sub:1,3,4.
n = int(input())
for x in range(n):
    for y in range(n):
        options = [f"{x - k},{y}" for k in (1, 2) if x >= k]
        options += [f"{x},{y - k}" for k in (1, 3, 4) if y >= k]
        print(f"{x},{y}:", *options)
