// An element must go when an equal one stands before it. O(N^2) per case.
#include <cstdio>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        scanf("%d", &n);
        long long a[100];
        for (int i = 0; i < n; i++) scanf("%lld", &a[i]);
        int removed = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < i; j++)
                if (a[j] == a[i]) { removed++; break; }
        printf("%d\n", removed);
    }
}
