#ifndef CHEAP_H
#define CHEAP_H
#include <stddef.h>

/// The bytes the C heap has handed out and not taken back (0 where this is not known).
size_t cheap_in_use(void);

#endif
