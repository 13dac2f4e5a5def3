// HDU 4764 stopping only at `0 0`: the statement ends the input with a record whose N is 0,
// whatever k is. On `0 7` this prints one more answer, (0 - 1) % 8 being -1 in C.
// The statement's input ends with `0 0`; `0 k` is the contract's tolerance, not the judge's
// (--robust).
// stress: --robust
#include <cstdio>
int main() {
    int n, k;
    while (scanf("%d %d", &n, &k) == 2 && (n || k))
        puts((n - 1) % (k + 1) == 0 ? "Jiang" : "Tang");
    return 0;
}
