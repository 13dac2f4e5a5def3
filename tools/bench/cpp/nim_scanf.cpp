// hdu2176 (Nim, print the winning moves) the way a contest solution reads and writes: scanf and
// printf. The first player wins when the XOR x of the piles is not 0; the winning moves take a
// pile a down to a ^ x, which is a move exactly when a ^ x < a.
#include <cstdio>

static int pile[200000];

int main() {
    int m;
    while (scanf("%d", &m) == 1 && m > 0) {
        int x = 0;
        for (int i = 0; i < m; i++) {
            scanf("%d", &pile[i]);
            x ^= pile[i];
        }
        if (x == 0) {
            puts("No");
            continue;
        }
        puts("Yes");
        for (int i = 0; i < m; i++)
            if ((pile[i] ^ x) < pile[i]) printf("%d %d\n", pile[i], pile[i] ^ x);
    }
    return 0;
}
