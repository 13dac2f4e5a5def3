// The first pair in the order of i, then j. O(N^2).
#include <cstdio>
int main() {
    int n, k;
    if (scanf("%d %d", &n, &k) != 2) return 1;
    static int a[2000];
    for (int i = 0; i < n; i++) scanf("%d", &a[i]);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (a[i] + a[j] == k) { printf("%d %d\n", i + 1, j + 1); return 0; }
    printf("-1\n");
}
