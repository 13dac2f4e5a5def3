// hdu1524 (chessmen on a DAG) the way a contest solution reads and writes: scanf and printf,
// adjacency vectors and memoised Sprague-Grundy values by depth-first search (at most 1000
// positions at the judge, so the recursion is at most 1000 deep).
#include <cstdio>
#include <cstring>
#include <vector>

static std::vector<int> out[1000];
static int sg[1000];

static int grundy(int v) {
    if (sg[v] >= 0) return sg[v];
    std::vector<char> seen(out[v].size() + 1, 0);
    for (int w : out[v]) {
        int g = grundy(w);
        if (g < (int)seen.size()) seen[g] = 1;
    }
    int g = 0;
    while (seen[g]) g++;
    return sg[v] = g;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1 && n > 0) {
        for (int i = 0; i < n; i++) {
            int x;
            scanf("%d", &x);
            out[i].resize(x);
            for (int j = 0; j < x; j++) scanf("%d", &out[i][j]);
        }
        memset(sg, -1, sizeof sg);
        int m;
        while (scanf("%d", &m) == 1 && m > 0) {
            int x = 0;
            for (int i = 0; i < m; i++) {
                int p;
                scanf("%d", &p);
                x ^= grundy(p);
            }
            puts(x ? "WIN" : "LOSE");
        }
    }
    return 0;
}
