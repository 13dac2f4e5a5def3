// nowcoder 116G with phi in single precision (float): fine for small boards, wrong where
// k * phi is within float's precision of an integer.
#include <cmath>
#include <cstdio>
#include <algorithm>
int main() {
    long long a, b;
    const float phi = (1.0f + sqrtf(5.0f)) / 2.0f;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        puts((long long)(k * phi) == a ? "Lao Wang" : "Xiao Ren");
    }
    return 0;
}
