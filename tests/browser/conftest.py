"""Fixtures of the real-browser tests: a private JupyterLab, Debian's Chromium through Playwright.

* ``lab``: JupyterLab on 127.0.0.1 (free port, no token or password, --no-browser) with temporary
  JUPYTER_CONFIG_DIR / JUPYTER_RUNTIME_DIR / JUPYTERLAB_WORKSPACES_DIR / JUPYTERLAB_SETTINGS_DIR
  (news and update check off), serving a temporary COPY of notebooks/; one per test session.
* ``browser``: /usr/bin/chromium (never a downloaded browser) with the flags of
  ``browser_support.CHROMIUM_FLAGS`` and a fresh temporary user-data-dir; one per test session.

Without /usr/bin/chromium or playwright every browser test is skipped, and the end of the pytest
run says so plainly.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from browser_support import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_FLAGS,
    SKIP_REASON,
    copy_notebooks,
    start_lab,
)


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    if SKIP_REASON:
        terminalreporter.write_line(
            f"[gamekit] BROWSER TESTS SKIPPED (tests/browser): {SKIP_REASON}", yellow=True, bold=True
        )


@pytest.fixture(scope="session")
def browser_tmp(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("browser")


@pytest.fixture(scope="session")
def notebook_copy(browser_tmp) -> Path:
    return copy_notebooks(browser_tmp / "notebooks")


@pytest.fixture(scope="session")
def lab(browser_tmp, notebook_copy):
    server = start_lab(browser_tmp / "lab", notebook_copy)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def browser(browser_tmp):
    from playwright.sync_api import sync_playwright

    pw = sync_playwright().start()
    context = pw.chromium.launch_persistent_context(
        str(browser_tmp / "chromium-profile"),
        executable_path=str(CHROMIUM),
        headless=True,
        args=CHROMIUM_FLAGS,
        viewport={"width": 1280, "height": 1500},
        device_scale_factor=1,
    )
    context.set_default_timeout(90_000)
    yield context
    context.close()
    pw.stop()
