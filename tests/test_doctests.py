"""Docstring examples that show values are run: every gamekit module whose source holds a ``>>>``
example is imported and its examples checked with :mod:`doctest` (the rest are not imported, so
the test stays quick)."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import gamekit

ROOT = Path(gamekit.__file__).parent


def modules_with_examples() -> list[str]:
    out = []
    for path in sorted(ROOT.rglob("*.py")):
        if ">>> " in path.read_text(encoding="utf-8"):
            parts = path.relative_to(ROOT.parent).with_suffix("").parts
            out.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return out


MODULES = modules_with_examples()


def test_examples_are_found():
    """The modules with examples include the ones written so far (the scan can fail)."""
    assert {"gamekit.core", "gamekit.pachisi.german.tables", "gamekit.render.svg"} <= set(MODULES)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_show_what_the_code_gives(name):
    """``doctest`` of the module: every example's printed value is the value the code gives."""
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0
