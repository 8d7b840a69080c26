"""numba's on-disk cache keyed by every source file a compiled kernel depends on.

numba's own cache locators stamp a cached function with the hash of the one file that defines it
(``numba/core/caching.py``, ``_SourceFileBackedLocatorMixin.get_source_stamp``); the index of
compiled code is reused while that stamp matches.  A kernel here also compiles in functions and
constants from other files (``_german_kernel`` calls ``_german_search``; ``raja_pasu`` reads
``gamekit/raja_pasu.py``'s ``PASU``), so after an edit of such a file numba would load the old
machine code.  :class:`DependencyLocator` stamps every function defined in this package with the
hash of :func:`dependency_files` instead: the package's own files and every gamekit module they
import.  Any edit of one of them changes the stamp, numba finds the index stale and compiles
again.  The cache stays where numba puts it (``__pycache__`` beside the file, else the user's
cache directory); only the freshness test changes.  :func:`install` puts the locator first in
numba's list of locators; it answers only for files of this package.
"""

from __future__ import annotations

import ast
import functools
import hashlib
import pathlib

from numba.core import caching

PACKAGE = pathlib.Path(__file__).resolve().parent
ROOT = PACKAGE.parents[1]  # the gamekit package


def _imported_gamekit_files(path: pathlib.Path) -> set[pathlib.Path]:
    """The gamekit modules ``path`` imports (relative imports resolved inside gamekit)."""
    out = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    here = path.parent
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = here
            for _ in range(node.level - 1):
                base = base.parent
            parts = node.module.split(".") if node.module else []
            target = base.joinpath(*parts)
            names = [target / f"{a.name}.py" for a in node.names] + [target.with_suffix(".py"), target / "__init__.py"]
            out.update(p.resolve() for p in names if p.is_file() and ROOT in p.resolve().parents)
    return out


@functools.lru_cache(maxsize=1)
def dependency_files() -> tuple[pathlib.Path, ...]:
    """Every file whose source a kernel of this package may compile in, sorted: the package's
    ``.py`` files and the gamekit modules they import directly (found once per process; their
    contents are re-read by :func:`source_stamp` whenever one changes)."""
    own = sorted(PACKAGE.glob("*.py"))
    deps = set(own)
    for path in own:
        deps |= _imported_gamekit_files(path)
    return tuple(sorted(deps))


@functools.lru_cache(maxsize=None)
def _stamp(key: tuple) -> str:
    h = hashlib.sha256()
    for path, _mtime, _size in key:
        h.update(str(path.relative_to(ROOT)).encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def source_stamp() -> str:
    """sha256 over the names and contents of :func:`dependency_files` (re-read when one changes)."""
    key = tuple((p, p.stat().st_mtime_ns, p.stat().st_size) for p in dependency_files())
    return _stamp(key)


class _DependencyStamp:
    def get_source_stamp(self):
        return source_stamp()

    @classmethod
    def from_function(cls, py_func, py_file):
        if PACKAGE not in pathlib.Path(py_file).resolve().parents:
            return None
        return super().from_function(py_func, py_file)


class DependencyLocator(_DependencyStamp, caching.InTreeCacheLocator):
    """numba's in-tree cache (``__pycache__``), stamped with :func:`source_stamp`."""


class UserWideDependencyLocator(_DependencyStamp, caching.UserWideCacheLocator):
    """numba's user-wide cache directory (when ``__pycache__`` is not writable), same stamp."""


def install() -> None:
    """Put the two locators first in numba's list (once); other packages' functions are untouched."""
    classes = caching.CacheImpl._locator_classes
    for cls in (UserWideDependencyLocator, DependencyLocator):
        if cls not in classes:
            classes.insert(0, cls)
