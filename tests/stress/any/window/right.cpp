#include <bits/stdc++.h>
using namespace std;
int main() {
    int n, k;
    cin >> n >> k;
    vector<long long> pre(n + 1, 0);
    for (int i = 0; i < n; i++) { long long x; cin >> x; pre[i + 1] = pre[i] + x; }
    long long best = pre[k];
    for (int i = k; i <= n; i++) best = max(best, pre[i] - pre[i - k]);
    cout << best << "\n";
}
