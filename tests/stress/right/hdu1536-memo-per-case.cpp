// HDU 1536 (S-Nim), right, written differently from the project: S sorted and deduplicated,
// the positions read first and the Grundy table filled only up to their largest heap, the mex
// found with a stamp array.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>
int sg[10001], stamp[128];
int main() {
    int k, round = 0;
    while (scanf("%d", &k) == 1 && k) {
        std::vector<int> s(k);
        for (int i = 0; i < k; i++) scanf("%d", &s[i]);
        std::sort(s.begin(), s.end());
        s.erase(std::unique(s.begin(), s.end()), s.end());
        int m, top = 0;
        scanf("%d", &m);
        std::vector<std::vector<int> > positions(m);
        for (int p = 0; p < m; p++) {
            int l;
            scanf("%d", &l);
            positions[p].resize(l);
            for (int j = 0; j < l; j++) {
                scanf("%d", &positions[p][j]);
                top = std::max(top, positions[p][j]);
            }
        }
        for (int h = 0; h <= top; h++) {
            round++;
            for (size_t i = 0; i < s.size() && s[i] <= h; i++) stamp[sg[h - s[i]]] = round;
            int g = 0;
            while (stamp[g] == round) g++;
            sg[h] = g;
        }
        std::string line;
        for (int p = 0; p < m; p++) {
            int x = 0;
            for (size_t j = 0; j < positions[p].size(); j++) x ^= sg[positions[p][j]];
            line += x ? 'W' : 'L';
        }
        puts(line.c_str());
    }
    return 0;
}
