// HDU 1730 (Northcott) deciding by the parity of the total gap instead of the xor of the gaps.
// The samples pass (gaps 0 0 0, then 0 1 0), and so does every board whose xor is 0 or whose
// total is odd; a board with one gap of 2, or gaps 1 and 3, is a win called a loss.
#include <cstdio>
#include <cstdlib>
int main() {
    int n, m;
    while (scanf("%d %d", &n, &m) == 2) {
        int sum = 0;
        for (int i = 0; i < n; i++) {
            int t, j;
            scanf("%d %d", &t, &j);
            sum += abs(t - j) - 1;
        }
        puts(sum % 2 ? "I WIN!" : "BAD LUCK!");
    }
    return 0;
}
