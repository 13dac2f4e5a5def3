#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    while (cin >> n) {
        vector<long long> a(n);
        for (auto &x : a) cin >> x;
        cout << *max_element(a.begin(), a.end()) << "\n";
    }
}
