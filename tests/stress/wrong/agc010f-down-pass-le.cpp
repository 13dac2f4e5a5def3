// AGC010 F by rerooting, with the two comparisons written twice: the pass from the leaves up
// lets a vertex step down to a child with as many stones (`<=`), the pass from the root down
// keeps the strict `<`. On distinct stones (samples 1 and 2) and on a path of equal stones
// (sample 3: no strict step anywhere, so the wrong `down` values are never read) it answers
// right; a tie between a child and its parent with a strictly smaller vertex around breaks it.
#include <cstdio>
#include <vector>
using namespace std;
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<unsigned long long> a(n + 1);
    for (int i = 1; i <= n; i++) scanf("%llu", &a[i]);
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i + 1 < n; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    vector<int> order, par(n + 1, 0);
    order.push_back(1);
    par[1] = -1;
    for (size_t h = 0; h < order.size(); h++) {
        int v = order[h];
        for (int c : adj[v])
            if (c != par[v]) par[c] = v, order.push_back(c);
    }
    vector<int> down(n + 1, 0), good(n + 1, 0);
    for (int i = n - 1; i >= 1; i--) {
        int x = order[i], p = par[x];
        if (a[x] <= a[p] && !down[x]) down[p] = 1;
    }
    for (int v = 1; v <= n; v++)
        for (int c : adj[v])
            if (c != par[v] && a[c] < a[v] && !down[c]) good[v]++;
    for (int i = 1; i < n; i++) {
        int v = order[i], p = par[v];
        int vGood = a[v] < a[p] && !down[v];
        int up = good[p] - vGood > 0;
        if (a[p] < a[v] && !up) good[v]++;
    }
    bool first = true;
    for (int v = 1; v <= n; v++)
        if (good[v]) printf(first ? "%d" : " %d", v), first = false;
    printf("\n");
}
