// POJ 1067, right on the judge's bounds: phi in long double (64-bit mantissa) is exact enough
// for every k up to 10^9.
#include <cmath>
#include <cstdio>
#include <algorithm>
int main() {
    long long a, b;
    const long double phi = (1 + sqrtl(5.0L)) / 2;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        printf("%d\n", (long long)floorl(k * phi) == a ? 0 : 1);
    }
    return 0;
}
