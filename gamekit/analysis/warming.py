"""Warming the compiled engines in the background, and whether they are still warming.

``python -m gamekit.analysis.warming`` compiles every batch engine into numba's on-disk cache
(:func:`gamekit.analysis.batch.warm`), as ``python -m gamekit.analysis.batch`` does, but first
writes a marker file, ``<sys.prefix>/.gamekit-warming`` holding its process id, and removes it
when done (or failed).  ``scripts/lab.sh`` starts it in the background on a first install, so
JupyterLab opens while it compiles (minutes on two cores).  While the marker names a running
process, :func:`warming` is True and :func:`~gamekit.analysis.simulate.simulate` plays with the
plain engine (the result's ``engine`` is ``"plain"``, and its progress bar says why) instead of
compiling the engines a second time in the notebook's kernel.  :func:`~gamekit.analysis.evaluate.evaluate`
instead waits for them (:func:`wait_until_warm`): it plays a thousand games or more for every
play, which the plain engine takes longer to play than the compile takes to finish, and the
plain engine's games would slow the compile down on a machine of two cores.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

__all__: list[str] = []  # the set-up scripts' and simulate()'s helper

MARKER = Path(sys.prefix) / ".gamekit-warming"


def warming(marker: Path | None = None) -> bool:
    """True while ``marker`` (default :data:`MARKER`) exists and names a running process (a
    stale marker, left by a process that died, counts as not warming)."""
    marker = MARKER if marker is None else marker
    try:
        pid = int(marker.read_text(encoding="utf-8").strip())
    except (OSError, ValueError):
        return False
    if pid == os.getpid():
        return False  # the warming process itself compiles
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def wait_until_warm(timeout: float = 600.0, marker: Path | None = None, poll: float = 0.5) -> bool:
    """Wait while :func:`warming` is True, at most ``timeout`` seconds; one line on stderr says
    why the cell waits.  Returns True once the engines are warm (at once if they were), False
    after ``timeout`` (the caller then plays with the plain engine)."""
    if not warming(marker):
        return True
    print(
        "gamekit: waiting for the compiled engines (scripts/lab.sh compiles them once, in the background, "
        "after a first install) ...",
        file=sys.stderr,
        flush=True,
    )
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        time.sleep(poll)
        if not warming(marker):
            return True
    return False


def main(marker: Path | None = None) -> int:
    """Warm the engines with the marker written meanwhile; returns the exit status (0)."""
    from .batch import warm

    marker = MARKER if marker is None else marker
    marker.write_text(f"{os.getpid()}\n", encoding="utf-8")
    try:
        t0 = time.perf_counter()
        names = warm()
        print(f"gamekit batch engines ready ({', '.join(names)}) in {time.perf_counter() - t0:.1f} s", flush=True)
    finally:
        marker.unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
