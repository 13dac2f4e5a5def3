#include <bits/stdc++.h>
using namespace std;
int n;
vector<vector<int>> g;
pair<int, int> far(int s) {
    vector<int> d(n + 1, -1);
    vector<int> q{s};
    d[s] = 0;
    for (size_t k = 0; k < q.size(); k++)
        for (int y : g[q[k]]) if (d[y] < 0) { d[y] = d[q[k]] + 1; q.push_back(y); }
    int best = s;
    for (int v = 1; v <= n; v++) if (d[v] > d[best]) best = v;
    return {best, d[best]};
}
int main() {
    scanf("%d", &n);
    g.assign(n + 1, {});
    for (int i = 1; i < n; i++) { int a, b; scanf("%d %d", &a, &b); g[a].push_back(b); g[b].push_back(a); }
    printf("%d\n", far(far(1).first).second);
}
