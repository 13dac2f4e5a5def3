// spoj_cot3 on the random tree: the same contest program as on the path.
#include "combat_path_scanf.cpp"
