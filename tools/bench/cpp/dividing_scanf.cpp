// AtCoder ABC368 F (Dividing Game) the way a contest solution factors 64-bit numbers: trial
// division by the primes below 128, Miller–Rabin with the twelve prime bases 2..37, Pollard's
// rho in Brent's form with batched gcds, products modulo n through unsigned __int128; scanf and
// puts. Anna wins when the xor of Omega(A_i) is not 0.
#include <cstdio>
#include <utility>

typedef unsigned long long u64;
typedef unsigned __int128 u128;

static const u64 small_primes[] = {2,  3,  5,  7,  11, 13, 17, 19, 23,  29,  31,  37,  41,  43,  47, 53,
                                   59, 61, 67, 71, 73, 79, 83, 89, 97, 101, 103, 107, 109, 113, 127};

static u64 mulmod(u64 a, u64 b, u64 n) { return (u64)((u128)a * b % n); }

static u64 powmod(u64 a, u64 e, u64 n) {
    u64 r = 1;
    for (a %= n; e; e >>= 1, a = mulmod(a, a, n))
        if (e & 1) r = mulmod(r, a, n);
    return r;
}

// n odd, above 127, with no prime factor below 128.
static bool is_prime(u64 n) {
    if (n < 128 * 128) return true;
    u64 d = n - 1;
    int s = 0;
    while (d % 2 == 0) d /= 2, s++;
    for (int i = 0; i < 12; i++) {
        u64 x = powmod(small_primes[i], d, n);
        if (x == 1 || x == n - 1) continue;
        bool composite = true;
        for (int r = 1; r < s && composite; r++) {
            x = mulmod(x, x, n);
            if (x == n - 1) composite = false;
        }
        if (composite) return false;
    }
    return true;
}

static u64 gcd(u64 a, u64 b) {
    while (b) a %= b, std::swap(a, b);
    return a;
}

static u64 rho(u64 n) {
    for (u64 c = 1;; c++) {
        u64 y = 2, x = 2, ys = 2, q = 1, g = 1;
        for (u64 r = 1; g == 1; r *= 2) {
            x = y;
            for (u64 i = 0; i < r; i++) y = (mulmod(y, y, n) + c) % n;
            for (u64 k = 0; k < r && g == 1; k += 128) {
                ys = y;
                for (u64 i = 0; i < 128 && i < r - k; i++) {
                    y = (mulmod(y, y, n) + c) % n;
                    q = mulmod(q, x > y ? x - y : y - x, n);
                }
                g = gcd(q, n);
            }
        }
        if (g == n) {
            do {
                ys = (mulmod(ys, ys, n) + c) % n;
                g = gcd(x > ys ? x - ys : ys - x, n);
            } while (g == 1);
        }
        if (g != n) return g;
    }
}

static int omega_large(u64 n) {
    if (n == 1) return 0;
    if (is_prime(n)) return 1;
    u64 d = rho(n);
    return omega_large(d) + omega_large(n / d);
}

static int omega(u64 n) {
    int count = 0;
    for (int i = 0; i < 31; i++)
        while (n % small_primes[i] == 0) n /= small_primes[i], count++;
    return count + omega_large(n);
}

int main() {
    long long n;
    if (scanf("%lld", &n) != 1) return 0;
    int x = 0;
    for (long long i = 0; i < n; i++) {
        u64 a;
        if (scanf("%llu", &a) != 1) return 1;
        x ^= omega(a);
    }
    puts(x ? "Anna" : "Bruno");
    return 0;
}
