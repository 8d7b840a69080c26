"""First launch: seconds from ``bash scripts/lab.sh`` on a fresh clone to a board that answers a click.

    python benchmarks/bench_launch.py [--notebook pachisi_german] [--warm-cache] [--keep DIR]

Prints numbers only (never asserts on time).  What it does, as a new teacher would:

1. ``git clone`` this repository's committed HEAD into a temporary folder (no ``.venv``, no
   ``classroom/``) and make a user who never ran Jupyter (empty private Jupyter folders).  By
   default uv's download cache is a new empty folder too (``UV_CACHE_DIR``), so the install
   downloads every wheel as on a fresh machine; ``--warm-cache`` uses this machine's cache.
2. Start ``bash scripts/lab.sh`` there (it creates the venv, installs the pinned packages, starts
   compiling the batched engines in the background and opens JupyterLab), with the local-only
   flags a browser test needs (no token, no browser of its own, a free port).
3. In Chromium (tests/browser's flags), open the notebook (default ``pachisi_german``, the first
   game of the lesson plan in ``index.ipynb``), choose *Run > Run All Cells*, and wait until the
   first board is drawn, then press its *Throw* (or click the first place of a board without
   one) and wait until its status line changes.

Printed: lab.sh's own "set-up took N s" line, seconds until JupyterLab answers, until the
notebook is open with an idle kernel, until the first board is drawn, until it answers the
click (the figure of issue 21 §4: target <= 180 s on a quiet 2-core machine, install included),
and whether the background compile of the engines was still running at that moment.

Needs git, chromium and playwright (the ``test`` extra), and network access for the install.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "tests"))

from browser_support import CHROMIUM, CHROMIUM_FLAGS, free_port, jupyter_env  # noqa: E402

BOARD = ".gamekit-board"


def wait(predicate, timeout: float, what: str, proc: subprocess.Popen | None = None, log: Path | None = None):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc is not None and proc.poll() is not None:
            tail = log.read_text(encoding="utf-8", errors="replace")[-3000:] if log else ""
            raise SystemExit(f"lab.sh exited with {proc.returncode} while waiting for {what}:\n{tail}")
        got = predicate()
        if got:
            return got
        time.sleep(0.2)
    raise SystemExit(f"timed out after {timeout:.0f} s waiting for {what}")


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=5) as r:
            return r.status == 200
    except OSError:
        return False


def warming(kit: Path) -> bool:
    """Is the background compile of the batched engines (started by scripts/_env.sh) still running?"""
    out = subprocess.run(["ps", "-eo", "args"], capture_output=True, text=True).stdout
    return any(str(kit) in line and "warm" in line for line in out.splitlines())


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "--notebook", default="pachisi_german", help="notebook of classroom/ to open (default: pachisi_german)"
    )
    ap.add_argument("--warm-cache", action="store_true", help="use this machine's uv download cache")
    ap.add_argument("--keep", type=Path, help="clone into this folder and keep it (default: a temporary folder)")
    a = ap.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        kit = a.keep or base / "kit"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(kit)], check=True)
        env = jupyter_env(base / "user")
        env.pop("GAMEKIT_VENV", None)
        env.pop("VIRTUAL_ENV", None)
        env["PATH"] = os.pathsep.join(p for p in env["PATH"].split(os.pathsep) if ".venv" not in p)
        env["JUPYTER_DATA_DIR"] = str(base / "user" / "data")
        if not a.warm_cache:
            env["UV_CACHE_DIR"] = str(base / "uv-cache")
            env["PIP_NO_CACHE_DIR"] = "1"
        port = free_port()
        log = base / "lab.log"
        flags = [
            f"--port={port}",
            "--no-browser",
            "--ip=127.0.0.1",
            "--ServerApp.port_retries=0",
            "--ServerApp.token=",
            "--ServerApp.password=",
            "--LabApp.expose_app_in_browser=True",
        ]
        if hasattr(os, "getuid") and os.getuid() == 0:
            flags.append("--allow-root")
        t0 = time.monotonic()
        proc = subprocess.Popen(
            ["bash", "scripts/lab.sh", *flags],
            cwd=kit,
            env=env,
            stdout=log.open("w"),
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            url = f"http://127.0.0.1:{port}"
            wait(lambda: answers(url + "/api/status"), 900, "JupyterLab to answer", proc, log)
            t_lab = time.monotonic() - t0
            setup = re.search(r"set-up took (\d+) s", log.read_text(encoding="utf-8"))
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS)
                page = browser.new_page(viewport={"width": 1366, "height": 768})
                page.goto(
                    f"{url}/lab/tree/classroom/{a.notebook}.ipynb", wait_until="domcontentloaded", timeout=600_000
                )
                page.wait_for_selector(".jp-NotebookPanel .jp-Notebook .jp-Cell", state="attached", timeout=600_000)
                wait(
                    lambda: re.search(r"\|\s*Idle", page.locator("#jp-main-statusbar").inner_text() or "") is not None,
                    300,
                    "an idle kernel",
                    proc,
                    log,
                )
                t_open = time.monotonic() - t0
                page.locator("#jp-MainMenu").get_by_role("menuitem", name="Run", exact=True).click()
                page.locator(".lm-Menu .lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
                live = f".jp-OutputArea-output {BOARD} .gk-svgboard-canvas > svg"
                try:
                    wait(lambda: page.locator(live).count() > 0, 600, "the first board", proc, log)
                except SystemExit:
                    shot = Path(tempfile.gettempdir()) / "bench_launch_timeout.png"
                    page.screenshot(path=str(shot), full_page=True)
                    print(f"screenshot: {shot}\npage text:\n{page.evaluate('() => document.body.innerText')[-3000:]}")
                    print("lab.log tail:\n" + log.read_text(encoding="utf-8", errors="replace")[-3000:])
                    raise
                t_board = time.monotonic() - t0
                board = page.locator(f".jp-OutputArea-output {BOARD}").first
                board.scroll_into_view_if_needed()
                status = board.locator(".gk-status")
                before = status.inner_text()
                throw = board.get_by_role("button", name="Throw", exact=True)
                if throw.count():
                    throw.click()
                else:
                    board.locator(".gk-svgboard-canvas [data-click]").first.click()
                wait(lambda: status.inner_text() != before, 300, "the board to answer the click", proc, log)
                t_click = time.monotonic() - t0
                still = warming(kit)
                browser.close()
        finally:
            os.killpg(proc.pid, 15)
            proc.wait(60)
        print(f"lab.sh set-up (its own line): {setup.group(1) + ' s' if setup else 'not printed'}")
        print(f"uv cache: {'this machine' if a.warm_cache else 'empty (fresh machine)'}")
        print(f"{'JupyterLab answers':34} {t_lab:7.1f} s")
        print(f"{a.notebook + ' open, kernel idle':34} {t_open:7.1f} s")
        print(f"{'first board drawn (Run All)':34} {t_board:7.1f} s")
        print(f"{'first board answers a click':34} {t_click:7.1f} s   (target <= 180 s)")
        print(f"engines still compiling then: {'yes' if still else 'no'}")
        if a.keep is None:
            shutil.rmtree(kit, ignore_errors=True)


if __name__ == "__main__":
    main()
