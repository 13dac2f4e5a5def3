// A plain list: erase the first copy found, the maximum by a scan.
#include <cstdio>
#include <vector>
int main() {
    int q;
    if (scanf("%d", &q) != 1) return 1;
    std::vector<long long> in;
    while (q--) {
        int t;
        long long x;
        scanf("%d", &t);
        if (t == 1) { scanf("%lld", &x); in.push_back(x); }
        else if (t == 2) {
            scanf("%lld", &x);
            for (size_t k = 0; k < in.size(); k++) if (in[k] == x) { in.erase(in.begin() + k); break; }
        } else {
            long long best = in[0];
            for (long long y : in) if (y > best) best = y;
            printf("%lld\n", best);
        }
    }
}
