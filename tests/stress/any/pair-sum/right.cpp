#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k;
    cin >> n >> k;
    unordered_map<int, int> seen;
    for (int j = 0; j < n; j++) {
        int x;
        cin >> x;
        auto it = seen.find(k - x);
        if (it != seen.end()) { cout << it->second + 1 << " " << j + 1 << "\n"; return 0; }
        seen.emplace(x, j);
    }
    cout << -1 << "\n";
}
