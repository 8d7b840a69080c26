"""Every spelling README.md shows works after a plain ``import gamekit``, each in a fresh process,
and ``import gamekit`` itself imports neither ipywidgets nor matplotlib."""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```python\n(.*?)```", README, flags=re.S)
# inline code spans naming something inside gamekit: `gamekit.widgets.board(game)`, `gamekit.analysis`
SPELLINGS = sorted(set(re.findall(r"`(gamekit\.[A-Za-z_][\w.]*(?:\([^`]*\))?)`", README)))
# the README's placeholder names, given small values
SETUP = (
    "import gamekit\n"
    'game = gamekit.load("raja_pasu")\n'
    "state = game.initial_state()\n"
    'n_games, seed, key, kind = 20, 1, "raja_pasu", "which_can_move"\n'
)


def _run(code: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300, env=_env()
    )


def _env() -> dict:
    import os

    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env["MPLBACKEND"] = "Agg"
    return env


def test_readme_has_the_spellings_this_test_runs():
    """The README quotes a Python block and the board, experiment and analysis spellings."""
    assert len(BLOCKS) >= 1
    assert {"gamekit.widgets.board(game)", 'gamekit.widgets.experiment("pachisi/german")', "gamekit.analysis"} <= set(
        SPELLINGS
    )


@pytest.mark.parametrize("block", range(len(BLOCKS)))
def test_readme_python_block_runs_in_a_fresh_process(block):
    proc = _run(BLOCKS[block])
    assert proc.returncode == 0, proc.stderr


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_readme_inline_spelling_works_after_plain_import(spelling):
    """Each inline spelling, evaluated after only ``import gamekit`` (and :data:`SETUP`'s names)."""
    proc = _run(SETUP + f"value = {spelling}\nprint(type(value).__name__)\n")
    assert proc.returncode == 0, f"{spelling}: {proc.stderr}"


def test_import_gamekit_imports_neither_ipywidgets_nor_matplotlib():
    proc = _run(
        "import sys, gamekit\n"
        "print(sorted(m for m in ('ipywidgets', 'matplotlib', 'numba') if m in sys.modules))\n"
        "print(sorted(m for m in sys.modules if m.startswith('gamekit.')))\n"
    )
    assert proc.returncode == 0, proc.stderr
    heavy, loaded = proc.stdout.splitlines()
    assert heavy == "[]"
    assert "gamekit.widgets" not in loaded and "gamekit.analysis" not in loaded and "gamekit.render" not in loaded


def test_unknown_attribute_still_raises_attribute_error():
    proc = _run("import gamekit\ntry:\n    gamekit.nonsense\nexcept AttributeError as e:\n    print(e)\n")
    assert proc.stdout.strip() == "module 'gamekit' has no attribute 'nonsense'"
