// ./gen SEED: one valid input on stdout, a function of SEED alone.
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>
int main(int argc, char **argv) {
    unsigned long long seed = argc > 1 ? strtoull(argv[1], 0, 10) : 1;
    std::mt19937_64 rng(seed);
    int q = 1 + rng() % (seed % 10 < 8 ? 12 : 300);
    long long top = seed % 3 == 0 ? 1000000000 : 1 + rng() % 6;
    std::vector<long long> in;
    std::vector<int> kind;
    std::vector<long long> value;
    for (int i = 0; i < q; i++) {
        int r = rng() % 3;
        if (in.empty() || r == 0) {
            long long x = 1 + rng() % top;
            in.push_back(x);
            kind.push_back(1), value.push_back(x);
        } else if (r == 1) {
            size_t k = rng() % in.size();
            value.push_back(in[k]), kind.push_back(2);
            in.erase(in.begin() + k);
        } else {
            kind.push_back(3), value.push_back(0);
        }
    }
    printf("%d\n", q);
    for (int i = 0; i < q; i++) {
        if (kind[i] == 3) printf("3\n");
        else printf("%d %lld\n", kind[i], value[i]);
    }
}
