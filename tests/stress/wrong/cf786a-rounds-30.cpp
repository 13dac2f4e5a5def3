// Codeforces 786A (Berzerk) by the definition iterated in sweeps over the planets, as a
// contestant writes it when the queue of retrograde analysis feels like overkill: a state is
// won when a move reaches a lost one, lost when every move reaches a won one, and the sweeps
// stop when nothing changes, or after 30 of them "which is always enough". It is on the
// samples and on most random games, whose results settle within a few sweeps; a game whose
// results travel far against the sweep order (small steps on a large circle) is still
// changing after 30 sweeps, and its undecided states come out Loop.
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
    // 0 undecided, 1 win, 2 lose, for the player to move.
    vector<int> res[2] = {vector<int>(n, 0), vector<int>(n, 0)};
    res[0][0] = res[1][0] = 2;
    for (int round = 0; round < 30; round++) {
        bool changed = false;
        for (int pos = n - 1; pos >= 1; pos--) {
            for (int p = 0; p < 2; p++) {
                if (res[p][pos]) continue;
                bool all_win = true, win = false;
                for (size_t i = 0; i < s[p].size(); i++) {
                    int r = res[1 - p][(pos + s[p][i]) % n];
                    if (r == 2) win = true;
                    if (r != 1) all_win = false;
                }
                if (win) res[p][pos] = 1;
                else if (all_win) res[p][pos] = 2;
                if (res[p][pos]) changed = true;
            }
        }
        if (!changed) break;
    }
    for (int p = 0; p < 2; p++) {
        for (int pos = 1; pos < n; pos++) {
            const char* w = res[p][pos] == 1 ? "Win" : res[p][pos] == 2 ? "Lose" : "Loop";
            printf("%s%c", w, pos + 1 < n ? ' ' : '\n');
        }
    }
    return 0;
}
