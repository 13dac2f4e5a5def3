// Labels flow along the edges to the smaller one until nothing changes; the components
// are the labels left. O(N M).
#include <cstdio>
#include <set>
#include <vector>
int main() {
    int n, m;
    if (scanf("%d %d", &n, &m) != 2) return 1;
    std::vector<int> u(m), v(m), label(n + 1);
    for (int i = 0; i < m; i++) scanf("%d %d", &u[i], &v[i]);
    for (int i = 1; i <= n; i++) label[i] = i;
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < m; i++) {
            int low = label[u[i]] < label[v[i]] ? label[u[i]] : label[v[i]];
            if (label[u[i]] != low || label[v[i]] != low) {
                label[u[i]] = label[v[i]] = low;
                changed = true;
            }
        }
    }
    std::set<int> parts(label.begin() + 1, label.end());
    printf("%zu\n", parts.size());
}
