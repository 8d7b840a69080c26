"""Helpers for gamekit's real-browser tests (JupyterLab and Voila in Debian's Chromium).

Imported by tests/browser/conftest.py and the test modules; nothing here runs at import time
except the check for what is missing (``SKIP_REASON``).

Everything waits for a condition (with a generous, bounded timeout) instead of sleeping: the
machine may have 2 busy cores.  The one "stable for N seconds" wait is itself a condition (the
value did not change during that time), used only after pausing an animation.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import warnings
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
CHROMIUM = Path(os.environ.get("GAMEKIT_CHROMIUM", "/usr/bin/chromium"))
# Flags for headless Debian Chromium in a container (no sandbox, GPU or large /dev/shm); a fresh user-data-dir is
# given by launch_persistent_context.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

# Timeouts (seconds): generous for a loaded 2-core machine, but bounded.
SERVER_START = 120
KERNEL_IDLE = 180
RUN_ALL = 900
ACTION = 90
PAGE_LOAD = 600
# seconds before a test's Voila refills its pool of preheated kernels (see start_voila): longer
# than any test keeps its server
VOILA_REFILL_DELAY = 3600


# The notebooks the project plans (issue 7); a planned notebook that does not exist yet is
# reported as skipped, not failed.
def _planned_notebooks() -> list[str]:
    """Each registered game's notebook (gamekit.registry), then the comparison and the welcome page."""
    from gamekit import registry

    games = [e.notebook for e in registry.entries() if e.notebook]
    return games + [n for n in ("compare_rule_sets", "index") if n not in games]


PLANNED_NOTEBOOKS = _planned_notebooks()


def _skip_reason() -> str:
    if not CHROMIUM.exists():
        return f"{CHROMIUM} not found (install Debian's chromium: apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright Python package is not installed (pip install playwright; never `playwright install`)"
    for mod in ("jupyterlab", "voila", "ipywidgets", "anywidget"):
        try:
            __import__(mod)
        except ImportError:
            return f"{mod} is not installed (pip install -c constraints.txt -e '.[lab,test]')"
    return ""


SKIP_REASON = _skip_reason()


def notebook_names() -> list[str]:
    """Planned notebooks plus any other notebooks/*.ipynb, in a stable order."""
    present = sorted(p.stem for p in NOTEBOOKS.glob("*.ipynb"))
    return PLANNED_NOTEBOOKS + [n for n in present if n not in PLANNED_NOTEBOOKS]


def require_notebook(name: str) -> Path:
    import pytest

    path = NOTEBOOKS / f"{name}.ipynb"
    if not path.is_file():
        pytest.skip(f"notebooks/{name}.ipynb does not exist yet (its boards are not tested until it lands)")
    return path


# ------------------------------------------------------------------------------------------------
# waiting


class WaitTimeout(AssertionError):
    pass


def wait_until(
    predicate: Callable[[], Any],
    timeout: float,
    what: str,
    interval: float = 0.2,
    describe: Callable[[], str] | None = None,
) -> Any:
    """Poll ``predicate`` until it returns something truthy; fail with ``what`` after ``timeout`` s."""
    deadline = time.monotonic() + timeout
    last_exc: BaseException | None = None
    while True:
        try:
            value = predicate()
            if value:
                return value
        except Exception as exc:  # noqa: BLE001 - a page in flux may throw; keep polling
            last_exc = exc
        if time.monotonic() > deadline:
            extra = f"\n{describe()}" if describe else ""
            if last_exc is not None:
                extra += f"\nlast error while polling: {last_exc!r}"
            raise WaitTimeout(f"timed out after {timeout:.0f} s waiting for {what}{extra}")
        time.sleep(interval)


def wait_stable(read: Callable[[], Any], period: float, timeout: float, what: str) -> Any:
    """Wait until ``read()`` returns the same value for ``period`` seconds in a row."""
    deadline = time.monotonic() + timeout
    value, since = read(), time.monotonic()
    while True:
        time.sleep(0.2)
        now_value = read()
        if now_value != value:
            value, since = now_value, time.monotonic()
        elif time.monotonic() - since >= period:
            return value
        if time.monotonic() > deadline:
            raise WaitTimeout(f"{what} kept changing for {timeout:.0f} s (last: {value!r})")


# ------------------------------------------------------------------------------------------------
# servers


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Server:
    name: str
    proc: subprocess.Popen
    url: str
    log: Path

    def log_tail(self, n: int = 4000) -> str:
        try:
            return self.log.read_text(encoding="utf-8", errors="replace")[-n:]
        except OSError:
            return "(no log)"

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)


def jupyter_env(base: Path) -> dict[str, str]:
    """Environment of a private Jupyter: temp config/runtime/workspaces/settings dirs, Lab's
    news and update check off, the notebook environment of scripts/test.sh."""
    env = {k: v for k, v in os.environ.items() if k not in ("MPLBACKEND", "JUPYTER_TOKEN")}
    dirs = {
        "JUPYTER_CONFIG_DIR": "config",
        "JUPYTER_RUNTIME_DIR": "runtime",
        "JUPYTERLAB_WORKSPACES_DIR": "workspaces",
        "JUPYTERLAB_SETTINGS_DIR": "settings",
    }
    for var, sub in dirs.items():
        (base / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(base / sub)
    notification = base / "settings" / "@jupyterlab" / "apputils-extension" / "notification.jupyterlab-settings"
    notification.parent.mkdir(parents=True, exist_ok=True)
    notification.write_text(json.dumps({"checkForUpdates": False, "fetchNews": "false"}), encoding="utf-8")
    env.update(PYTHONHASHSEED="0", TQDM_DISABLE="1", PYDEVD_DISABLE_FILE_VALIDATION="1")
    return env


def copy_notebooks(dest: Path) -> Path:
    """A temp copy of notebooks/*.ipynb (JupyterLab autosaves; the repository stays untouched)."""
    dest.mkdir(parents=True, exist_ok=True)
    for p in NOTEBOOKS.glob("*.ipynb"):
        shutil.copy2(p, dest / p.name)
    return dest


def _wait_http(server: Server, path: str) -> None:
    def up() -> bool:
        if server.proc.poll() is not None:
            raise AssertionError(f"{server.name} exited with {server.proc.returncode}:\n{server.log_tail()}")
        try:
            with urllib.request.urlopen(server.url + path, timeout=5) as r:
                return r.status == 200
        except urllib.error.HTTPError:
            return False
        except (urllib.error.URLError, OSError):
            return False

    try:
        wait_until(up, SERVER_START, f"{server.name} at {server.url}")
    except WaitTimeout as exc:
        server.stop()
        raise AssertionError(f"{exc}\n{server.log_tail()}") from None


def start_lab(base: Path, root_dir: Path) -> Server:
    env = jupyter_env(base)
    for attempt in range(3):  # the free port can be taken between choosing and binding it
        port = free_port()
        log = base / f"lab-{port}.log"
        cmd = [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
            "--no-browser",
            "--ip=127.0.0.1",
            f"--port={port}",
            "--ServerApp.port_retries=0",
            "--ServerApp.token=",
            "--ServerApp.password=",
            f"--ServerApp.root_dir={root_dir}",
            "--LabApp.expose_app_in_browser=True",
            "--ServerApp.open_browser=False",
            '--ServerApp.tornado_settings={"ws_ping_interval": 0}',  # as scripts/lab.sh: no ping note
        ]
        if hasattr(os, "getuid") and os.getuid() == 0:
            cmd.append("--allow-root")
        with log.open("w") as out:  # the server writes to its own copy of the file
            proc = subprocess.Popen(cmd, cwd=root_dir, env=env, stdout=out, stderr=subprocess.STDOUT)
        server = Server("JupyterLab", proc, f"http://127.0.0.1:{port}", log)
        try:
            _wait_http(server, "/api/status")
            return server
        except AssertionError:
            if attempt == 2:
                raise
    raise AssertionError("unreachable")


def _present_sh_usable() -> str:
    """'' if scripts/present.sh can run with this interpreter's venv without installing anything,
    else why not (then Voila is started directly with the same arguments): the same check as
    tests/kit_copy.py's scripts_usable, which lab.sh's tests use."""
    from kit_copy import scripts_usable  # tests/ is on sys.path (tests/conftest.py)

    return scripts_usable()


def _kernel_transport() -> list[str]:
    """present.sh's kernel transport flag (scripts/_env.sh ``_gk_kernel_transport``): IPC sockets
    on Linux and macOS when the folder of Voila's connection files has a short path."""
    folder = os.path.join(tempfile.gettempdir(), "voila_xxxxxxxx")
    return ["--KernelManager.transport=ipc"] if sys.platform in ("linux", "darwin") and len(folder) <= 60 else []


def start_voila(base: Path, notebook: Path, readme_command: bool = True) -> tuple[Server, str]:
    """Voila on one notebook, through ``bash scripts/present.sh`` (the README's command) when
    this venv is the one it manages; returns (server, how it was started).

    ``readme_command=False`` (for a notebook a test writes itself, not a shipped one) starts
    ``python -m voila`` with the same arguments: the same Voila, configuration (the venv's
    voila.json: template, preheated pool) and page, without present.sh's set-up check and
    ``jupyter trust`` (about 2 s of CPU), which test_browser_voila proves for every shipped
    notebook."""
    env = jupyter_env(base)
    why_not = _present_sh_usable() if readme_command else "a notebook the test wrote"
    for attempt in range(3):
        port = free_port()
        log = base / f"voila-{port}.log"
        args = [
            f"--port={port}",
            "--no-browser",
            "--Voila.ip=127.0.0.1",
            "--Voila.port_retries=0",
            "--show_tracebacks=True",
            # The shipped voila.json preheats a pool of one kernel: it runs the notebook at start,
            # and the page takes that kernel.  Voila then refills the pool after fill_delay
            # seconds (default 1), running the whole notebook once more in a new kernel that no
            # test uses (each test loads one page and stops the server): that second run is put
            # off past the server's life.  The page still comes from the preheated kernel.
            f"--VoilaKernelManager.fill_delay={VOILA_REFILL_DELAY}",
        ]
        if not why_not:
            env["GAMEKIT_VENV"] = sys.prefix
            cmd = ["bash", str(ROOT / "scripts" / "present.sh"), str(notebook), *args]
            how = "bash scripts/present.sh"
        else:
            cmd = [sys.executable, "-m", "voila", str(notebook), *_kernel_transport(), *args]
            how = f"python -m voila (not present.sh: {why_not})"
        with log.open("w") as out:  # the server writes to its own copy of the file
            proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        server = Server("Voila", proc, f"http://127.0.0.1:{port}", log)
        try:
            _wait_http(server, "/voila/static/voila.js")
            return server, how
        except AssertionError:
            if attempt == 2:
                raise
    raise AssertionError("unreachable")


BOARD_DRAWN = ".gamekit-board .gk-svgboard-canvas > svg"
"""CSS selector of a gamekit board's drawn picture (for :func:`open_voila`'s ``ready``)."""

VOILA_PAGE_LOAD = 180
"""Seconds a Voila page gets to load (every cell run), and then its first widget to draw, before
:func:`open_voila` tries a new server (about 25 s under CI's full load; once, on CI, a page had
not loaded after 600 s, and once a loaded page had not drawn its board after 90 s)."""


def load_voila_page(page, server: Server, ready: str | None = None) -> None:
    """Wait for Voila to fill its pool of preheated kernels (its log says "is filled with"), then
    load its page in ``page`` within :data:`VOILA_PAGE_LOAD` seconds: the page takes that kernel,
    as a student's does who opens the page after ``present.sh`` has started (a page asked for
    sooner starts a second kernel beside the pool's).  With ``ready`` (a CSS selector), then wait
    as long again for the page to show it: the first widget drawn, once Voila's front end has
    connected to the kernel and restored the widgets.  Raises AssertionError with the server's
    log, the page's text and its console errors when any step takes too long."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    console: list[str] = []

    def keep(msg: Any) -> None:
        if msg.type == "error":
            console.append(msg.text[:300])

    def report(what: str) -> str:
        try:
            text = norm(page.evaluate("() => document.body ? document.body.innerText : ''"))[:1500]
        except Exception as exc:  # noqa: BLE001 - a page that never loaded may not answer
            text = f"(the page did not answer: {exc!r})"
        errors = "\n".join(console[-20:]) or "(none)"
        return f"{what}\npage text: {text}\nconsole errors:\n{errors}\nVoila's log:\n{server.log_tail()}"

    wait_until(
        lambda: "is filled with" in server.log_tail(10**6),
        ACTION,
        "Voila to fill its pool of preheated kernels",
        describe=server.log_tail,
    )
    page.on("console", keep)
    try:
        try:
            page.goto(server.url + "/", wait_until="load", timeout=VOILA_PAGE_LOAD * 1000)
        except PlaywrightTimeout as exc:
            raise AssertionError(report(f"the Voila page did not load in {VOILA_PAGE_LOAD} s")) from exc
        if ready is not None:
            shown = page.locator(ready)
            try:
                wait_until(lambda: shown.count() >= 1, VOILA_PAGE_LOAD, f"{ready!r} on the Voila page")
            except WaitTimeout as exc:
                raise AssertionError(
                    report(f"the Voila page loaded but did not show {ready!r} in {VOILA_PAGE_LOAD} s")
                ) from exc
    finally:
        page.remove_listener("console", keep)


def open_voila(
    page, base: Path, notebook: Path, readme_command: bool = True, ready: str | None = None
) -> tuple[Server, str]:
    """:func:`start_voila` on ``notebook`` and :func:`load_voila_page` in ``page`` (with ``ready``,
    a CSS selector the loaded page must show); returns (server, how it was started), the caller
    stops the server.  A page that does not load, or does not show ``ready``, is tried once more
    on a new server, with a warning that carries the first server's log and the page's state (the
    warning summary of the CI log shows it), so a rare stall under load does not fail the run and
    a repeated one still does."""
    for attempt in (1, 2):
        server, how = start_voila(base / str(attempt), notebook, readme_command)
        try:
            load_voila_page(page, server, ready)
            return server, how
        except BaseException as exc:
            server.stop()
            if attempt == 2 or not isinstance(exc, AssertionError):
                raise
            warnings.warn(f"retrying on a new Voila server: {exc}", stacklevel=2)
    raise AssertionError("unreachable")


# ------------------------------------------------------------------------------------------------
# reading what the page shows


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag in ("style", "script"):
            self._skip += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script") and self._skip:
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def norm(text: str | None) -> str:
    return re.sub(r"\s+", " ", text or "").strip()


def html_text(markup: str) -> str:
    """The textContent a browser gives for an HTML snippet (whitespace collapsed)."""
    p = _Text()
    p.feed(markup)
    p.close()
    return norm("".join(p.parts))


def svg_texts(svg: str) -> list[str]:
    """The text of every <text> element of an SVG string, in document order."""
    if not svg:
        return []
    root = ET.fromstring(svg)
    return [norm("".join(el.itertext())) for el in root.iter() if el.tag.rsplit("}", 1)[-1] == "text"]


_READ_BOARD = r"""
(el) => {
  const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
  const txt = (sel) => { const n = el.querySelector(sel); return n ? norm(n.textContent) : null; };
  const svg = el.querySelector(".gk-svgboard-canvas > svg");
  const groups = svg ? Array.from(svg.children).filter((n) => n.tagName.toLowerCase() === "g")
      .map((g) => Array.from(g.children).filter((c) => c.tagName.toLowerCase() === "text")
      .map((t) => norm(t.textContent))) : [];
  const button = (name) => {
    const b = Array.from(el.querySelectorAll("button")).find((n) => norm(n.textContent) === name);
    if (!b) return null;
    const visible = b.getClientRects().length > 0 && getComputedStyle(b).visibility !== "hidden";
    return { disabled: b.disabled, visible };
  };
  return {
    status: txt(".gk-status"),
    message: txt(".gk-message"),
    caption: txt(".gk-caption"),
    log: txt(".gk-log"),
    svg_texts: svg ? Array.from(svg.querySelectorAll("text")).map((t) => norm(t.textContent)) : [],
    tokens: svg ? Array.from(svg.querySelectorAll("[data-click]")).map((n) => n.getAttribute("data-click")) : [],
    groups,
    label: el.querySelector(".gk-svgboard") ? el.querySelector(".gk-svgboard").getAttribute("aria-label") : null,
    buttons: Object.fromEntries(["Throw", "Set throw", "Play move", "Step", "Skip", "Undo", "Redo",
        "New game", "Computer move"].map((n) => [n, button(n)])),
  };
}
"""


def read_board(board_locator: Any) -> dict[str, Any]:
    return board_locator.evaluate(_READ_BOARD)


def expected_view(mirror: Any) -> dict[str, Any]:
    """What a page showing the mirror GameBoard (same actions, in this process) must show."""
    from gamekit.widgets.svgboard import click_tokens

    return {
        "status": html_text(mirror.status_html.value),
        "message": html_text(mirror.message_html.value),
        "caption": html_text(mirror.caption_html.value),
        "log": html_text(mirror.log_html.value),
        "svg_texts": svg_texts(mirror.svgboard.svg),
        "tokens": click_tokens(mirror.svgboard.svg),
    }


def diff_view(page_view: dict[str, Any], want: dict[str, Any], keys: tuple[str, ...]) -> str:
    lines = []
    for k in keys:
        if page_view.get(k) != want.get(k):
            a, b = page_view.get(k), want.get(k)
            if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
                bad = [(i, x, y) for i, (x, y) in enumerate(zip(a, b)) if x != y][:5]
                lines.append(f"  {k}: differs at {bad} (page, expected)")
            else:
                lines.append(f"  {k}:\n    page:     {str(a)[:600]}\n    expected: {str(b)[:600]}")
    return "\n".join(lines)


SETTLED_KEYS = ("status", "message", "caption", "log", "svg_texts", "tokens")
TEXT_KEYS = ("status", "message", "log")


def wait_matches(board_locator: Any, mirror: Any, keys: tuple[str, ...] = SETTLED_KEYS, what: str = "") -> dict:
    want = {k: v for k, v in expected_view(mirror).items() if k in keys}
    holder: dict[str, Any] = {}

    def ok() -> bool:
        holder["view"] = read_board(board_locator)
        return all(holder["view"].get(k) == want[k] for k in keys)

    wait_until(
        ok,
        ACTION,
        f"the board to show what gamekit says {what}".rstrip(),
        describe=lambda: diff_view(holder.get("view", {}), want, keys),
    )
    return holder["view"]


# ------------------------------------------------------------------------------------------------
# errors in the page


_READ_ERRORS = r"""
() => {
  const out = [];
  for (const n of document.querySelectorAll(
      '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"], ' +
      '.jp-RenderedText[data-mime-type="application/vnd.jupyter.stderr"]')) {
    const t = n.textContent || "";
    if (/Traceback|Error\b|Exception\b/.test(t)) out.push(t.slice(0, 3000));
  }
  return Array.from(new Set(out));
}
"""


def page_python_errors(page: Any) -> list[str]:
    return page.evaluate(_READ_ERRORS)


@dataclass
class PageErrors:
    """Uncaught JavaScript exceptions of a page (console messages are only kept for reports)."""

    errors: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)

    def attach(self, page: Any) -> "PageErrors":
        page.on("pageerror", lambda exc: self.errors.append(f"{exc}"))
        page.on(
            "console",
            lambda msg: self.console.append(f"{msg.type}: {msg.text[:300]}") if msg.type in ("error",) else None,
        )
        return self


def screenshot(board_locator: Any, name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{name}.png"
    board_locator.scroll_into_view_if_needed(timeout=ACTION * 1000)
    board_locator.screenshot(path=str(path), timeout=ACTION * 1000, animations="disabled")
    return path


def escape(s: str) -> str:
    return html.escape(s)
