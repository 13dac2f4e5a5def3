// Checker in testlib's argument order: check INPUT OUTPUT ANSWER. Exit 0: accepted; 1: wrong
// answer, with the reason on stderr.
#include <cstdio>
#include <vector>
static int wa(const char *why) { fprintf(stderr, "wrong answer: %s\n", why); return 1; }
int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: check INPUT OUTPUT ANSWER\n"); return 3; }
    FILE *in = fopen(argv[1], "r"), *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r");
    if (!in || !out || !ans) { fprintf(stderr, "cannot open a file\n"); return 3; }
    int n, k;
    if (fscanf(in, "%d %d", &n, &k) != 2) return 3;
    std::vector<long long> a(n + 1);
    for (int i = 1; i <= n; i++) fscanf(in, "%lld", &a[i]);
    long long want;
    if (fscanf(ans, "%lld", &want) != 1) return 3;
    long long i, j;
    if (fscanf(out, "%lld", &i) != 1) return wa("no output");
    if (want == -1) {
        if (i != -1) return wa("printed a pair, but there is none");
    } else {
        if (i == -1) return wa("printed -1, but a pair exists");
        if (fscanf(out, "%lld", &j) != 1) return wa("only one index");
        if (!(1 <= i && i < j && j <= n)) return wa("indices not 1 <= i < j <= N");
        if (a[i] + a[j] != k) return wa("A_i + A_j is not K");
    }
    char extra[2];
    if (fscanf(out, "%1s", extra) == 1) return wa("more output than an answer");
    return 0;
}
