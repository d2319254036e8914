#include "previews.h"

// The linker defines these for a section named as a C identifier, once some object has one; weak, so a
// program with no preview links too (they are then null).
extern const char __start_navigator_previews[] __attribute__((weak));
extern const char __stop_navigator_previews[] __attribute__((weak));

const void *navigator_previews_start(void) { return __start_navigator_previews; }
const void *navigator_previews_end(void) { return __stop_navigator_previews; }
