"""The Binder install, reproduced as closely as this machine allows (no Docker here).

What repo2docker would build from this repository was read off
``repo2docker --no-build --debug .`` (jupyter-repo2docker 2026.4.0, in a throwaway venv; it is
NOT a project dependency).  Because ``binder/`` exists, only ``binder/`` is read: the root
``pyproject.toml`` is ignored.  The steps of that Dockerfile that depend on this repository are
(in order; ``REPO_DIR`` is the user's home, ``KERNEL_PYTHON_PREFIX`` the conda env "notebook"):

    FROM docker.io/library/buildpack-deps:24.04
    ...  # locales, user, base packages
    RUN /tmp/install-base-env.bash        # conda env from environment.py-3.11-linux-64.lock
    ...
    COPY --chown=0:0 src/binder/requirements.txt ${REPO_DIR}/binder/requirements.txt
    COPY --chown=0:0 src/ ${REPO_DIR}/
    USER ${NB_USER}
    RUN ${KERNEL_PYTHON_PREFIX}/bin/pip install --no-cache-dir -r "binder/requirements.txt"
    RUN chmod +x binder/postBuild
    RUN ./binder/postBuild
    CMD ["jupyter", "notebook", "--ip", "0.0.0.0"]

("Building conda environment for python=3.11": binder/runtime.txt picks the Python.)

This test does the same in a fresh venv made with the pinned Python (``python3.11``):

1. the base environment: repo2docker's conda lock for Python 3.11 ships these Jupyter packages,
   which are installed first from PyPI at the same versions (``BASE_ENV``) so that the
   requirements step has to upgrade them exactly as on Binder;
2. a copy of the repository (what ``COPY src/`` copies), with the checkout's batch engines as
   scripts/_env.sh compiled them (numba's cache files; reused by postBuild only where they are
   the same compile, see ``_copy_engine_cache``), then, from its root,
   ``pip install -r binder/requirements.txt`` (done with ``uv pip`` when the test's venv has uv,
   as scripts/_env.sh installs it: the same files and pins, downloaded in parallel; the installer's
   cache is reused here, unlike on Binder);
3. ``binder/postBuild`` with the venv's ``bin`` first on PATH (as the notebook user would have);
4. ``pip check`` (or ``uv pip check``); gamekit must import from the copy; postBuild must have
   installed the kit's Jupyter files (jupyter-setup/: JupyterLab's news prompt off, Voila's
   offline "gamekit" template selected) and trusted every shipped notebook for the notebook user (so JupyterLab
   shows their saved pictures on first open);
5. every ``notebooks/*.ipynb`` executed there with nbclient, in a kernel of that venv, without
   errors.

Marked ``slow`` (a few minutes): ``pytest -m "not slow"`` leaves it out.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent

# Jupyter packages of repo2docker's base env (environment.py-3.11-linux-64.lock of
# jupyter-repo2docker 2026.4.0), pip names at the locked versions.  jupyterhub-singleuser is
# left out: it only matters when JupyterHub starts the server, not for the install.
BASE_ENV = [
    "jupyterlab==4.4.9",
    "notebook==7.4.7",
    "jupyter_server==2.17.0",
    "jupyterlab_server==2.27.3",
    "jupyter_core==5.8.1",
    "jupyter_client==8.6.3",
    "ipykernel==7.0.1",
    "ipython==9.6.0",
    "ipywidgets==8.1.7",
    "widgetsnbextension==4.0.14",
    "jupyterlab_widgets==3.0.15",
    "jupyter-resource-usage==1.2.0",
]

STEP_TIMEOUT = 900  # seconds, per pip / postBuild step
CELL_TIMEOUT = 600  # seconds, per notebook cell


def _pinned_python() -> tuple[str, str]:
    """(version, interpreter) from binder/runtime.txt, e.g. ("3.11", "/usr/bin/python3.11")."""
    text = (ROOT / "binder" / "runtime.txt").read_text(encoding="utf-8").strip()
    m = re.fullmatch(r"python-(\d+\.\d+)(?:\.\d+)?", text)
    assert m, f"binder/runtime.txt should read like 'python-3.11', not {text!r}"
    version = m.group(1)
    exe = shutil.which(f"python{version}")
    if exe is None:
        pytest.skip(f"binder/runtime.txt pins Python {version}, but python{version} is not on PATH")
    return version, exe


def _run(cmd: list[str], *, cwd: Path, env: dict[str, str], what: str) -> str:
    start = time.monotonic()
    proc = subprocess.run(
        cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=STEP_TIMEOUT
    )
    took = time.monotonic() - start
    print(f"[binder] {what}: {took:.1f} s (exit {proc.returncode})")
    assert proc.returncode == 0, f"{what} failed (exit {proc.returncode}):\n{proc.stdout[-6000:]}"
    return proc.stdout


def _copy_repo(dest: Path) -> None:
    """What the Dockerfile's ``COPY src/ ${REPO_DIR}/`` copies (minus local venvs and caches)."""
    ignore = shutil.ignore_patterns(
        ".git",
        ".venv",
        "venv",
        "__pycache__",
        "*.egg-info",
        ".pytest_cache",
        ".hypothesis",
        ".ipynb_checkpoints",
        "screenshots",
        "build",
        "dist",
        "classroom",
        "classroom-saved-*",
    )
    shutil.copytree(ROOT, dest, ignore=ignore, symlinks=True)


# numba's on-disk cache of the batch engines (gamekit/analysis/batch/_cache.py): index and machine
# code files in __pycache__ beside the sources
NUMBA_CACHE = ("gamekit/analysis/batch/__pycache__", ("*.nbi", "*.nbc"))


def _copy_engine_cache(dest: Path) -> int:
    """Copy the checkout's compiled batch engines (numba's cache files) into the repository copy;
    returns how many files were copied.

    scripts/_env.sh compiled the same engines for this checkout's venv minutes before (under
    scripts/test.sh and .ci/run): the same sources, and the same numba and llvmlite (both pinned by
    constraints.txt, which binder/requirements.txt uses).  postBuild's ``python -m
    gamekit.analysis.batch`` would compile exactly that code a second time.  numba reuses a cached
    function only when it is the same compile: the cache index records numba's version, and the
    kit's locator stamps every engine with a hash of the contents of every source file it depends
    on; the file names carry the Python version (``py311``).  With any of those different, postBuild
    compiles as on Binder.  Either way postBuild still runs the command, which plays two games
    with every batch engine and agent in the Binder venv, and the notebooks then run on that
    cache (a cold compile is proved by scripts/_env.sh's own run of the same command).
    """
    folder, patterns = NUMBA_CACHE
    src, out = ROOT / folder, dest / folder
    files = [p for pattern in patterns for p in sorted(src.glob(pattern))] if src.is_dir() else []
    if files:
        out.mkdir(parents=True, exist_ok=True)
        for p in files:
            shutil.copy2(p, out / p.name)
    return len(files)


_EXECUTE = textwrap.dedent(
    """
    import pathlib, sys, time
    import nbformat
    from nbclient import NotebookClient

    prefix, timeout, paths = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    failed = 0
    for path in map(pathlib.Path, paths):
        nb = nbformat.read(path, as_version=4)
        repo = str(path.parent.parent)
        # prove the kernel runs in the Binder venv on the repository copy, not in pytest's Python
        nb.cells.insert(0, nbformat.v4.new_code_cell(
            "import sys, gamekit\\n"
            f"assert sys.prefix == {prefix!r}, sys.prefix\\n"
            f"assert gamekit.__file__.startswith({repo!r}), gamekit.__file__"))
        start = time.monotonic()
        client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                                resources={"metadata": {"path": str(path.parent)}})
        try:
            client.execute()
        except Exception as exc:
            failed += 1
            print(f"FAILED {path.name}: {type(exc).__name__}: {exc}"[:4000])
            continue
        errors = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])
                  if o.get("output_type") == "error"
                  or (o.get("output_type") == "stream" and o.get("name") == "stderr"
                      and "Traceback" in o.get("text", ""))]
        if errors:
            failed += 1
            print(f"FAILED {path.name}: error output: {errors[0]}"[:4000])
            continue
        print(f"ok {path.name} ({time.monotonic() - start:.1f} s)")
    sys.exit(1 if failed else 0)
    """
)


def _installer(venv: Path) -> list[str]:
    """The command that installs into ``venv``: uv's pip interface where the test's own venv has
    uv (scripts/_env.sh installs it; the same requirement files and pins, resolved the same way,
    about ten times faster from an empty cache than pip's serial downloads), else pip itself."""
    uv = Path(sys.executable).parent / "uv"
    if uv.is_file():
        return [str(uv), "pip"]  # into the venv the environment's UV_PYTHON names
    return [str(venv / "bin" / "python"), "-m", "pip"]


def test_binder_install_and_notebooks(tmp_path: Path) -> None:
    t0 = time.monotonic()
    version, python = _pinned_python()
    repo = tmp_path / "repo"
    _copy_repo(repo)
    cached = _copy_engine_cache(repo)
    print(f"[binder] {cached} numba cache file(s) of the checkout's batch engines copied")
    venv = tmp_path / "notebook-env"

    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "MPLBACKEND")}
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["NB_PYTHON_PREFIX"] = str(venv)
    env["KERNEL_PYTHON_PREFIX"] = str(venv)
    # a private Jupyter home: no kernelspec or config of this machine's user leaks in
    jhome = tmp_path / "jupyter"
    for var, sub in (
        ("JUPYTER_CONFIG_DIR", "config"),
        ("JUPYTER_DATA_DIR", "data"),
        ("JUPYTER_RUNTIME_DIR", "runtime"),
        ("IPYTHONDIR", "ipython"),
        ("MPLCONFIGDIR", "matplotlib"),
    ):
        env[var] = str(jhome / sub)
    env["JUPYTER_PLATFORM_DIRS"] = "1"
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    env["UV_PYTHON"] = str(venv / "bin" / "python")  # uv pip installs into the Binder venv
    # pip (Binder's installer) writes every installed package's .pyc files; uv does so only when asked
    env["UV_COMPILE_BYTECODE"] = "1"

    _run([python, "-m", "venv", str(venv)], cwd=tmp_path, env=env, what=f"python{version} -m venv")
    pip = _installer(venv)
    _run([*pip, "install", "--quiet", *BASE_ENV], cwd=repo, env=env, what="base env (repo2docker's Jupyter packages)")
    _run(
        [*pip, "install", "--quiet", "-r", "binder/requirements.txt"],
        cwd=repo,
        env=env,
        what="pip install -r binder/requirements.txt",
    )
    postbuild = repo / "binder" / "postBuild"
    postbuild.chmod(0o755)
    _run(["./binder/postBuild"], cwd=repo, env=env, what="binder/postBuild")
    _run([*pip, "check"], cwd=repo, env=env, what="pip check")

    vpy = str(venv / "bin" / "python")
    out = _run(
        [vpy, "-c", "import gamekit, jupyterlab, voila, ipywidgets, anywidget; print(gamekit.__file__)"],
        cwd=tmp_path,
        env=env,
        what="import gamekit and the notebook stack",
    )
    assert out.strip().startswith(str(repo)), f"gamekit was not installed from the repository copy: {out}"
    overrides = venv / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    assert overrides.is_file(), "binder/postBuild did not write JupyterLab's overrides.json"
    notification = json.loads(overrides.read_text(encoding="utf-8"))["@jupyterlab/apputils-extension:notification"]
    assert notification == {"checkForUpdates": False, "fetchNews": "false"}, notification
    template = venv / "share" / "jupyter" / "voila" / "templates" / "gamekit" / "index.html.j2"
    assert template.is_file(), "binder/postBuild did not install the gamekit Voila template"
    voila_conf = json.loads((venv / "etc" / "jupyter" / "voila.json").read_text(encoding="utf-8"))
    assert voila_conf["VoilaConfiguration"]["template"] == "gamekit", voila_conf
    check = (
        "import sys, nbformat; from nbformat.sign import NotebookNotary; n = NotebookNotary(); "
        "print(' '.join(p for p in sys.argv[1:] if not n.check_signature(nbformat.read(p, as_version=4))))"
    )
    untrusted = _run(
        [vpy, "-c", check, *map(str, sorted((repo / "notebooks").glob("*.ipynb")))],
        cwd=repo,
        env=env,
        what="check the notebooks' trust signatures",
    ).split()
    assert not untrusted, f"binder/postBuild left notebooks untrusted: {untrusted}"

    notebooks = sorted(p for p in (repo / "notebooks").glob("*.ipynb"))
    if notebooks:
        script = tmp_path / "execute.py"
        script.write_text(_EXECUTE, encoding="utf-8")
        _run(
            [vpy, str(script), str(venv), str(CELL_TIMEOUT), *map(str, notebooks)],
            cwd=repo,
            env=env,
            what=f"execute {len(notebooks)} notebook(s) with nbclient",
        )
    else:
        print("[binder] no notebooks/*.ipynb yet: only the install was checked")
    print(f"[binder] total: {time.monotonic() - t0:.1f} s")
