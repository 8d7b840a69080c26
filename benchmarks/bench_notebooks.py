#!/usr/bin/env python3
"""CPU seconds of the kernel for Run All of every shipped notebook, and wall-clock beside them.

    .venv/bin/python benchmarks/bench_notebooks.py [notebooks/NAME.ipynb ...] [--no-warm]

Each notebook runs top to bottom in a fresh ``python3`` kernel (nbclient, the notebook's folder
as working directory, the environment of ``scripts/execute_notebooks.py``), exactly as "Restart
Kernel and Run All Cells" does.  One cell is added before the first cell and one after the last;
each reads, inside the kernel, the CPU seconds (user + system, all threads) of the kernel process
and of the worker processes it started (``psutil``, children included: joblib's process workers
for the plain engine).  Printed per notebook:

* ``cpu_s``: the kernel's (and its workers') CPU seconds between the first and the last added
  cell -- the Run All figure the issue's targets speak of (every notebook <= 10, the comparison
  notebook <= 20); a busy machine changes it little.
* ``wall_s``: wall-clock seconds for the same span (on a busy machine it grows, ``cpu_s`` not).
* ``start_cpu_s``: CPU seconds the kernel spent starting, before the first cell (not counted).

Before the notebooks run, the compiled engines are warmed once (``python -m gamekit.analysis.batch``: numba's
on-disk cache filled, so kernels load compiled code rather than compile); ``--no-warm`` skips
that.  The notebooks are not saved.  Numbers only, no asserts.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from execute_notebooks import prepare_environment  # noqa: E402

PROBE = """\
import json as _gk_json, time as _gk_time, psutil as _gk_psutil
def _gk_cpu():
    p = _gk_psutil.Process()
    total = sum(p.cpu_times()[:2])
    for c in p.children(recursive=True):
        try:
            total += sum(c.cpu_times()[:2])
        except _gk_psutil.Error:
            pass
    t = p.cpu_times()
    return total + t.children_user + t.children_system
print(_gk_json.dumps({"cpu": _gk_cpu(), "wall": _gk_time.monotonic()}))
"""


def _probe_value(cell) -> dict:
    text = "".join(o.get("text", "") for o in cell.outputs if o.get("output_type") == "stream")
    return json.loads(text.strip().splitlines()[-1])


def run(path: Path, timeout: int) -> dict:
    """Run one notebook in a fresh kernel; return cpu_s, wall_s, start_cpu_s."""
    nb = nbformat.read(path, as_version=4)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    first = nbformat.v4.new_code_cell(PROBE)
    last = nbformat.v4.new_code_cell(PROBE)
    nb.cells = [first, *nb.cells, last]
    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=False,
        record_timing=False,
    )
    client.execute()
    a, b = _probe_value(nb.cells[0]), _probe_value(nb.cells[-1])
    return {"cpu_s": b["cpu"] - a["cpu"], "wall_s": b["wall"] - a["wall"], "start_cpu_s": a["cpu"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", type=Path)
    parser.add_argument("--timeout", type=int, default=1200, help="seconds allowed per cell")
    parser.add_argument("--no-warm", action="store_true", help="do not warm the compiled engines first")
    args = parser.parse_args(argv)
    paths = [p.resolve() for p in args.notebooks] or sorted((ROOT / "notebooks").glob("*.ipynb"))
    prepare_environment()
    if not args.no_warm:
        start = time.monotonic()
        subprocess.run([sys.executable, "-m", "gamekit.analysis.batch"], check=True, cwd=ROOT)
        print(f"engines warmed ({time.monotonic() - start:.1f} s)")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'notebook':32} {'cpu_s':>8} {'wall_s':>8} {'start_cpu_s':>12}")
    for path in paths:
        r = run(path, args.timeout)
        print(f"{path.name:32} {r['cpu_s']:8.1f} {r['wall_s']:8.1f} {r['start_cpu_s']:12.1f}", flush=True)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
