// stress: --beyond
// Codeforces 1451F with the right rule (xor each anti-diagonal i + j, Ashish wins if one is not
// 0) but the values read with `%d` into an `int`, as the judge's a <= 10^6 allows: glibc reads
// a larger value as a `long` and keeps its low 32 bits, so a diagonal whose xor lives in bits
// 32 and above (a single cell of 2^32) is taken for 0. Within the judge's bounds this has no
// rare class; beyond them (any u64 value) it answers `Jeel` where Ashish wins.
#include <cstdio>
#include <vector>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        long long n, m;
        scanf("%lld %lld", &n, &m);
        std::vector<int> diagonal(n + m + 1, 0);
        for (long long i = 0; i < n; i++)
            for (long long j = 0; j < m; j++) {
                int a;
                scanf("%d", &a);
                diagonal[i + j] ^= a;
            }
        bool ashish = false;
        for (int x : diagonal) ashish |= x != 0;
        puts(ashish ? "Ashish" : "Jeel");
    }
    return 0;
}
