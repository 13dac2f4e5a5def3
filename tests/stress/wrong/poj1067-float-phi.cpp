// POJ 1067 as forum solutions write it: k = b - a, then compare a with floor(k * phi) in double.
// Right for every k below about 10^8; k * phi is too close to an integer at some Fibonacci k.
#include <cmath>
#include <cstdio>
#include <algorithm>
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        long long ak = (long long)(k * (1.0 + sqrt(5.0)) / 2.0);
        printf("%d\n", ak == a ? 0 : 1);
    }
    return 0;
}
