#ifndef C_TASK_IDENTITY_H
#define C_TASK_IDENTITY_H

/// The task running on the calling thread, as an address that is only compared; NULL outside a
/// task. This is the Swift concurrency runtime's exported `swift_task_getCurrent`, declared here
/// so that Swift can read the current task without `withUnsafeCurrentTask`'s retain and release
/// of the task, which dominate the runtime's hot path of sleeping on the virtual clock.
const void *_Nullable swift_task_getCurrent(void);

#endif
