#include <bits/stdc++.h>
using namespace std;
int main() {
    string s;
    cin >> s;
    int n = s.size();
    long long ans = 0;
    for (int c = 0; c < n; c++) {
        int l = c, r = c;
        while (l >= 0 && r < n && s[l] == s[r]) { ans++; l--; r++; }
    }
    cout << ans << endl;
}
