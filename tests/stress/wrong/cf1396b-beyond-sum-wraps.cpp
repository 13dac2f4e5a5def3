// stress: --beyond
// Codeforces 1396 B (Stoned Game) with the total in 64 bits, as accepted solutions keep it
// (the judge's total is at most 10^4): right on every judge input, and beyond it right on a
// single huge pile too, but three piles such as 2^64 - 1, 2^64 - 1, 4 wrap the total to 2 and
// make the largest pile look like more than all the others.
#include <cstdio>
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        unsigned long long n, s = 0, m = 0;
        scanf("%llu", &n);
        for (unsigned long long i = 0; i < n; i++) {
            unsigned long long a;
            scanf("%llu", &a);
            s += a;
            if (a > m) m = a;
        }
        puts(m > s - m || s % 2 == 1 ? "T" : "HL");
    }
    return 0;
}
