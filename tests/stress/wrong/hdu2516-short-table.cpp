// HDU 2516 (Fibonacci Nim) with a Fibonacci table one entry short of 2^31: the largest
// Fibonacci number below 2^31 (1836311903) is missing.
#include <cstdio>
int main() {
    long long f[50];
    f[0] = 1; f[1] = 2;
    int m = 2;
    while (f[m - 1] + f[m - 2] < 1836311903LL) { f[m] = f[m - 1] + f[m - 2]; m++; }
    long long n;
    while (scanf("%lld", &n) == 1 && n) {
        bool fib = false;
        for (int i = 0; i < m; i++) if (f[i] == n) fib = true;
        puts(fib ? "Second win" : "First win");
    }
    return 0;
}
