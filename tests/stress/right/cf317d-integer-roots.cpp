// Codeforces 317D, right: as wrong/cf317d-pow-root.cpp, but each floating-point root is
// corrected by integer powers (down while r^s > n, up while (r + 1)^s <= n).
#include <cmath>
#include <cstdio>
#include <vector>
typedef long long ll;
const int sg[32] = {0, 1, 2, 1, 4, 3, 2, 1, 5, 6, 2, 1, 8, 7, 5, 9,
                    8, 7, 3, 4, 7, 4, 2, 1, 10, 9, 3, 6, 11, 12, 14, 13};
// Whether r^s <= n, without overflow.
bool fits(ll r, int s, ll n) {
    ll p = 1;
    for (int i = 0; i < s; i++) {
        if (p > n / r) return false;
        p *= r;
    }
    return true;
}
ll iroot(ll n, int s) {
    ll r = (ll)pow((double)n, 1.0 / s);
    if (r < 1) r = 1;
    while (r > 1 && !fits(r, s, n)) r--;
    while (fits(r + 1, s, n)) r++;
    return r;
}
int main() {
    ll n;
    if (scanf("%lld", &n) != 1) return 0;
    ll r2 = iroot(n, 2);
    std::vector<char> power(r2 + 2, 0);
    std::vector<ll> q(r2 + 2, 0);
    for (ll b = 2; b * b <= r2; b++)
        if (!power[b])
            for (ll p = b * b; p <= r2; p *= b) power[p] = 1;
    for (ll m = 2; m <= r2; m++) q[m] = q[m - 1] + !power[m];
    ll root[32];
    for (int s = 2; s <= 30; s++) root[s] = iroot(n, s);
    root[31] = 1;
    int x = 0;
    ll covered = 0;
    for (int s = 2; s <= 30; s++) {
        ll chains = q[root[s]] - q[root[s + 1]];
        if (chains & 1) x ^= sg[s];
        covered += chains * s;
    }
    x ^= (n - covered) & 1;
    puts(x ? "Vasya" : "Petya");
    return 0;
}
