// stress: --beyond
// HDU 5795 (Nim or split in three) in unsigned 64-bit, for the contract's extended domain:
// g(x) = x except that 8k+7 and 8k+8 trade values, and the value of 2^64 - 1 (an 8k+7) is
// 2^64, which `x + 1` wraps to 0. Within the judge's bounds (heaps <= 10^9) nothing overflows
// and every mistake in the formula shows on a quarter of the heaps, so this solution's rare
// class lies beyond them: an odd number of heaps of 2^64 - 1.
#include <cstdio>
typedef unsigned long long ull;
ull sg(ull x) {
    if (x % 8 == 7) return x + 1;
    if (x % 8 == 0 && x > 0) return x - 1;
    return x;
}
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        ull x = 0;
        for (int i = 0; i < n; i++) {
            ull h;
            scanf("%llu", &h);
            x ^= sg(h);
        }
        puts(x ? "First player wins." : "Second player wins.");
    }
    return 0;
}
