// Library Checker nim_product_64 the way a contest solution reads and writes: scanf and printf.
// The product halves the width at each level (Karatsuba-like, three products of half width, and
// one by the half-width Fermat 2-power's half, 2^(h-1)), down to a 256 x 256 table of byte
// products built the same way once.
#include <cstdio>

typedef unsigned long long u64;

static unsigned char small[256][256];
static bool ready;

static u64 product(u64 a, u64 b, int width) {
    if (width <= 8 && ready) return small[a][b];
    if (a < 2 || b < 2) return a * b;
    int h = width / 2;
    u64 mask = (1ULL << h) - 1;
    u64 a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    u64 low = product(a0, b0, h);
    u64 high = product(a1, b1, h);
    u64 mixed = product(a0 ^ a1, b0 ^ b1, h);
    // (a1 F + a0)(b1 F + b0) with F * F = F + F / 2: the F part is mixed - low, the rest is
    // low + high * (F / 2).
    return ((mixed ^ low) << h) | (low ^ product(high, 1ULL << (h - 1), h));
}

int main() {
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) small[a][b] = (unsigned char)product(a, b, 8);
    ready = true;
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        u64 a, b;
        scanf("%llu %llu", &a, &b);
        printf("%llu\n", product(a, b, 64));
    }
    return 0;
}
