// stress: --beyond
// HDU 2149 in unsigned 64-bit, for the contract's extended domain: right on every judge input
// (M, N < 1100) and on most large ones, but when N is 2^64 - 1 the loop `i <= n` can never end
// (i wraps to 0), and the list of raises goes on forever. Within the judge's bounds the answer
// is M % (N + 1) or the list M..N, with nothing that overflows or needs a table, so this
// solution's rare class lies beyond them.
#include <cstdio>
typedef unsigned long long ull;
int main() {
    ull m, n;
    while (scanf("%llu %llu", &m, &n) == 2) {
        if (n >= m) {
            for (ull i = m; i <= n; i++) printf(i == m ? "%llu" : " %llu", i);
            printf("\n");
        } else if (m % (n + 1) == 0) {
            puts("none");
        } else {
            printf("%llu\n", m % (n + 1));
        }
    }
    return 0;
}
