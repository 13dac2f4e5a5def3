// HDU 1517 by the closed form "Stan wins iff 18^k < n <= 9 * 18^k", with k found by floating
// point: ceil(log(n) / log(18)) - 1. At an exact power of 18 the quotient should be an integer,
// but for 18^3, 18^6 and 18^7 it comes out a hair above it, k is one too large, and Ollie's
// win is called Stan's.
#include <cmath>
#include <cstdio>
int main() {
    long long n;
    while (scanf("%lld", &n) == 1) {
        int k = (int)ceil(log((double)n) / log(18.0)) - 1;
        puts(n <= 9 * pow(18.0, k) ? "Stan wins." : "Ollie wins.");
    }
    return 0;
}
