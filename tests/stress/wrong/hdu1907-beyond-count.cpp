// stress: --beyond
// HDU 1907 (misère Nim) deciding the all-small case by N % 2 instead of the number of heaps of
// 1, for the contract's extended domain. Within the judge's bounds every heap is at least 1,
// so "every heap is 1" means N heaps of 1 and the two counts agree; beyond them a heap of 0 is
// a colour that is not there, the all-1 test fails, and plain Nim answers the opposite.
#include <cstdio>
typedef unsigned long long ull;
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        ull x = 0;
        bool all_one = true;
        for (int i = 0; i < n; i++) {
            ull h;
            scanf("%llu", &h);
            x ^= h;
            if (h != 1) all_one = false;
        }
        bool john = all_one ? n % 2 == 0 : x != 0;
        puts(john ? "John" : "Brother");
    }
    return 0;
}
