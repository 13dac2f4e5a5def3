// POJ 2484 with the classic `while (scanf(...), n)`: right up to the `0`, but an input that ends
// without it (the contract allows that) leaves n unchanged at end of input, and the last answer
// is printed forever.
// The judge always sends the `0`: this needs an input the judge never sends (--robust).
// stress: --robust
#include <cstdio>
int main() {
    int n;
    while (scanf("%d", &n), n) puts(n <= 2 ? "Alice" : "Bob");
    return 0;
}
