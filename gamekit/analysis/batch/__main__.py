"""``python -m gamekit.analysis.batch``: compile the batch engines into numba's cache (see :func:`warm`),
in two processes at once (the set-up scripts run it on a machine otherwise idle)."""

import time

from . import warm

t0 = time.perf_counter()
names = warm(n_jobs=2)
print(f"gamekit batch engines ready ({', '.join(names)}) in {time.perf_counter() - t0:.1f} s")
