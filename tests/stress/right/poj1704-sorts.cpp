// POJ 1704, right: sorts first.
#include <algorithm>
#include <cstdio>
int p[1005];
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        scanf("%d", &n);
        for (int i = 1; i <= n; i++) scanf("%d", &p[i]);
        p[0] = 0;
        std::sort(p + 1, p + n + 1);
        int x = 0;
        for (int i = n; i > 0; i -= 2) x ^= p[i] - p[i - 1] - 1;
        puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
