# Kayles as a program for the game lab (docs/lab.md): reads N, prints the options of every row
# of 0 .. N-1 pins. Knocking down one pin or two neighbours leaves two rows, a + b: a sum.
n = int(input())
for h in range(n):
    options = [f"{a}+{h - take - a}" for take in (1, 2) if take <= h for a in range((h - take) // 2 + 1)]
    print(f"{h}:", *options)
