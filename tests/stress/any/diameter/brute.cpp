// A BFS from every vertex: the largest distance seen. O(N^2).
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<std::vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u].push_back(v);
        adj[v].push_back(u);
    }
    int best = 0;
    for (int s = 1; s <= n; s++) {
        std::vector<int> dist(n + 1, -1), queue{s};
        dist[s] = 0;
        for (size_t k = 0; k < queue.size(); k++)
            for (int y : adj[queue[k]])
                if (dist[y] < 0) { dist[y] = dist[queue[k]] + 1; queue.push_back(y); }
        for (int v = 1; v <= n; v++) if (dist[v] > best) best = dist[v];
    }
    printf("%d\n", best);
}
