#include <bits/stdc++.h>
using namespace std;
int main() {
    int t;
    cin >> t;
    while (t--) {
        int n;
        cin >> n;
        vector<int> a(n);
        for (auto &x : a) cin >> x;
        int ans = 0;
        for (int i = 1; i < n; i++) if (a[i] == a[i - 1]) ans++;
        cout << ans << "\n";
    }
}
