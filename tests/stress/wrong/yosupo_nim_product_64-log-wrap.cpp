// Library Checker nim_product_64 with the recursive nim product (halves down to 16 bits) and
// 16-bit products by logarithms to a generator of the field of order 2^16. The sum of two
// logarithms is reduced with `> 65535` instead of `>= 65535`, so a sum of exactly 65535 (two
// 16-bit pieces that are each other's inverse, whose product is 1) reads the one entry of the
// exp table never filled, 0.
#include <cstdio>
typedef unsigned long long ull;
const int ORDER = 65535;  // the multiplicative group of the field of order 2^16
unsigned lg[65536], ex[65536];
bool ready = false;
ull nim(ull x, ull y, int bits) {
    if (x <= 1 || y <= 1) return x * y;
    if (bits == 16 && ready) {
        unsigned s = lg[x] + lg[y];
        if (s > ORDER) s -= ORDER;
        return ex[s];
    }
    int h = bits / 2;
    ull low = (1ull << h) - 1;
    ull a = x >> h, b = x & low, c = y >> h, d = y & low;
    ull ac = nim(a, c, h), bd = nim(b, d, h), e = nim(a ^ b, c ^ d, h);
    return ((e ^ bd) << h) ^ bd ^ nim(ac, 1ull << (h - 1), h);
}
int main() {
    // 258 generates the group (258^(ORDER / p) != 1 for p = 3, 5, 17, 257): the least that
    // does, found once by trying 2, 3, ... that way.
    const ull g = 258;
    ull v = 1;
    for (int i = 0; i < ORDER; i++) {
        ex[i] = v;
        lg[v] = i;
        v = nim(v, g, 16);
    }
    ready = true;
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        ull a, b;
        scanf("%llu %llu", &a, &b);
        printf("%llu\n", nim(a, b, 64));
    }
    return 0;
}
