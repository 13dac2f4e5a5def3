// poj1067 (Wythoff's game) the way a contest solution reads and writes: scanf and printf. The
// losing positions are (a_k, a_k + k) with a_k = floor(k * phi) = floor((k + sqrt(5 k^2)) / 2);
// the square root is computed in long double and then corrected in integers, so the answer is
// exact for every pile up to 10^9 (5 k^2 < 2^63), unlike the plain double formula.
#include <cmath>
#include <cstdio>

typedef unsigned long long u64;

static u64 isqrt(u64 n) {
    u64 r = (u64)sqrtl((long double)n);
    while (r * r > n) r--;
    while ((r + 1) * (r + 1) <= n) r++;
    return r;
}

int main() {
    u64 a, b;
    while (scanf("%llu %llu", &a, &b) == 2) {
        if (a > b) {
            u64 t = a;
            a = b;
            b = t;
        }
        u64 k = b - a;
        printf("%d\n", (k + isqrt(5 * k * k)) / 2 == a ? 0 : 1);
    }
    return 0;
}
