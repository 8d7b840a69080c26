"""Every shipped notebook is what its source gives, and the sources use only gamekit's public API.

A notebook's source is ``notebooks/src/NAME.py`` (``notebooks/src/teacher/NAME.py`` for a teacher's
edition), a jupytext percent-format script; ``scripts/build_notebooks.py`` writes the notebook from it
(claim markers expanded, code cells collapsed).  Outputs are not compared here (strict nbval does that).
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import sys
from pathlib import Path

import jupytext
import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "notebooks" / "teacher").glob("*.ipynb"))


def _builder():
    spec = importlib.util.spec_from_file_location("build_notebooks", ROOT / "scripts" / "build_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = _builder()


def _rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def test_every_notebook_has_a_source_and_every_source_a_notebook():
    """notebooks/NAME.ipynb <-> notebooks/src/NAME.py and notebooks/teacher/NAME.ipynb <->
    notebooks/src/teacher/NAME.py (jupytext's folder pairing), nothing left over on either side."""
    assert {_rel(build.source_of(nb)) for nb in NOTEBOOKS} == {_rel(s) for s in build.all_sources()}
    assert _rel(build.source_of(ROOT / "notebooks" / "raja_pasu.ipynb")) == "notebooks/src/raja_pasu.py"
    assert _rel(build.notebook_of(ROOT / "notebooks/src/teacher/sechs_as.py")) == "notebooks/teacher/sechs_as.ipynb"
    assert len(NOTEBOOKS) == 11


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=_rel)
def test_notebook_cells_are_what_its_source_gives(notebook):
    """Cell types and sources of the .ipynb equal ``jupytext.read`` of its source (claim markers
    expanded by the build), and every code cell is saved collapsed."""
    saved = nbformat.read(notebook, as_version=4)
    built = build.notebook_from_source(build.source_of(notebook))
    got = [(c.cell_type, c.source) for c in saved.cells]
    want = [(c.cell_type, c.source) for c in built.cells]
    assert got == want, f"{_rel(notebook)} differs from its source: python scripts/build_notebooks.py, then execute it"
    for cell in saved.cells:
        if cell.cell_type == "code":
            assert cell.metadata.get("jupyter", {}).get("source_hidden") is True


def test_the_build_expands_claims_and_collapses_code(tmp_path):
    """A two-cell source: the marker becomes PH-3's label, the code cell is collapsed, nothing else changes."""
    source = tmp_path / "x.py"
    source.write_text("# %% [markdown]\n# Marble boards {claim:PH-3}.\n\n# %%\nx = 1\nx\n", encoding="utf-8")
    nb = build.notebook_from_source(source)
    assert [(c.cell_type, c.source) for c in nb.cells] == [
        ("markdown", "Marble boards *[PH-3 · the source says: seed 000]*."),
        ("code", "x = 1\nx"),
    ]
    assert nb.cells[1].metadata == {"jupyter": {"source_hidden": True}}
    assert nb.metadata["kernelspec"]["name"] == "python3"
    assert jupytext.read(source).cells[0].source == "Marble boards {claim:PH-3}."


def _gamekit_imports(path: Path) -> list[tuple[str, str | None]]:
    """``(module, name)`` for every import of gamekit in the code cells of a source (name None for
    ``import gamekit.x``)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(a.name, None) for a in node.names if a.name.split(".")[0] == "gamekit"]
        elif isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "gamekit":
            out += [(node.module, a.name) for a in node.names]
    return out


STUDENT_SOURCES = sorted((ROOT / "notebooks" / "src").glob("*.py"))


def _not_public(module: str, name: str | None) -> str | None:
    """Why ``from module import name`` (``import module`` for name None) is no public gamekit import, or None."""
    if any(part.startswith("_") for part in module.split(".")):
        return f"{module}: a private module"
    try:
        mod = importlib.import_module(module)
    except ImportError:
        return f"{module}: no such module"
    if name is None:
        return None
    if name.startswith("_"):
        return f"{module}.{name}: a private name"
    if not hasattr(mod, name) and importlib.util.find_spec(f"{module}.{name}") is None:
        return f"{module}.{name}: no such name"
    return None


@pytest.mark.parametrize("source", STUDENT_SOURCES, ids=_rel)
def test_sources_import_only_public_gamekit_names(source):
    """Every gamekit import of a notebook's code names an existing module and name, neither private."""
    found = _gamekit_imports(source)
    assert found, "a notebook that imports nothing of gamekit"
    bad = [why for module, name in found if (why := _not_public(module, name))]
    assert not bad, bad


def test_the_public_name_check_catches_private_and_missing_imports(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text(
        "# %%\nfrom gamekit.pachisi.german.tables import _score\nimport gamekit._x\nfrom gamekit.render import nope\n"
        "from gamekit.widgets import show\n",
        encoding="utf-8",
    )
    found = _gamekit_imports(bad)
    assert [_not_public(m, n) for m, n in found] == [
        "gamekit.pachisi.german.tables._score: a private name",
        "gamekit._x: a private module",
        "gamekit.render.nope: no such name",
        None,
    ]


def test_sources_are_linted_by_the_test_run():
    """ruff's file list for the repository (tests/test_lint.py) holds every notebook source."""
    import shutil
    import subprocess

    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or shutil.which("ruff")
    done = subprocess.run([ruff, "check", "--show-files", "."], cwd=ROOT, capture_output=True, text=True)
    listed = {Path(line.strip()).resolve() for line in done.stdout.splitlines() if line.strip()}
    assert set(STUDENT_SOURCES) <= listed


@pytest.mark.parametrize("source", STUDENT_SOURCES, ids=_rel)
def test_every_student_notebook_links_the_glossary(source):
    """The words of the games are explained in one place: each notebook's Markdown links glossary.md."""
    cells = jupytext.read(source, fmt="py:percent").cells
    assert any("](glossary.md)" in c.source for c in cells if c.cell_type == "markdown")
