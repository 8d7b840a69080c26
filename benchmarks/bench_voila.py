"""Presentation mode: seconds from requesting a notebook's Voila page to its first board answering a click.

    python benchmarks/bench_voila.py [raja_pasu sechs_as ...] [--no-preheat]

Prints numbers only (never asserts on time).  For each notebook named (default: every notebook
with a board), Voila is started on a temporary copy the way scripts/present.sh starts it (the
kit's jupyter-setup/etc/jupyter/voila.json: the "gamekit" template and, unless --no-preheat,
a pool of one pre-heated kernel that has already run the notebook when the page is requested).
The benchmark waits until the pre-heated kernel is idle (its process's CPU time has not grown for
3 s), then opens the page in Chromium (tests/browser's flags) and times:

* page:   until the page's load event (Voila has sent every cell's output);
* board:  until the first board's drawing is on the page;
* click:  until a click on it has answered: the first Throw (or, for a board without one, the
          first clickable element of the drawing) has changed the board's status line.

Needs chromium, playwright, voila and psutil (all in the ``lab`` and ``test`` extras).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tests"))

from browser_support import CHROMIUM, CHROMIUM_FLAGS, NOTEBOOKS, free_port, jupyter_env  # noqa: E402

BOARD = ".gamekit-board"


def has_board(name: str) -> bool:
    text = (NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8")
    return "board(" in text or "GameBoard(" in text


def wait(predicate, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = predicate()
        if got:
            return got
        time.sleep(0.1)
    raise TimeoutError(what)


def kernels_idle(proc: psutil.Process, quiet: float = 3.0, timeout: float = 600.0) -> float:
    """Seconds until Voila's kernel children have used no CPU for ``quiet`` seconds."""
    start = time.monotonic()
    last, since = -1.0, time.monotonic()
    while time.monotonic() - start < timeout:
        kids = [k for k in proc.children(recursive=True) if "ipykernel" in " ".join(k.cmdline())]
        cpu = sum(k.cpu_times().user + k.cpu_times().system for k in kids) if kids else -1.0
        if cpu != last:
            last, since = cpu, time.monotonic()
        elif kids and time.monotonic() - since >= quiet:
            return time.monotonic() - start
        time.sleep(0.5)
    raise TimeoutError("the pre-heated kernel never became idle")


def measure(name: str, preheat: bool, browser, base: Path) -> dict[str, float]:
    from playwright.sync_api import Error

    notebook = base / f"{name}.ipynb"
    shutil.copy2(NOTEBOOKS / f"{name}.ipynb", notebook)
    port = free_port()
    args = [f"--port={port}", "--no-browser", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"]
    args.append(f"--VoilaConfiguration.preheat_kernel={preheat}")  # as jupyter-setup's voila.json, or off
    env = jupyter_env(base / "jupyter")
    log = (base / f"voila-{name}.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "voila", str(notebook), *args], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT
    )
    try:
        url = f"http://127.0.0.1:{port}/"
        import urllib.request

        def up():
            try:
                with urllib.request.urlopen(url + "voila/static/voila.js", timeout=5) as r:
                    return r.status == 200
            except OSError:
                return False

        wait(up, 120, "Voila to answer")
        warm = kernels_idle(psutil.Process(proc.pid)) if preheat else 0.0
        page = browser.new_page()
        try:
            t0 = time.monotonic()
            page.goto(url, wait_until="load", timeout=600_000)
            t_page = time.monotonic() - t0
            board = page.locator(BOARD).first
            wait(lambda: page.locator(f"{BOARD} .gk-svgboard-canvas > svg").count() > 0, 300, "a board")
            t_board = time.monotonic() - t0
            status = board.locator(".gk-status")
            before = status.inner_text()
            throw = board.get_by_role("button", name="Throw", exact=True)
            if throw.count():
                throw.click()
            else:
                board.locator(".gk-svgboard-canvas [data-click]").first.click()
            wait(lambda: status.inner_text() != before, 120, "the board to answer the click")
            t_click = time.monotonic() - t0
        except Error as exc:
            raise SystemExit(f"{name}: {exc}") from None
        finally:
            page.close()
        return {"warm": warm, "page": t_page, "board": t_board, "click": t_click}
    finally:
        proc.terminate()
        proc.wait(30)
        log.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("names", nargs="*", help="notebook names (default: every notebook with a board)")
    ap.add_argument("--no-preheat", action="store_true", help="Voila without the pre-heated kernel pool")
    a = ap.parse_args()
    names = a.names or [p.stem for p in sorted(NOTEBOOKS.glob("*.ipynb")) if has_board(p.stem)]
    from playwright.sync_api import sync_playwright

    conf = json.loads((ROOT / "jupyter-setup" / "etc" / "jupyter" / "voila.json").read_text(encoding="utf-8"))
    print(f"jupyter-setup/etc/jupyter/voila.json: {json.dumps(conf.get('VoilaConfiguration'))}")
    print(f"{'notebook':20} {'preheat':>7} {'warm s':>7} {'page s':>7} {'board s':>8} {'click s':>8}")
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        ctx = pw.chromium.launch_persistent_context(
            str(Path(tmp) / "profile"), executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS
        )
        for name in names:
            r = measure(name, not a.no_preheat, ctx, Path(tmp))
            print(
                f"{name:20} {str(not a.no_preheat):>7} {r['warm']:7.1f} {r['page']:7.1f} {r['board']:8.1f} {r['click']:8.1f}",
                flush=True,
            )
        ctx.close()


if __name__ == "__main__":
    main()
