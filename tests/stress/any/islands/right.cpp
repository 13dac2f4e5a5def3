#include <bits/stdc++.h>
using namespace std;
int main() {
    int h, w;
    cin >> h >> w;
    vector<string> g(h);
    for (auto &s : g) cin >> s;
    vector<vector<char>> seen(h, vector<char>(w, 0));
    int ans = 0;
    for (int i = 0; i < h; i++)
        for (int j = 0; j < w; j++) {
            if (g[i][j] != '#' || seen[i][j]) continue;
            ans++;
            vector<pair<int, int>> st{{i, j}};
            seen[i][j] = 1;
            while (!st.empty()) {
                auto [x, y] = st.back();
                st.pop_back();
                const int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
                for (int d = 0; d < 4; d++) {
                    int nx = x + dx[d], ny = y + dy[d];
                    if (nx < 0 || ny < 0 || nx >= h || ny >= w) continue;
                    if (g[nx][ny] == '#' && !seen[nx][ny]) { seen[nx][ny] = 1; st.push_back({nx, ny}); }
                }
            }
        }
    cout << ans << "\n";
}
