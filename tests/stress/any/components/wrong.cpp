#include <bits/stdc++.h>
using namespace std;
int p[2005];
int find(int x) { return p[x] == x ? x : p[x] = find(p[x]); }
int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    for (int i = 1; i <= n; i++) p[i] = i;
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        if (find(u) != find(v)) p[u] = v;
    }
    int c = 0;
    for (int i = 1; i <= n; i++) if (find(i) == i) c++;
    printf("%d\n", c);
}
