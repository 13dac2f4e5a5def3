// HDU 2897 (take p..q, fewer than p must be taken, the last coin loses) with the losing band
// taken as 1..p-1 ("fewer than p: forced to take the last coin") instead of 1..p: at exactly
// r = n % (p + q) = p every take also takes the last coin, so that n loses too. The samples
// (7 2 4: r = 1; 6 2 4: r = 0) never meet r = p.
#include <cstdio>
int main() {
    int n, p, q;
    while (scanf("%d %d %d", &n, &p, &q) == 3) {
        int r = n % (p + q);
        puts(r >= 1 && r < p ? "LOST" : "WIN");
    }
    return 0;
}
