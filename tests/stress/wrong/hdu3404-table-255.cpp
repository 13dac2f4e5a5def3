// HDU 3404 (Turning Corners: the xor of the nim products x ⊗ y) with the usual recursive nim
// product, splitting a number into halves down to bytes, and a table of byte products filled by
// loops that stop one short (`< 255`): a product that meets the byte 255 anywhere in the
// recursion (x = 255, 511, 767, ..., or halves whose xor is 255) reads 0.
#include <cstdio>
typedef unsigned long long ull;
ull small[256][256];
bool ready = false;
// x ⊗ y for x, y below 2^bits (bits a power of two).
ull nim(ull x, ull y, int bits) {
    if (x <= 1 || y <= 1) return x * y;
    if (bits <= 8 && ready) return small[x][y];
    int h = bits / 2;
    ull low = (1ull << h) - 1;
    ull a = x >> h, b = x & low, c = y >> h, d = y & low;
    ull ac = nim(a, c, h), bd = nim(b, d, h), e = nim(a ^ b, c ^ d, h);
    return ((e ^ bd) << h) ^ bd ^ nim(ac, 1ull << (h - 1), h);
}
int main() {
    for (int x = 0; x < 255; x++)
        for (int y = 0; y < 255; y++) small[x][y] = nim(x, y, 8);
    ready = true;
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        ull v = 0;
        for (int i = 0; i < n; i++) {
            ull x, y;
            scanf("%llu %llu", &x, &y);
            v ^= nim(x, y, 16);
        }
        puts(v ? "Have a try, lxhgww." : "Don't waste your time.");
    }
    return 0;
}
