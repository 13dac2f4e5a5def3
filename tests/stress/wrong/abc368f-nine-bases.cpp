// stress: --beyond
// AtCoder ABC368 F (the xor of Omega(A_i), prime factors with multiplicity) with a popular
// 64-bit factoring template: trial division, Miller–Rabin with the first nine prime bases
// 2, 3, ..., 23 ("deterministic for 64 bits"), Pollard's rho, products in __int128. The nine
// bases are exact only below 3825123056546413051 = 149491 · 747451 · 34233211, which passes all
// of them: that number is called prime (Omega 1, not 3). Within the judge's bounds (A <= 10^5)
// trial division alone decides, so the rare class lies beyond them.
#include <cstdio>
typedef unsigned long long ull;
typedef unsigned __int128 u128;
ull mulmod(ull a, ull b, ull n) { return (u128)a * b % n; }
ull powmod(ull a, ull e, ull n) {
    ull r = 1;
    for (a %= n; e; e >>= 1, a = mulmod(a, a, n))
        if (e & 1) r = mulmod(r, a, n);
    return r;
}
bool is_prime(ull n) {
    if (n < 2) return false;
    static const ull bases[] = {2, 3, 5, 7, 11, 13, 17, 19, 23};
    for (ull p : bases)
        if (n % p == 0) return n == p;
    ull d = n - 1;
    int s = 0;
    while (d % 2 == 0) d /= 2, s++;
    for (ull a : bases) {
        ull x = powmod(a, d, n);
        if (x == 1 || x == n - 1) continue;
        bool composite = true;
        for (int i = 1; i < s && composite; i++) {
            x = mulmod(x, x, n);
            if (x == n - 1) composite = false;
        }
        if (composite) return false;
    }
    return true;
}
ull gcd(ull a, ull b) { return b ? gcd(b, a % b) : a; }
ull rho(ull n) {
    if (n % 2 == 0) return 2;
    for (ull c = 1;; c++) {
        ull x = 2, y = 2, d = 1;
        while (d == 1) {
            x = (mulmod(x, x, n) + c) % n;
            y = (mulmod(y, y, n) + c) % n;
            y = (mulmod(y, y, n) + c) % n;
            d = gcd(x > y ? x - y : y - x, n);
        }
        if (d != n) return d;
    }
}
int omega(ull n) {
    if (n == 1) return 0;
    int count = 0;
    for (ull p = 2; p < 100 && p * p <= n; p++)
        while (n % p == 0) n /= p, count++;
    if (n == 1) return count;
    if (is_prime(n)) return count + 1;
    ull d = rho(n);
    return count + omega(d) + omega(n / d);
}
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    int x = 0;
    for (int i = 0; i < n; i++) {
        ull a;
        scanf("%llu", &a);
        x ^= omega(a);
    }
    puts(x ? "Anna" : "Bruno");
    return 0;
}
