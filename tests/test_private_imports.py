"""No gamekit module imports another module's underscored name (docs/CONTRIBUTING.md: a name
starting with ``_`` is private to its module; a helper other modules call gets a plain name).

Read from the source with ``ast``, so imports inside functions count too.  Allowed: importing a
private *module* of one's own package (``from . import _czech_kernel as K``), and names shared
between the private modules of one package (``_german_kernel`` reading ``_german_search``: one
compiled engine split in two files).  ``KNOWN`` lists the imports that remain outside those.
"""

from __future__ import annotations

import ast
import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1] / "gamekit"

KNOWN: set[tuple[str, str]] = set()
"""(file, name) of the underscored imports still made across modules."""


def _module_name(path: pathlib.Path, root: pathlib.Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _target(path: pathlib.Path, node: ast.ImportFrom, root: pathlib.Path) -> str | None:
    """The absolute module of the package ``root`` that an ``ImportFrom`` reads, or None for other packages."""
    if node.level == 0:
        mod = node.module or ""
        return mod if mod == root.name or mod.startswith(root.name + ".") else None
    here = _module_name(path, root)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    return importlib.util.resolve_name("." * node.level + (node.module or ""), package)


def _is_module(name: str, root: pathlib.Path) -> bool:
    rel = pathlib.Path(*name.split(".")[1:])
    return (root / rel).with_suffix(".py").exists() or (root / rel / "__init__.py").exists()


def private_imports(root: pathlib.Path = ROOT) -> set[tuple[str, str]]:
    """``(file, name)`` of every underscored name a module of the package ``root`` imports from another one."""
    out = set()
    for path in sorted(root.rglob("*.py")):
        here = _module_name(path, root)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom):
                continue
            target = _target(path, node, root)
            if target is None:
                continue
            for alias in node.names:
                name = alias.name
                if not name.startswith("_") or name.startswith("__"):
                    continue
                if _is_module(f"{target}.{name}", root):
                    continue  # a private module of the package
                both_private = here.rpartition(".")[2].startswith("_") and target.rpartition(".")[2].startswith("_")
                if both_private and here.rpartition(".")[0] == target.rpartition(".")[0]:
                    continue
                out.add((path.relative_to(root.parent).as_posix(), name))
    return out


def test_no_underscored_name_is_imported_across_modules():
    """Among them the simulation helpers that evaluate and the widgets share
    (``resolve_agents``, ``concat_results``, ``batch_engine`` of ``gamekit.analysis.simulate``)."""
    found = private_imports()
    assert found <= KNOWN, sorted(found - KNOWN)


def test_the_check_sees_an_underscored_import(tmp_path):
    """In a package laid out like gamekit: ``from .simulate import _helper`` is found (also
    inside a function, and as ``from pkg.simulate import _helper``); importing a private
    module of the package is not."""
    pkg = tmp_path / "gamekit"
    (pkg / "analysis").mkdir(parents=True)
    for name in ("__init__.py", "analysis/__init__.py", "analysis/simulate.py", "analysis/_kernel.py"):
        (pkg / name).write_text("", encoding="utf-8")
    (pkg / "analysis" / "evaluate.py").write_text(
        "from . import _kernel\n\ndef f():\n    from .simulate import _helper\n", encoding="utf-8"
    )
    (pkg / "core.py").write_text("from gamekit.analysis.simulate import _other\n", encoding="utf-8")
    assert private_imports(pkg) == {("gamekit/analysis/evaluate.py", "_helper"), ("gamekit/core.py", "_other")}
