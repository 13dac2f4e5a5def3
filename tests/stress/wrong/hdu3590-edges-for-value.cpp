// HDU 3590 (PP and QQ) with the Anti-SG test "some tree is worth more than 1" read as "some tree
// has more than one edge", the misère-Nim habit of "a heap of 2 or more". The samples pass
// (their trees are single edges), and so does every forest whose big trees are worth 2 or
// more; a tree with several edges worth 0 or 1 (a star, two equal arms) flips the answer.
#include <cstdio>
#include <vector>
using namespace std;
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int x = 0;
        bool big = false;
        for (int t = 0; t < n; t++) {
            int m;
            scanf("%d", &m);
            vector<vector<int> > adj(m + 1);
            for (int i = 1; i < m; i++) {
                int a, b;
                scanf("%d %d", &a, &b);
                adj[a].push_back(b);
                adj[b].push_back(a);
            }
            vector<int> order(1, 1), parent(m + 1, 0), g(m + 1, 0);
            parent[1] = -1;
            for (size_t h = 0; h < order.size(); h++)
                for (size_t k = 0; k < adj[order[h]].size(); k++) {
                    int c = adj[order[h]][k];
                    if (c != parent[order[h]]) {
                        parent[c] = order[h];
                        order.push_back(c);
                    }
                }
            for (size_t h = order.size(); h-- > 1;) g[parent[order[h]]] ^= g[order[h]] + 1;
            x ^= g[1];
            if (m - 1 > 1) big = true;
        }
        puts((x != 0 && big) || (x == 0 && !big) ? "PP" : "QQ");
    }
    return 0;
}
