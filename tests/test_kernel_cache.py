"""numba's cache of the batched kernels is fresh after an edit of any file a kernel depends on.

In a temporary copy of the package a tiny kernel (``_probe.f``) in ``gamekit/analysis/batch/``
calls a compiled function of another file (``_probe_dep.value``), as ``_german_kernel`` calls
``_german_search``.  numba's own stamp covers only ``_probe.py``; with
``gamekit.analysis.batch._cache`` the edit of ``_probe_dep.py`` alone gives the new answer.
"""

from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[1]
PROBE = "import numba\nfrom ._probe_dep import value\n\n\n@numba.njit(cache=True)\ndef f():\n    return value() * 10\n"
DEP = "import numba\n\n\n@numba.njit(cache=True)\ndef value():\n    return {}\n"
RUN = (
    "from gamekit.analysis.batch import _probe\n"
    "print(_probe.f(), _probe.f.stats.cache_hits.most_common(1)[0][1] if _probe.f.stats.cache_hits else 0)\n"
)


def _run(copy: pathlib.Path) -> str:
    env = dict(os.environ, PYTHONPATH=str(copy))
    env.pop("NUMBA_CACHE_DIR", None)
    proc = subprocess.run([sys.executable, "-c", RUN], capture_output=True, text=True, env=env, cwd=copy, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip()


def test_edit_of_a_dependency_recompiles_the_kernel(tmp_path):
    shutil.copytree(ROOT / "gamekit", tmp_path / "gamekit", ignore=shutil.ignore_patterns("__pycache__"))
    batch = tmp_path / "gamekit" / "analysis" / "batch"
    (batch / "_probe.py").write_text(PROBE)
    (batch / "_probe_dep.py").write_text(DEP.format(1))
    assert _run(tmp_path) == "10 0"  # compiled and written to the cache
    assert _run(tmp_path) == "10 1"  # loaded from the cache: the cache is in use
    (batch / "_probe_dep.py").write_text(DEP.format(2))  # only the dependency changes
    assert _run(tmp_path) == "20 0"  # new code, compiled again
    assert _run(tmp_path) == "20 1"


def test_dependency_files_cover_the_german_search_and_the_rules_modules():
    from gamekit.analysis.batch import _cache

    names = {str(p.relative_to(_cache.ROOT)) for p in _cache.dependency_files()}
    assert {"analysis/batch/_german_search.py", "analysis/batch/_german_kernel.py", "raja_pasu.py"} <= names


def test_warm_in_two_processes_names_the_engines_in_registry_order():
    """``python -m gamekit.analysis.batch`` compiles in two joblib processes (``warm(n_jobs=2)``):
    every engine asked for is warmed and named once, in the registry's order, and a game then
    plays from the cache those processes wrote (Sechs-As, two players)."""
    import numpy as np

    import gamekit
    from gamekit.analysis import batch

    assert batch.warm(["sechs_as", "raja_pasu"], n_jobs=2) == ["sechs_as", "raja_pasu"]
    assert batch.warm(["sechs_as"], n_jobs=2) == ["sechs_as"]  # one key: no worker processes
    game = gamekit.load("sechs_as")
    res = batch.engine_for(game).run(game, ("random",) * game.num_players, 3, np.random.SeedSequence(0))
    assert res.n == 3 and res.wins.shape == (3, game.num_players)


@pytest.mark.parametrize(
    "kwargs,named",
    [
        ({"keys": "sechs_as"}, "'keys'"),  # a str is no list of keys (not its letters)
        ({"keys": 5}, "'keys'"),
        ({"keys": [1]}, "'keys'"),
        ({"n_jobs": 0}, "'n_jobs'"),
        ({"n_jobs": True}, "'n_jobs'"),
        ({"n_jobs": "2"}, "'n_jobs'"),
        ({"keys": ["chess"]}, "unknown game 'chess'"),
    ],
)
def test_warm_refuses_careless_arguments_naming_them(kwargs, named):
    """``warm()``'s arguments are checked before anything compiles: a GameError naming them."""
    import gamekit
    from gamekit.analysis import batch

    with pytest.raises(gamekit.GameError, match=named):
        batch.warm(**kwargs)
