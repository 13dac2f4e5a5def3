#!/usr/bin/env python3
"""A player of `impartial play --game CODE` (docs/interactive.md has the protocol), written
apart from the project's code: its values come from its own brute force, the mex over every
option of a heap by the code's digits (octal codes, digits 0 to 7, and sub:a,b,c).

    python3 heaps-player.py CODE [BUG]

Without BUG it plays perfectly. Each BUG is a classic mistake, for the tests to catch:
  noflush    never flushes its output (the judge waits: "did it flush?")
  zero       numbers the heaps from 0 (an illegal move)
  onepile    looks for its winning move only among the heaps the judge's last move left
  wrongside  takes the other side
"""
import sys


def digits_of(code):
    """Removal k -> the digit's bits: 1 take all, 2 leave one heap, 4 leave two."""
    if code.startswith("sub:"):
        return {int(k): 3 for k in code[4:].split(",")}
    before, after = code.split(".")
    digits = {}
    if before:
        digits[0] = int(before)
    for k, c in enumerate(after, 1):
        digits[k] = int(c)
    if any(d > 7 for d in digits.values()):
        raise SystemExit("heaps-player.py: octal digits only")
    return digits


def options(digits, n):
    """Every (taken, heaps left) of a heap of n."""
    for k, bits in sorted(digits.items()):
        if k > n:
            continue
        r = n - k
        if bits & 1 and r == 0 and k > 0:
            yield k, []
        if bits & 2 and r >= 1 and k > 0:
            yield k, [r]
        if bits & 4:
            for a in range(1, r // 2 + 1):
                yield k, [a, r - a]


def values(digits, top):
    g = []
    for n in range(top + 1):
        seen = set()
        for _, left in options(digits, n):
            x = 0
            for h in left:
                x ^= g[h]
            seen.add(x)
        v = 0
        while v in seen:
            v += 1
        g.append(v)
    return g


def main():
    code = sys.argv[1]
    bug = sys.argv[2] if len(sys.argv) > 2 else ""
    digits = digits_of(code)
    out = sys.stdout
    if bug == "noflush":
        # A buffer of its own, whatever PYTHONUNBUFFERED says: written only when full or at exit.
        out = open(sys.stdout.fileno(), "w", buffering=1 << 16, closefd=False)

    def say(line):
        out.write(line + "\n")
        if bug != "noflush":
            out.flush()

    opening = sys.stdin.readline().split()
    heaps = [int(w) for w in opening[1:]]
    g = values(digits, max(heaps))
    # heap -> {value: a move from it to an option of that value}, each heap scanned once.
    moves = {}

    def move_to(h, want):
        if h not in moves:
            found = {}
            for k, left in options(digits, h):
                x = 0
                for p in left:
                    x ^= g[p]
                found.setdefault(x, (k, left))
            moves[h] = found
        return moves[h].get(want)

    def choose(last):
        total = 0
        for h in heaps:
            total ^= g[h]
        if total:
            where = range(len(heaps)) if bug != "onepile" or last is None else last
            for i in where:
                found = move_to(heaps[i], total ^ g[heaps[i]])
                if found:
                    return i, found[0], found[1]
        for i, h in enumerate(heaps):
            for k, left in options(digits, h):
                return i, k, left
        return None

    def judge():
        """The judge's line applied; the heaps it left, or None when the game is over."""
        words = [int(w) for w in sys.stdin.readline().split()]
        if not words or words[0] <= 0:
            return None
        i, left = words[0] - 1, words[3:]
        heaps[i : i + 1] = left
        return range(i, i + len(left))

    total = 0
    for h in heaps:
        total ^= g[h]
    first = total != 0
    if bug == "wrongside":
        first = not first
    say("First" if first else "Second")
    last = None
    if not first:
        last = judge()
        if last is None:
            return
    while True:
        chosen = choose(last)
        if chosen is None:
            say("0 0 0")
            judge()
            return
        i, k, left = chosen
        heaps[i : i + 1] = left
        shown = i if bug == "zero" else i + 1
        say(" ".join(str(w) for w in [shown, k, len(left)] + left))
        last = judge()
        if last is None:
            return


main()
