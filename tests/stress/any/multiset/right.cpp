#include <bits/stdc++.h>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int q;
    cin >> q;
    multiset<long long> s;
    while (q--) {
        int t; long long x;
        cin >> t;
        if (t == 1) { cin >> x; s.insert(x); }
        else if (t == 2) { cin >> x; s.erase(s.find(x)); }
        else cout << *s.rbegin() << "\n";
    }
}
