# A loopy heap game for `impartial lab --loopy` (docs/lab.md): take 2 or 3 tokens from the heap,
# or, from a heap of 1, 6, 11, ... (n mod 5 = 1), put 3 tokens on it, so 1 -> 4 -> 1 and
# positions repeat. Reads N and prints "n: options" for every n < N (a heap is never grown to N
# or more, so every option has its line).
n = int(input())
for h in range(n):
    options = [h - k for k in (2, 3) if h >= k]
    if h % 5 == 1 and h + 3 < n:
        options.append(h + 3)
    print(f"{h}:", *options)
