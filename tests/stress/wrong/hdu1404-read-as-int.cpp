// HDU 1404 with the right table of the numbers below 10^6 (forward marking from each P-position),
// but each string read with `%d`: its leading zeros are lost, so `000123` is answered as `123`.
// A string with a leading zero is always a win (erase that zero and all after it); this gets it
// right only when the number left is 0 or a win itself, and says `No` to `01` or `0123`.
#include <cstdio>
bool win[1000000];
int main() {
    for (int i = 1; i < 1000000; i++) {
        if (win[i]) continue;
        for (int place = 1; place <= i; place *= 10)
            for (int d = i / place % 10 + 1; d <= 9; d++) win[i + (d - i / place % 10) * place] = true;
        for (long long start = i * 10LL, count = 1; start < 1000000; start *= 10, count *= 10)
            for (long long j = start; j < start + count; j++) win[j] = true;
    }
    int n;
    while (scanf("%d", &n) == 1) puts(n == 0 || win[n] ? "Yes" : "No");
    return 0;
}
