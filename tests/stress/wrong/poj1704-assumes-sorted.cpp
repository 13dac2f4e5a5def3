// POJ 1704 (staircase Nim) assuming the positions come sorted, as most sample inputs do.
#include <cstdio>
int p[1005];
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        for (int i = 1; i <= n; i++) scanf("%d", &p[i]);
        p[0] = 0;
        int x = 0;
        for (int i = n; i > 0; i -= 2) x ^= p[i] - p[i - 1] - 1;
        puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
