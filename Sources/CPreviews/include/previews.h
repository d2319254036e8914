// Where the linker put the `#Preview` records of the program (the `navigator_previews` section, which
// each `#Preview` expansion adds one record to): null when the program declares none.
#ifndef NAVIGATOR_PREVIEWS_H
#define NAVIGATOR_PREVIEWS_H
const void *navigator_previews_start(void);
const void *navigator_previews_end(void);
#endif
