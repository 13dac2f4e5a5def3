#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    cin >> n;
    int good = 0;
    for (int i = 0; i < n; i++) {
        int k;
        cin >> k;
        vector<int> a(k);
        for (auto &x : a) cin >> x;
        bool ok = true;
        for (int p = 0; p + 1 < k; p++)
            if (a[p] == a[p + 1]) ok = false;
        good += ok;
    }
    cout << good << "\n";
}
