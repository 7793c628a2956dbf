#ifndef C_TASK_IDENTITY_H
#define C_TASK_IDENTITY_H

#include <stdbool.h>

/// The task running on the calling thread, as an address that is only compared; NULL outside a
/// task. This is the Swift concurrency runtime's exported `swift_task_getCurrent`, which is not
/// public API: it is declared weak, so that a Swift runtime without it still loads and
/// `ctask_has_current_task_entry_point` says it is missing. It reads the current task without the
/// retain and release of `withUnsafeCurrentTask`.
const void *_Nullable swift_task_getCurrent(void) __attribute__((weak));

/// Whether the Swift runtime this process loaded exports `swift_task_getCurrent`.
static inline bool ctask_has_current_task_entry_point(void) {
  return swift_task_getCurrent != 0;
}

/// The simulation runtime driving the calling thread, if one is driving it now.
extern _Thread_local void *_Nullable ctask_driving_runtime;

/// The simulation runtime driving the calling thread; NULL when none is.
static inline void *_Nullable ctask_get_driving_runtime(void) {
  return ctask_driving_runtime;
}

/// Marks the calling thread as driven by `runtime` (NULL: by none).
static inline void ctask_set_driving_runtime(void *_Nullable runtime) {
  ctask_driving_runtime = runtime;
}

#endif
