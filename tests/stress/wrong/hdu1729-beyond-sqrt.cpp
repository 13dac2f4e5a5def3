// stress: --beyond
// HDU 1729 as the well-known blog solution writes it (q = sqrt(s), lowered while q + q*q >= s),
// in unsigned 64-bit for the contract's extended domain. Within the judge's bounds
// (s <= 10^6) sqrt is exact and nothing overflows, so its rare class lies beyond them: for s in
// the top 2^32 of u64, sqrt((double)s) rounds up to 2^32, q + q*q wraps to 2^32 < s, and the
// loop stops at a q that is one too large.
#include <cmath>
#include <cstdio>
typedef unsigned long long ull;
ull sg(ull s, ull c) {
    ull q = (ull)sqrt((double)s);
    while (q > 0 && q + q * q >= s) q--;
    if (c > q) return s - c;
    if (c == q) return 0;
    return sg(q, c);
}
int main() {
    int t = 0;
    ull n;
    while (scanf("%llu", &n) == 1 && n) {
        ull x = 0;
        for (ull i = 0; i < n; i++) {
            ull s, c;
            scanf("%llu %llu", &s, &c);
            x ^= sg(s, c);
        }
        printf("Case %d:\n%s\n", ++t, x ? "Yes" : "No");
    }
    return 0;
}
