// hdu1847 the way a contest solution reads and writes: scanf and printf. n cards, a move takes a
// power of two of them, the last card wins. Powers of two are never multiples of 3, so from a
// multiple of 3 every move leaves a non-multiple, and from a non-multiple taking 1 or 2 leaves a
// multiple: Kiki, moving first, loses exactly when 3 divides n.
#include <cstdio>

int main() {
    int n;
    while (scanf("%d", &n) == 1) puts(n % 3 == 0 ? "Cici" : "Kiki");
    return 0;
}
