#include "CTaskIdentity.h"

_Thread_local void *_Nullable ctask_driving_runtime = 0;
