// spoj_cot3 (Combat on a tree) the way a contest solution reads and writes: scanf and printf,
// adjacency in linked lists, a breadth-first order walked backwards, and the option sets as
// binary tries in static arrays, merged with a lazy xor. combat_tree_scanf.cpp is this program.
#include <algorithm>
#include <cstdio>

const int N = 100005, LOG = 17, NODES = N * (LOG + 2);
static int head[N], nxt[2 * N], to[2 * N], colour[N], parent_[N], order_[N];
static int below_[N], value_[N], root_[N], after_[N];
static int ch[NODES][2], tag_[NODES], size_[NODES], nodes = 1;

void push(int x, int h) {
    int t = tag_[x];
    if (!t) return;
    if (ch[x][0]) tag_[ch[x][0]] ^= t;
    if (ch[x][1]) tag_[ch[x][1]] ^= t;
    if (t >> (h - 1) & 1) std::swap(ch[x][0], ch[x][1]);
    tag_[x] = 0;
}

int single(int v) {
    int below = 0;
    for (int h = 0; h <= LOG; h++) {
        int x = nodes++;
        if (h > 0) ch[x][v >> (h - 1) & 1] = below;
        size_[x] = 1;
        below = x;
    }
    return below;
}

int merge(int a, int b, int h) {
    if (!a || !b) return a ? a : b;
    if (h == 0) return a;
    push(a, h);
    push(b, h);
    ch[a][0] = merge(ch[a][0], ch[b][0], h - 1);
    ch[a][1] = merge(ch[a][1], ch[b][1], h - 1);
    size_[a] = size_[ch[a][0]] + size_[ch[a][1]];
    return a;
}

int mex(int x) {
    int v = 0;
    for (int h = LOG; x && h > 0; h--) {
        push(x, h);
        if (size_[ch[x][0]] == 1 << (h - 1)) {
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
    for (int i = 1; i <= n; i++) scanf("%d", &colour[i]);
    for (int i = 1; i <= n; i++) head[i] = -1;
    for (int i = 0; i < 2 * (n - 1); i += 2) {
        int a, b;
        scanf("%d %d", &a, &b);
        to[i] = b, nxt[i] = head[a], head[a] = i;
        to[i + 1] = a, nxt[i + 1] = head[b], head[b] = i + 1;
    }
    int tail = 0;
    order_[tail++] = 1;
    for (int k = 0; k < tail; k++) {
        int v = order_[k];
        for (int e = head[v]; e != -1; e = nxt[e])
            if (to[e] != parent_[v]) parent_[to[e]] = v, order_[tail++] = to[e];
    }
    for (int k = n - 1; k >= 0; k--) {
        int v = order_[k], t = root_[v];
        if (t) tag_[t] ^= below_[v];
        if (colour[v] == 0) t = merge(t, single(below_[v]), LOG);
        value_[v] = mex(t);
        int p = parent_[v];
        if (p) {
            if (t) tag_[t] ^= value_[v];
            root_[p] = merge(root_[p], t, LOG);
            below_[p] ^= value_[v];
        }
    }
    for (int k = 0; k < n; k++) {
        int v = order_[k], p = parent_[v];
        after_[v] = below_[v] ^ (p ? after_[p] ^ value_[v] : 0);
    }
    bool any = false;
    for (int v = 1; v <= n; v++)
        if (colour[v] == 0 && after_[v] == 0) printf("%d\n", v), any = true;
    if (!any) puts("-1");
    return 0;
}
