// HDU 3094 (Hackenbush on a tree) reading each edge `I J` as parent I, child J. The samples
// pass (every edge there happens to be written parent first), and so does any input written
// that way; an edge given child first hangs a subtree in the wrong place, or drops it.
#include <cstdio>
#include <vector>
using namespace std;
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        vector<vector<int> > kids(n + 1);
        for (int i = 1; i < n; i++) {
            int a, b;
            scanf("%d %d", &a, &b);
            kids[a].push_back(b);
        }
        // Children after parents in a breadth-first order from 1, then values bottom up.
        vector<int> order(1, 1), parent(n + 1, 0), g(n + 1, 0);
        for (size_t h = 0; h < order.size(); h++)
            for (size_t k = 0; k < kids[order[h]].size(); k++) {
                int c = kids[order[h]][k];
                parent[c] = order[h];
                order.push_back(c);
            }
        for (size_t h = order.size(); h-- > 1;) g[parent[order[h]]] ^= g[order[h]] + 1;
        puts(g[1] ? "Alice" : "Bob");
    }
    return 0;
}
