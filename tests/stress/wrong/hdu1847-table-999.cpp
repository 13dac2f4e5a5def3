// HDU 1847 with a win/lose table filled by a loop that stops one short: the table has room for
// n = 1000, but the loop runs `i < 1000`, so a pile of exactly 1000 (the judge's largest) reads
// the untouched `false` and the winner is named wrong.
#include <cstdio>
bool win[1001];
int main() {
    for (int i = 1; i < 1000; i++)
        for (int p = 1; p <= i; p <<= 1)
            if (!win[i - p]) { win[i] = true; break; }
    int n;
    while (scanf("%d", &n) == 1) puts(win[n] ? "Kiki" : "Cici");
    return 0;
}
