// HDU 3595 (Every-SG over Euclid's game) with the free-choice branch recursing on (y - x, x)
// instead of (y mod x, x): a single game's winner is still right (the step's parity does not
// change), but the step itself is too long, and with several games the largest step can be
// the wrong one.
#include <cstdio>
#include <algorithm>
int step(int x, int y) {
    if (x > y) std::swap(x, y);
    if (y % x == 0) return 1;
    if (y < 2 * x) return step(y - x, x) + 1;
    int t = step(y - x, x);
    return t % 2 ? t + 2 : t + 1;
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int best = 0;
        for (int i = 0; i < n; i++) {
            int p, q;
            scanf("%d %d", &p, &q);
            best = std::max(best, step(p, q));
        }
        puts(best % 2 ? "MM" : "GG");
    }
    return 0;
}
