// luogu6560 (a token on a graph with cycles; moving onto the target wins) the way a contest
// solution reads and writes: scanf and printf, the reverse graph in linked lists, and one
// retrograde pass per query with out-degree counters.
#include <cstdio>
#include <cstring>

const int N = 100005, M = 500005;
static int head[N], nxt[M], to[M], outdeg[N], left_[N], state[N], queue_[N];

int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 0;
    memset(head, -1, sizeof head);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        to[i] = u;  // the reverse arc v -> u
        nxt[i] = head[v];
        head[v] = i;
        outdeg[u]++;
    }
    while (q--) {
        int x, y;
        scanf("%d %d", &x, &y);
        // state: 0 unknown (a draw if it stays so), 1 won, -1 lost, for the player to move.
        memset(state, 0, sizeof(int) * (n + 1));
        memcpy(left_, outdeg, sizeof(int) * (n + 1));
        int qh = 0, qt = 0;
        state[y] = -1;
        queue_[qt++] = y;
        for (int v = 1; v <= n; v++)
            if (v != y && outdeg[v] == 0) state[v] = -1, queue_[qt++] = v;
        while (qh < qt) {
            int w = queue_[qh++];
            for (int e = head[w]; e != -1; e = nxt[e]) {
                int u = to[e];
                if (state[u] != 0) continue;
                if (state[w] == -1) state[u] = 1, queue_[qt++] = u;
                else if (--left_[u] == 0) state[u] = -1, queue_[qt++] = u;
            }
        }
        printf("%d\n", state[x]);
    }
    return 0;
}
