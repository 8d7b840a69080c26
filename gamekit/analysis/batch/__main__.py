"""``python -m gamekit.analysis.batch``: compile the batch engines into numba's cache (see :func:`warm`)."""

import time

from . import warm

t0 = time.perf_counter()
names = warm()
print(f"gamekit batch engines ready ({', '.join(names)}) in {time.perf_counter() - t0:.1f} s")
