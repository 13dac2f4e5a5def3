// Every window summed from scratch: O(N K).
#include <cstdio>
#include <climits>
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    static long long a[2000];
    for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
    long long best = LLONG_MIN;
    for (int i = 0; i + k <= n; i++) {
        long long s = 0;
        for (int j = i; j < i + k; j++) s += a[j];
        if (s > best) best = s;
    }
    printf("%lld\n", best);
}
