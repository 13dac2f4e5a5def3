#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k;
    cin >> n >> k;
    vector<int> a(n);
    map<int, int> where;
    for (int i = 0; i < n; i++) { cin >> a[i]; where[a[i]] = i; }
    for (int i = 0; i < n; i++) {
        auto it = where.find(k - a[i]);
        if (it != where.end()) {
            int j = it->second;
            cout << min(i, j) + 1 << " " << max(i, j) + 1 << endl;
            return 0;
        }
    }
    cout << -1 << endl;
}
