// stress: --beyond
// LeetCode 292 reading n as a signed 64-bit `long long`, for the contract's extended domain:
// glibc's scanf saturates a larger n at 2^63 - 1, which is 3 mod 4, so every n >= 2^63 that is
// a multiple of 4 is called a win. Within the judge's bounds (n < 2^31) `n % 4 != 0` has no
// rare class to get wrong, so this solution's lies beyond them.
#include <cstdio>
int main() {
    long long n;
    while (scanf("%lld", &n) == 1) puts(n % 4 != 0 ? "true" : "false");
    return 0;
}
