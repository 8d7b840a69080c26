"""The layer contract: import-linter checks ``[tool.importlinter]`` of pyproject.toml, and grimp's
graph shows no import circle.

errors -> registry -> core, rule texts -> shared game parts -> games -> drawings (render) ->
agents and analysis -> widgets; imports inside functions count too (import-linter's graph,
grimp, reads every import statement of a module, wherever it stands).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_layer_contract_is_kept():
    """``lint-imports`` passes: no module imports a layer above its own (e.g. core -> render)."""
    cli = Path(sys.executable).parent / "lint-imports"
    done = subprocess.run(
        [str(cli), "--no-cache", "--config", "pyproject.toml"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout


def test_the_contract_sees_imports_inside_functions(tmp_path):
    """A function-local ``from .render import draw`` in a copy of core breaks the contract."""
    import shutil

    pkg = tmp_path / "gamekit"
    shutil.copytree(ROOT / "gamekit", pkg, ignore=shutil.ignore_patterns("__pycache__"))
    with (pkg / "core.py").open("a", encoding="utf-8") as f:
        f.write("\n\ndef _probe():\n    from .render import draw\n\n    return draw\n")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    cli = Path(sys.executable).parent / "lint-imports"
    done = subprocess.run(
        [str(cli), "--no-cache", "--config", "pyproject.toml"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"},
    )
    assert done.returncode != 0
    assert "gamekit.core is not allowed to import gamekit.render" in done.stdout


def test_no_import_circles():
    """No two modules of gamekit import each other through any chain, type-only imports
    (``if TYPE_CHECKING:``) and imports inside functions included (grimp's graph, as import-linter
    builds it): every strongly connected part of the import graph is one module."""
    import grimp

    graph = grimp.build_graph("gamekit", cache_dir=None)
    imports = {m: graph.find_modules_directly_imported_by(m) for m in graph.modules}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles = []

    def visit(m: str) -> None:  # Tarjan's strongly connected components
        index[m] = low[m] = len(index)
        stack.append(m)
        for n in imports[m]:
            if n not in index:
                visit(n)
                low[m] = min(low[m], low[n])
            elif n in stack:
                low[m] = min(low[m], index[n])
        if low[m] == index[m]:
            part = []
            while True:
                n = stack.pop()
                part.append(n)
                if n == m:
                    break
            if len(part) > 1:
                circles.append(sorted(part))

    for m in sorted(imports):
        if m not in index:
            visit(m)
    assert circles == []
