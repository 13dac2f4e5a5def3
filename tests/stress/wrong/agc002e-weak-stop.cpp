// AtCoder AGC002 E (Candy Piles) with the diagonal walk's stop test weakened to >=: it steps
// onto (i + 1, i + 1) when a_{i+1} = i + 1, a cell without candy, and reads the lines from
// there. The samples never have a pile equal to its index + 1 at the walk's end.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    std::sort(a.begin(), a.end(), std::greater<long long>());
    int i = 0;
    while (i + 1 < n && a[i + 1] >= i + 1) i++;
    long long up = a[i] - i - 1;
    int right = 0;
    for (int j = i + 1; j < n && a[j] > i; j++) right++;
    puts(up % 2 != 0 || right % 2 != 0 ? "First" : "Second");
    return 0;
}
