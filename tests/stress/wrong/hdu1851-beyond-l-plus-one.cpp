// stress: --beyond
// HDU 1851 (a sum of Bash games) in unsigned 64-bit for the contract's extended domain: each
// heap is worth m % (l + 1), and Agrael (the second player) wins when their xor is 0. At
// l = 2^64 - 1, `l + 1` wraps to 0 and the modulus divides by zero (the value is m itself).
// Within the judge's bounds (m, l <= 20) nothing overflows and the formula is all there is,
// so this solution's rare class lies beyond them: a heap with l = 2^64 - 1.
#include <cstdio>
typedef unsigned long long ull;
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        scanf("%d", &n);
        ull x = 0;
        for (int i = 0; i < n; i++) {
            ull m, l;
            scanf("%llu %llu", &m, &l);
            x ^= m % (l + 1);
        }
        puts(x == 0 ? "Yes" : "No");
    }
    return 0;
}
