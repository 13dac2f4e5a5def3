// stress: --beyond
// Codeforces 1147 C (Bob wins iff more than n/2 piles hold the least pile), with the piles read
// into unsigned int: the judge's a_i <= 50 fit with room to spare. Beyond the judge a pile of
// 2^32 or more keeps only its low 32 bits, so 4294967296 reads as an empty pile, and the count
// of least piles changes whenever piles that differ agree below bit 32 (or one wraps below the
// true least): 4294967296 0 is Alice's, read as two empty piles it is Bob's.
#include <cstdio>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    unsigned least = ~0u;
    int count = 0;
    for (int i = 0; i < n; i++) {
        unsigned long long x;
        scanf("%llu", &x);
        unsigned v = x;
        if (v < least) least = v, count = 1;
        else if (v == least) count++;
    }
    puts(count > n / 2 ? "Bob" : "Alice");
    return 0;
}
