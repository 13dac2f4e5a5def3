#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    cin >> n;
    vector<vector<int>> g(n + 1);
    for (int i = 1; i < n; i++) { int a, b; cin >> a >> b; g[a].push_back(b); g[b].push_back(a); }
    vector<int> d(n + 1, -1);
    queue<int> q;
    q.push(1); d[1] = 0;
    while (!q.empty()) {
        int x = q.front(); q.pop();
        for (int y : g[x]) if (d[y] == -1) { d[y] = d[x] + 1; q.push(y); }
    }
    cout << *max_element(d.begin(), d.end()) << endl;
}
