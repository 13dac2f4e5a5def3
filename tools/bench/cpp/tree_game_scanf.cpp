// agc010f (Tree Game) the way a contest solution reads and writes: scanf and printf, adjacency
// in linked lists, a breadth-first order, the rule (a neighbour with strictly fewer stones that
// loses without this vertex) bottom-up, then the parent's side top-down by counting.
#include <cstdio>

const int N = 100005;
static int head[N], nxt[2 * N], to[2 * N], parent_[N], order_[N], good[N];
static unsigned long long a[N];

int main() {
    int n, edges = 0;
    if (scanf("%d", &n) != 1) return 0;
    for (int i = 1; i <= n; i++) scanf("%llu", &a[i]);
    for (int i = 1; i <= n; i++) head[i] = -1;
    for (int i = 1; i < n; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        to[edges] = v, nxt[edges] = head[u], head[u] = edges++;
        to[edges] = u, nxt[edges] = head[v], head[v] = edges++;
    }
    int len = 0;
    order_[len++] = 1;
    parent_[1] = 0;
    for (int h = 0; h < len; h++) {
        int v = order_[h];
        for (int e = head[v]; e != -1; e = nxt[e])
            if (to[e] != parent_[v]) parent_[to[e]] = v, order_[len++] = to[e];
    }
    for (int h = len - 1; h > 0; h--) {
        int x = order_[h], p = parent_[x];
        if (a[x] < a[p] && good[x] == 0) good[p]++;
    }
    for (int h = 1; h < len; h++) {
        int v = order_[h], p = parent_[v];
        int mine = a[v] < a[p] && good[v] == 0;
        int up = good[p] - mine > 0;
        if (a[p] < a[v] && !up) good[v]++;
    }
    bool first = true;
    for (int v = 1; v <= n; v++)
        if (good[v]) printf(first ? "%d" : " %d", v), first = false;
    printf("\n");
}
