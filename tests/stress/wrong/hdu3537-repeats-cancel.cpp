// HDU 3537 (Mock Turtles: a head at x is worth the x-th odious number, 2x or 2x + 1) with the
// values xored over the positions as they are listed. The statement warns that a coin may be
// described twice or more; it is still one head, but here two mentions cancel (`2\n5 5` gives
// "Yes" instead of "No").
#include <cstdio>
typedef unsigned long long ull;
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        ull x = 0;
        for (int i = 0; i < n; i++) {
            ull a;
            scanf("%llu", &a);
            x ^= 2 * a + (__builtin_popcountll(a) % 2 == 0);
        }
        puts(x ? "No" : "Yes");
    }
    return 0;
}
