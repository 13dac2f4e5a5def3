// Kayles as a program for the game lab (docs/lab.md): reads N, prints the options of every row
// of 0 .. N-1 pins. Knocking down one pin or two neighbours leaves two rows, a + b: a sum.
#include <cstdio>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 1;
    for (int h = 0; h < n; ++h) {
        std::printf("%d:", h);
        for (int take = 1; take <= 2 && take <= h; ++take)
            for (int a = 0; a <= (h - take) / 2; ++a)
                std::printf(" %d+%d", a, h - take - a);
        std::printf("\n");
    }
}
