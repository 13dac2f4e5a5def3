// cf786a (Berzerk) the way a contest solution reads and writes: scanf and printf, and the
// retrograde analysis from the two hole states with a counter of undecided moves per state,
// predecessors walked as object - x for x in the other player's set.
#include <cstdio>
#include <vector>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> s[2];
    for (int p = 0; p < 2; p++) {
        int k;
        scanf("%d", &k);
        s[p].resize(k);
        for (int i = 0; i < k; i++) scanf("%d", &s[p][i]);
    }
    // res: 0 loop, 1 win, 2 lose, for the player p to move at object i (0 is the hole).
    vector<int> res[2] = {vector<int>(n, 0), vector<int>(n, 0)};
    vector<int> left[2] = {vector<int>(n, (int)s[0].size()), vector<int>(n, (int)s[1].size())};
    vector<pair<int, int> > queue;
    queue.reserve(2 * n);
    res[0][0] = res[1][0] = 2;
    queue.push_back(make_pair(0, 0));
    queue.push_back(make_pair(1, 0));
    for (size_t head = 0; head < queue.size(); head++) {
        int p = queue[head].first, i = queue[head].second;
        int q = 1 - p;
        for (size_t j = 0; j < s[q].size(); j++) {
            int from = (i - s[q][j] + n) % n;
            if (from == 0 || res[q][from]) continue;
            if (res[p][i] == 2) {
                res[q][from] = 1;
                queue.push_back(make_pair(q, from));
            } else if (--left[q][from] == 0) {
                res[q][from] = 2;
                queue.push_back(make_pair(q, from));
            }
        }
    }
    static const char* word[3] = {"Loop", "Win", "Lose"};
    for (int p = 0; p < 2; p++) {
        for (int i = 1; i < n; i++) printf("%s%c", word[res[p][i]], i + 1 < n ? ' ' : '\n');
    }
    return 0;
}
