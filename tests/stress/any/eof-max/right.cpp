#include <cstdio>
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        long long best = -1, x;
        for (int i = 0; i < n; i++) {
            scanf("%lld", &x);
            if (x > best) best = x;
        }
        printf("%lld\n", best);
    }
}
