// HDU 2147 (kiki's game) by a win/lose table over the board instead of the parity rule, filled
// by loops that stop one short: `i < 2000`, so a board with 2000 rows or columns (the judge's
// largest) reads the untouched `false` and kiki's win is called a loss.
#include <cstdio>
bool win[2001][2001];  // win[i][j]: the player to move wins with the coin i rows, j columns away
int main() {
    for (int i = 1; i < 2000; i++)
        for (int j = 1; j < 2000; j++) {
            if (i == 1 && j == 1) continue;
            bool w = false;
            if (i > 1 && !win[i - 1][j]) w = true;
            if (j > 1 && !win[i][j - 1]) w = true;
            if (i > 1 && j > 1 && !win[i - 1][j - 1]) w = true;
            win[i][j] = w;
        }
    int n, m;
    while (scanf("%d %d", &n, &m) == 2 && (n || m)) puts(win[n][m] ? "Wonderful!" : "What a pity!");
    return 0;
}
