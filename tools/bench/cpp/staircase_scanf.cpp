// poj1704 (Georgia and Bob) the way a contest solution reads and writes: scanf and printf. Sorted,
// the chessmen pair up from the right; the gaps in front of the right chessman of each pair (the
// free cells between it and its left neighbour, or the board's edge) are a game of Nim, and the
// other gaps do not matter (a move that widens one can be undone). Georgia, first, wins when the
// XOR of those gaps is not 0.
#include <algorithm>
#include <cstdio>

static int cell[1000];

int main() {
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    while (cases-- > 0) {
        int n;
        if (scanf("%d", &n) != 1) break;
        for (int i = 0; i < n; i++) scanf("%d", &cell[i]);
        std::sort(cell, cell + n);
        int x = 0;
        for (int right = n - 1; right >= 0; right -= 2) {
            int left_edge = right > 0 ? cell[right - 1] : 0;
            x ^= cell[right] - left_edge - 1;
        }
        puts(x != 0 ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
