// stress: --beyond
// Luogu P6560 (a token on a graph with cycles) reading the edges into a reverse graph and
// dropping self-loops, as a vertex "cannot move onto itself usefully". The samples have no
// loops and pass, as does every input without one; a vertex whose only move is its loop, or
// whose other moves all hand the opponent a win, is a draw (the loop passes the same choice
// back) but comes out lost.
#include <cstdio>
#include <vector>
#include <map>
using namespace std;
int main() {
    unsigned long long n;
    int m, q;
    scanf("%llu %d %d", &n, &m, &q);
    map<unsigned long long, int> id;
    vector<pair<int, int> > edges;
    for (int i = 0; i < m; i++) {
        unsigned long long u, v;
        scanf("%llu %llu", &u, &v);
        if (!id.count(u)) id[u] = id.size();
        if (!id.count(v)) id[v] = id.size();
        if (u != v) edges.push_back(make_pair(id[u], id[v]));
    }
    int k = id.size() + 1;
    vector<vector<int> > back(k);
    vector<int> deg(k, 0);
    for (size_t i = 0; i < edges.size(); i++) {
        back[edges[i].second].push_back(edges[i].first);
        deg[edges[i].first]++;
    }
    while (q--) {
        unsigned long long x, y;
        scanf("%llu %llu", &x, &y);
        int s = id.count(x) ? id[x] : k - 1, t = id.count(y) ? id[y] : k - 1;
        vector<int> d = deg, f(k, 0), queue;
        f[t] = -1;
        queue.push_back(t);
        for (int v = 0; v < k; v++)
            if (!deg[v] && v != t) f[v] = -1, queue.push_back(v);
        for (size_t h = 0; h < queue.size(); h++) {
            int w = queue[h];
            for (size_t j = 0; j < back[w].size(); j++) {
                int u = back[w][j];
                if (f[u]) continue;
                if (f[w] == -1) f[u] = 1, queue.push_back(u);
                else if (--d[u] == 0) f[u] = -1, queue.push_back(u);
            }
        }
        printf("%d\n", s == t ? -1 : f[s]);
    }
    return 0;
}
