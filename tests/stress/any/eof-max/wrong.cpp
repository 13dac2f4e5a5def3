#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    long long best = 0;
    while (cin >> n) {
        for (int i = 0; i < n; i++) {
            long long x;
            cin >> x;
            best = max(best, x);
        }
        cout << best << "\n";
    }
}
