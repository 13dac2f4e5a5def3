#include <bits/stdc++.h>
using namespace std;
int h, w;
vector<string> g;
bool seen[55][55];
int main() {
    cin >> h >> w;
    g.resize(h);
    for (auto &s : g) cin >> s;
    int ans = 0;
    for (int i = 0; i < h; i++)
        for (int j = 0; j < w; j++) {
            if (g[i][j] != '#' || seen[i][j]) continue;
            ans++;
            queue<pair<int, int>> q;
            q.push({i, j});
            seen[i][j] = true;
            while (!q.empty()) {
                auto [x, y] = q.front();
                q.pop();
                for (int dx = -1; dx <= 1; dx++)
                    for (int dy = -1; dy <= 1; dy++) {
                        int nx = x + dx, ny = y + dy;
                        if (nx < 0 || ny < 0 || nx >= h || ny >= w) continue;
                        if (g[nx][ny] == '#' && !seen[nx][ny]) { seen[nx][ny] = true; q.push({nx, ny}); }
                    }
            }
        }
    cout << ans << endl;
}
