// POJ 2311 with the reduced game's table (pieces of at least 2 x 2) filled by loops that stop
// one short: the array has room for side 200, but `w < 200` and `h < 200` leave every sheet
// with a side of exactly 200 (the judge's largest) at the untouched 0, so it reads as LOSE.
#include <cstdio>
#include <cstring>
int g[201][201];
int main() {
    for (int w = 2; w < 200; w++)
        for (int h = 2; h < 200; h++) {
            bool seen[64];
            memset(seen, 0, sizeof seen);
            for (int i = 2; i <= w - 2; i++) seen[g[i][h] ^ g[w - i][h]] = true;
            for (int j = 2; j <= h - 2; j++) seen[g[w][j] ^ g[w][h - j]] = true;
            int v = 0;
            while (seen[v]) v++;
            g[w][h] = v;
        }
    int w, h;
    while (scanf("%d %d", &w, &h) == 2) puts(g[w][h] ? "WIN" : "LOSE");
    return 0;
}
