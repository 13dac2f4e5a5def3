// stress: --beyond
// HDU 2486 (k-multiple dynamic subtraction) in unsigned 64-bit for the contract's extended
// domain, with the terms 1..k+1 kept implicit and the last b saturated as the contract says,
// but the separation test written `a_j * k < a_i` as in the judge-sized solutions: for a large
// k the product wraps (2k already for k >= 2^63), the pointer j runs too far and the terms
// after k + 3 come out wrong. Within the judge's bounds (k <= 10^5, n <= 10^8) nothing
// overflows, so this solution's rare class lies beyond them.
#include <cstdio>
#include <vector>
typedef unsigned long long ull;
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    for (int c = 1; c <= t; c++) {
        ull n, k;
        scanf("%llu %llu", &n, &k);
        printf("Case %d: ", c);
        if (n <= 1 || n - 1 <= k) { puts("lose"); continue; }
        std::vector<ull> a;  // the terms above k + 1
        // term(i): 1..k+1 for i <= k, then a[i - k - 1]
        ull j = 0, b = k + 2;
        while (b < n) {
            ull x = b + 1;
            a.push_back(x);
            while (j + 1 < k + 1 + a.size()) {
                ull next = j + 1 <= k ? j + 2 : a[j - k];
                if (next * k < x) j++; else break;
            }
            ull after = j + 1 <= k ? j + 2 : a[j - k];  // the term after a_j; b_j = after - 1
            b = x + (after - 1);
            if (b < x) b = ~0ULL;
        }
        if (!a.empty() && a.back() == n) { puts("lose"); continue; }
        ull rest = n, last = 0;
        for (size_t i = a.size(); i-- > 0 && rest > 0;)
            if (a[i] <= rest) { rest -= a[i]; last = a[i]; }
        if (rest > 0) last = rest - 1 <= k ? rest : 1;
        printf("%llu\n", last);
    }
    return 0;
}
