// hdu3032 (Lasker's Nim: take from a heap or split it in two) the way a contest solution reads
// and writes: scanf and printf. A heap's Grundy value is its size with 4k + 3 and 4k + 4
// swapped; Alice wins when their XOR is not 0. Heaps are at most 2^31 - 1 at the judge, so the
// value 2^31 is kept in a 64-bit integer.
#include <cstdio>

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        scanf("%d", &n);
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long s;
            scanf("%lld", &s);
            if (s % 4 == 0) s--;
            else if (s % 4 == 3) s++;
            x ^= s;
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
