// Each land cell starts with its own label; labels flow to the smaller neighbour's until
// nothing changes; the islands are the labels left.
#include <iostream>
#include <set>
#include <string>
#include <vector>
int main() {
    int h, w;
    std::cin >> h >> w;
    std::vector<std::string> g(h);
    for (auto &row : g) std::cin >> row;
    std::vector<int> label(h * w);
    for (int i = 0; i < h * w; i++) label[i] = i;
    for (bool changed = true; changed;) {
        changed = false;
        for (int r = 0; r < h; r++)
            for (int c = 0; c < w; c++) {
                if (g[r][c] != '#') continue;
                int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
                for (int d = 0; d < 4; d++) {
                    int rr = r + dr[d], cc = c + dc[d];
                    if (rr < 0 || rr >= h || cc < 0 || cc >= w || g[rr][cc] != '#') continue;
                    if (label[rr * w + cc] < label[r * w + c]) {
                        label[r * w + c] = label[rr * w + cc];
                        changed = true;
                    }
                }
            }
    }
    std::set<int> islands;
    for (int r = 0; r < h; r++)
        for (int c = 0; c < w; c++)
            if (g[r][c] == '#') islands.insert(label[r * w + c]);
    std::cout << islands.size() << "\n";
}
