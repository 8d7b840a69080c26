"""The code passes ruff's lint and format check (both configured in pyproject.toml, [tool.ruff]).

Runs the ruff binary installed by the test extra on the whole repository: unused names, undefined
exports, syntax errors and the like fail the test command, with ruff's own report in the message.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_check_is_clean():
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if ruff is None:
        pytest.fail("ruff is not installed: pip install -c constraints.txt -e '.[test]'")
    done = subprocess.run(
        [ruff, "check", "--no-cache", "--output-format", "concise", "."], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_format_is_clean():
    """Every Python file is as ``ruff format`` writes it (line length 120); fix with ``ruff format .``."""
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    if ruff is None:
        pytest.fail("ruff is not installed: pip install -c constraints.txt -e '.[test]'")
    done = subprocess.run([ruff, "format", "--check", "--no-cache", "."], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, "run `ruff format .`:\n" + done.stdout + done.stderr
