#include <bits/stdc++.h>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    int q;
    cin >> q;
    set<long long> s;
    while (q--) {
        int t; long long x;
        cin >> t;
        if (t == 1) { cin >> x; s.insert(x); }
        else if (t == 2) { cin >> x; s.erase(x); }
        else cout << (s.empty() ? 0 : *s.rbegin()) << "\n";
    }
}
