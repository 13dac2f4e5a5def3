// POJ 2348 (Euclid's game) without the `a % b == 0` test: a free choice is recognised only by
// a >= 2b. Every chain of forced moves still ends in a free choice, except when the two numbers
// start equal: then the forced move makes 0, and the loop's end test names the wrong player.
#include <cstdio>
#include <algorithm>
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        int stan = 1;
        while (true) {
            if (a < b) std::swap(a, b);
            if (b == 0 || a / b >= 2) break;
            a -= b;
            stan ^= 1;
        }
        puts(stan ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
