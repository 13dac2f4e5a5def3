// Every substring compared with its reverse: O(|S|^3).
#include <iostream>
#include <string>
int main() {
    std::string s;
    std::cin >> s;
    long long count = 0;
    for (size_t l = 0; l < s.size(); l++)
        for (size_t r = l; r < s.size(); r++) {
            std::string t = s.substr(l, r - l + 1);
            if (t == std::string(t.rbegin(), t.rend())) count++;
        }
    std::cout << count << "\n";
}
