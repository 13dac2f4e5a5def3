#include <cstdio>
int main() {
    long long n, m;
    while (scanf("%lld %lld", &n, &m) == 2) {
        if (n == 0 && m == 0) break;
        printf("%lld\n", (n + 1) * (m + 1) - 1);
    }
}
