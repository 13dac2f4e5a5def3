// stress: --beyond
// AtCoder ARC091 F (a pile is worth A/K at a multiple of K, else the value of A - A/K - 1),
// with the chain grouped block by block as in the editorial, piles read as long long, and the
// Grundy value kept in an int: within the judge's bounds a value is below 10^9, so it fits.
// Beyond them a pile with K = 1 is worth A, and A / K passes 2^31: the value is cut to its low
// 32 bits, and a xor whose low 32 bits are 0 (one pile of 2^32 stones with K = 1) is called 0.
#include <cstdio>
typedef long long ll;
typedef unsigned long long ull;
int grundy(ull x, ull k) {
    for (;;) {
        ull q = x / k, r = x % k;
        if (r == 0) return q;
        if (q == 0) return 0;
        ull rest = r % (q + 1);
        if (rest == 0) return q;
        x = q * k - (q + 1) + rest;
    }
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int x = 0;
    for (int i = 0; i < n; i++) {
        ull a, k;
        scanf("%llu %llu", &a, &k);
        x ^= grundy(a, k);
    }
    puts(x ? "Takahashi" : "Aoki");
    return 0;
}
