// The header declares an entry point of the Swift runtime; this target has no code of its own.
#include "CTaskIdentity.h"
