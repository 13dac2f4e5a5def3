// HDU 2176 taking a pile a only when a xor x < x (x the xor of all piles), the test a public
// solution uses: a pile can be lowered to a xor x exactly when a xor x < a, and the two tests
// differ whenever a's top bit is x's top bit but a < x (piles 2 and 3: x = 1, and 3 -> 2 is
// missed). The moves may come in any order, once or repeated (the checker), so only a missing
// or a wrong move is wrong.
#include <cstdio>
#include <vector>
int main() {
    int m;
    while (scanf("%d", &m) == 1 && m) {
        std::vector<int> a(m);
        int x = 0;
        for (int i = 0; i < m; i++) { scanf("%d", &a[i]); x ^= a[i]; }
        if (!x) { puts("No"); continue; }
        puts("Yes");
        for (int i = 0; i < m; i++)
            if ((a[i] ^ x) < x)
                printf("%d %d\n", a[i], a[i] ^ x);
    }
    return 0;
}
