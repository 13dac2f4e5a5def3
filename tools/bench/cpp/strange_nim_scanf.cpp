// AtCoder ARC091 F (Strange Nim) as a contest solution writes it: scanf, the chain of each pile
// grouped block by block (with q = x / K and r = x mod K: value q when r = 0 or when q + 1
// divides r, 0 when q = 0, else jump to qK - (q + 1) + r mod (q + 1)), the values xored; puts.
#include <cstdio>

typedef unsigned long long u64;

static u64 grundy(u64 x, u64 k) {
    for (;;) {
        u64 q = x / k, r = x % k;
        if (r == 0) return q;
        if (q == 0) return 0;
        u64 rest = r % (q + 1);
        if (rest == 0) return q;
        x = q * k - (q + 1) + rest;
    }
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    u64 sum = 0;
    for (int i = 0; i < n; i++) {
        u64 a, k;
        if (scanf("%llu %llu", &a, &k) != 2) return 1;
        sum ^= grundy(a, k);
    }
    puts(sum ? "Takahashi" : "Aoki");
    return 0;
}
