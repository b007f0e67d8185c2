#include "CHeap.h"
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
size_t cheap_in_use(void) { return mallinfo2().uordblks; }
#else
size_t cheap_in_use(void) { return 0; }
#endif
