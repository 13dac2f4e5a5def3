#include <bits/stdc++.h>
using namespace std;
int main() {
    int n;
    scanf("%d", &n);
    int good = 0;
    while (n--) {
        int k;
        scanf("%d", &k);
        set<int> seen;
        for (int j = 0; j < k; j++) {
            int x;
            scanf("%d", &x);
            seen.insert(x);
        }
        good += (int)seen.size() == k;
    }
    printf("%d\n", good);
}
