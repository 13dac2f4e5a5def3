// stress: --beyond
// POJ 3710 (Christmas Game) as the accepted code found in blogs writes it: Tarjan on edge
// indices, each cycle found replaced by one edge when it has an odd number of vertices, loops
// skipped, then the colon principle. On the judge's cacti (polygons of 3 or more sides, no loops,
// no parallel edges) a polygon's vertices and edges agree, so it is right there; beyond them it
// drops a loop (a loop at the root alone: a win called a loss), counts three parallel edges as
// an even block, and judges two triangles sharing a vertex as one odd block.
#include <cstdio>
#include <cstring>
#include <vector>
using namespace std;
const int V = 256;
int head[V], nxt[2048], to[2048], cnt;
int dfn[V], low[V], stk[V], top, idx;
bool gone[V], cut[2048];
int extra[V];
void add(int a, int b) { to[cnt] = b; nxt[cnt] = head[a]; head[a] = cnt++; }
void tarjan(int u, int from) {
    dfn[u] = low[u] = ++idx;
    stk[top++] = u;
    for (int e = head[u]; e != -1; e = nxt[e]) {
        if ((e ^ 1) == from) continue;
        int v = to[e];
        if (!dfn[v]) {
            tarjan(v, e);
            if (low[v] < low[u]) low[u] = low[v];
        } else if (dfn[v] < low[u]) low[u] = dfn[v];
    }
    if (low[u] == dfn[u]) {
        int k = 1;
        while (stk[top - 1] != u) gone[stk[--top]] = true, k++;
        top--;
        if (k > 1 && k % 2 == 1) extra[u] ^= 1;
    }
}
int sg(int u, int p) {
    int s = extra[u];
    for (int e = head[u]; e != -1; e = nxt[e]) {
        int v = to[e];
        if (v == p || gone[v] || v == u) continue;
        s ^= sg(v, u) + 1;
    }
    return s;
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int total = 0;
        while (n--) {
            unsigned long long m0;
            int k;
            scanf("%llu %d", &m0, &k);
            // Ids renumbered in order of appearance (they may be anywhere in u64 beyond).
            vector<unsigned long long> ids(1, 1);
            memset(head, -1, sizeof head);
            cnt = 0;
            for (int i = 0; i < k; i++) {
                unsigned long long a, b;
                scanf("%llu %llu", &a, &b);
                int x = -1, y = -1;
                for (size_t j = 0; j < ids.size(); j++) {
                    if (ids[j] == a) x = j;
                    if (ids[j] == b) y = j;
                }
                if (x < 0) x = ids.size(), ids.push_back(a);
                if (y < 0 && b == a) y = x;
                if (y < 0) y = ids.size(), ids.push_back(b);
                if (x == y) continue;
                add(x, y);
                add(y, x);
            }
            memset(dfn, 0, sizeof dfn);
            memset(gone, 0, sizeof gone);
            memset(extra, 0, sizeof extra);
            idx = top = 0;
            tarjan(0, -1);
            total ^= sg(0, -1);
        }
        puts(total ? "Sally" : "Harry");
    }
    return 0;
}
