#include <bits/stdc++.h>
using namespace std;
int main() {
    long long n, m;
    while (cin >> n >> m && n != 0) cout << n * m + n + m << "\n";
}
