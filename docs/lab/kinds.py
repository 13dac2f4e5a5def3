# Positions of two kinds for `impartial lab` (docs/lab.md): a heap (heap:n) loses 1 or 2 tokens;
# a pile (pile:n) of 2 or more may be split into two heaps of any sizes that add up to n - 1,
# or made a heap of n - 2 (pile:n -> heap:n-2). Reads N, prints every heap:n and pile:n for n < N.
n = int(input())
for h in range(n):
    print(f"heap:{h}:", *[f"heap:{h - k}" for k in (1, 2) if h >= k])
for p in range(n):
    options = [f"heap:{a}+heap:{p - 1 - a}" for a in range((p - 1) // 2 + 1)] if p >= 2 else []
    if p >= 2:
        options.append(f"heap:{p - 2}")
    print(f"pile:{p}:", *options)
