// An abc278g player as contestants write it, right when built plainly, with one classic bug per
// macro (tools/tests/interactive.rs builds each): NO_FLUSH (the untied fast-I/O template that
// never flushes), ZERO_BASED (card numbers from 0: an illegal move), ONE_RUN (the winning move
// looked for only in the run the judge just played in), NO_L_PLUS_1 (no L + 1 middle block
// when N - L is odd: the wrong side where L < R).
#include <bits/stdc++.h>
using namespace std;

int N, L, R;
vector<int> g;
vector<char> on;

static void say(int x, int y) {
#ifdef ZERO_BASED
    cout << x - 1 << ' ' << y << '\n';
#else
    cout << x << ' ' << y << '\n';
#endif
#ifndef NO_FLUSH
    cout.flush();
#endif
}

static void take(int x, int y) {
    for (int i = x; i < x + y; i++) on[i] = 0;
}

// Reads the judge's move into (a, b); false when the game is over.
static bool hear(int &a, int &b) {
    if (!(cin >> a >> b) || a <= 0) return false;
    take(a, b);
    return true;
}

// The first block of L cards there is, or (0, 0).
static pair<int, int> any_move() {
    for (int s = 1, run = 0; s <= N; s++) {
        run = on[s] ? run + 1 : 0;
        if (run == L) return {s - L + 1, L};
    }
    return {0, 0};
}

// A move to XOR 0 with y = L, looked for in the runs that meet [lo, hi].
static pair<int, int> best(int lo, int hi) {
    vector<pair<int, int>> runs;
    for (int s = 1; s <= N;) {
        if (!on[s]) { s++; continue; }
        int e = s;
        while (e <= N && on[e]) e++;
        runs.push_back({s, e - s});
        s = e;
    }
    int total = 0;
    for (auto [s, m] : runs) total ^= g[m];
    for (auto [s, m] : runs) {
        if (s + m - 1 < lo - 1 || s > hi + 1) continue;
        int want = total ^ g[m];
        for (int a = 0; a + L <= m; a++)
            if ((g[a] ^ g[m - L - a]) == want) return {s + a, L};
    }
    return any_move();
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    cin >> N >> L >> R;
    on.assign(N + 2, 1);
    on[0] = on[N + 1] = 0;
    bool odd = (N - L) % 2 == 1;
#ifdef NO_L_PLUS_1
    bool mirror = !odd;
#else
    bool mirror = L < R || !odd;
#endif
    int a, b;
    if (mirror) {
        cout << "First\n";
        int y = odd ? L + 1 : L;
        int x = (N - y) / 2 + 1;
        take(x, y);
        say(x, y);
        while (hear(a, b)) {
            take(N + 2 - a - b, b);
            say(N + 2 - a - b, b);
        }
        return 0;
    }
    g.assign(N + 1, 0);
    for (int m = L; m <= N; m++) {
        vector<char> seen(m + 2, 0);
        for (int x = 0; x + L <= m; x++) {
            int v = g[x] ^ g[m - L - x];
            if (v <= m) seen[v] = 1;
        }
        while (seen[g[m]]) g[m]++;
    }
    bool first = g[N] != 0;
    cout << (first ? "First\n" : "Second\n");
#ifndef NO_FLUSH
    cout.flush();
#endif
    int lo = 1, hi = N;
    if (!first) {
        if (!hear(a, b)) return 0;
        lo = a, hi = a + b - 1;
    }
    while (true) {
#ifdef ONE_RUN
        auto [x, y] = best(lo, hi);
#else
        auto [x, y] = best(1, N);
#endif
        if (x == 0) { say(0, 0); return 0; }
        take(x, y);
        say(x, y);
        if (!hear(a, b)) return 0;
        lo = a, hi = a + b - 1;
    }
}
