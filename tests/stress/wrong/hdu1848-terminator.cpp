// HDU 1848 reading the terminator wrong: `scanf` in an endless loop that only `0 0 0` breaks.
// The answers are right; an input that ends without `0 0 0` (which the contract allows) makes
// it print the last answer forever.
// The judge always sends `0 0 0`: this needs an input the judge never sends (--robust).
// stress: --robust
#include <cstdio>
#include <cstring>
int sg[1001], f[20];
int main() {
    f[0] = 1; f[1] = 2;
    for (int i = 2; i < 20; i++) f[i] = f[i - 1] + f[i - 2];
    for (int i = 1; i <= 1000; i++) {
        bool seen[20];
        memset(seen, 0, sizeof seen);
        for (int j = 0; j < 20 && f[j] <= i; j++) seen[sg[i - f[j]]] = true;
        while (seen[sg[i]]) sg[i]++;
    }
    int m = 0, n = 0, p = 0;
    while (true) {
        scanf("%d %d %d", &m, &n, &p);
        if (m == 0 && n == 0 && p == 0) break;
        puts(sg[m] ^ sg[n] ^ sg[p] ? "Fibo" : "Nacci");
    }
    return 0;
}
