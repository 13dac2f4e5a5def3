// stress: --beyond
// HDU 3980 with its tables in bytes, as contest code sizes them for the judge (N, M <= 1000,
// where no Grundy value passes 57). Everything else is right beyond the judge too: N < M,
// N - M < M, M = 1 by parity, M = 2 by Dawson's Kayles' period 34 from 53, and one table per
// M kept between cases. But the values of long rows pass 255 (M = 6 from row 5425, M = 3 from
// 9168): a value of 256 kept in a byte is 0, a lost row, and every value after it is off.
#include <cstdio>
#include <cstring>
#include <map>
#include <vector>
using namespace std;
typedef unsigned long long u64;
map<u64, vector<unsigned char> > tables;
bool seen[512];
// G(row) of "paint m adjacent beads" for rows up to `row`, kept per m.
int grundy(u64 m, u64 row) {
    vector<unsigned char>& g = tables[m];
    for (u64 l = g.size(); l <= row; l++) {
        if (l < m) {
            g.push_back(0);
            continue;
        }
        memset(seen, 0, sizeof seen);
        for (u64 a = 0; a <= l - m; a++) seen[(unsigned char)(g[a] ^ g[l - m - a])] = true;
        int v = 0;
        while (seen[v]) v++;
        g.push_back(v);
    }
    return g[row];
}
int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    for (int k = 1; k <= t; k++) {
        u64 n, m;
        scanf("%llu %llu", &n, &m);
        bool first;
        if (n < m) {
            first = false;
        } else if (n - m < m) {
            first = true;
        } else if (m == 1) {
            first = (n - m) % 2 == 0;
        } else if (m == 2) {
            u64 row = n - m;
            if (row >= 53 + 34) row = 53 + (row - 53) % 34;
            first = grundy(2, row) == 0;
        } else {
            first = grundy(m, n - m) == 0;
        }
        printf("Case #%d: %s\n", k, first ? "aekdycoin" : "abcdxyzk");
    }
    return 0;
}
