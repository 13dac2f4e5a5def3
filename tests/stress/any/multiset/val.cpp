// ./val < input: exit 0 when the input is valid, 1 with the reason on stderr when not.
// Strict about the layout, as testlib's validators are: single spaces, one query a line.
#include <cstdio>
#include <cstring>
#include <vector>
#include <map>
#include <string>
static int bad(int line, const char *why) { fprintf(stderr, "line %d: %s\n", line, why); return 1; }
static bool number(const std::string &s, long long lo, long long hi, long long &out) {
    if (s.empty() || s.size() > 10 || (s.size() > 1 && s[0] == '0')) return false;
    for (char c : s) if (c < '0' || c > '9') return false;
    out = std::stoll(s);
    return lo <= out && out <= hi;
}
int main() {
    std::string text, line;
    int c;
    while ((c = getchar()) != EOF) text += (char)c;
    std::vector<std::string> lines;
    size_t at = 0;
    while (at < text.size()) {
        size_t end = text.find('\n', at);
        if (end == std::string::npos) return bad(lines.size() + 1, "no newline at the end");
        lines.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    long long q;
    if (lines.empty() || !number(lines[0], 1, 200000, q)) return bad(1, "Q must be in 1..2*10^5");
    if ((long long)lines.size() != q + 1) return bad(lines.size(), "not Q query lines");
    std::map<long long, int> in;
    int size = 0;
    for (long long i = 1; i <= q; i++) {
        const std::string &s = lines[i];
        long long x;
        if (s == "3") {
            if (size == 0) return bad(i + 1, "the maximum of an empty multiset");
        } else if (s.size() > 2 && (s[0] == '1' || s[0] == '2') && s[1] == ' ') {
            if (!number(s.substr(2), 1, 1000000000, x)) return bad(i + 1, "x must be in 1..10^9");
            if (s[0] == '1') in[x]++, size++;
            else if (in[x] == 0) return bad(i + 1, "erasing a value that is not there");
            else in[x]--, size--;
        } else {
            return bad(i + 1, "not a query");
        }
    }
    return 0;
}
