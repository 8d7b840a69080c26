"""A throwaway copy of the kit, as a teacher's fresh clone, for testing the launch commands.

``make_kit_copy(dest)`` copies every file git tracks in this repository (as it is on disk now, so
uncommitted edits are tested too) into ``dest``, makes it a git repository with one commit, and
returns ``dest``; ``git_status(dest)`` is then ``""`` until something tracked changes.

``launch_env(base)`` is the environment of a user who never ran Jupyter before: private, empty
Jupyter data (so no notebook is trusted yet), config, runtime, workspaces and settings folders,
and ``GAMEKIT_VENV`` set to the running venv, so the scripts use it without installing.
``scripts_usable()`` says why the scripts cannot use the running venv ("" if they can).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

GIT = [
    "git",
    "-c",
    "user.name=gamekit tests",
    "-c",
    "user.email=tests@gamekit.invalid",
    "-c",
    "init.defaultBranch=main",
    "-c",
    "commit.gpgsign=false",
]


def tracked_files() -> list[str]:
    """Paths (relative to the repository root) of the files git tracks, or [] outside a clone."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        return []
    out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [p for p in out.stdout.split("\0") if p and (ROOT / p).is_file()]


def make_kit_copy(dest: Path) -> Path:
    files = tracked_files()
    if not files:
        raise RuntimeError("not a git clone (or git missing): cannot copy the kit's tracked files")
    for rel in files:
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / rel, target)
    subprocess.run([*GIT, "init", "-q"], cwd=dest, check=True)
    subprocess.run([*GIT, "add", "-A"], cwd=dest, check=True)
    subprocess.run([*GIT, "commit", "-q", "-m", "the kit as cloned"], cwd=dest, check=True)
    return dest


def git_status(repo: Path) -> str:
    """``git status --porcelain`` of ``repo``: "" when no tracked file changed and nothing untracked
    is left outside .gitignore."""
    out = subprocess.run([*GIT, "status", "--porcelain"], cwd=repo, capture_output=True, text=True, check=True)
    return out.stdout


def scripts_usable() -> str:
    """'' if scripts/_env.sh would use the running venv as it is (installed by _env.sh, up to date),
    else why not (the scripts would then install into it, which a test must not do)."""
    stamp = Path(sys.prefix) / ".gamekit-install-stamp"
    if not stamp.is_file():
        return f"{sys.prefix} was not set up by scripts/_env.sh"
    proc = subprocess.run(
        ["bash", "-c", '{ "$1" -VV; cat pyproject.toml constraints.txt; } | cksum', "_", sys.executable],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    if proc.stdout.strip() != stamp.read_text(encoding="utf-8").strip():
        return f"{sys.prefix} is out of date for scripts/_env.sh (it would reinstall)"
    return ""


def launch_env(base: Path) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("MPLBACKEND", "JUPYTER_TOKEN", "JUPYTER_PATH", "JUPYTER_CONFIG_PATH", "PYTHONPATH")
    }
    for var, sub in (
        ("JUPYTER_DATA_DIR", "data"),
        ("JUPYTER_CONFIG_DIR", "config"),
        ("JUPYTER_RUNTIME_DIR", "rt"),
        ("JUPYTERLAB_WORKSPACES_DIR", "workspaces"),
        ("JUPYTERLAB_SETTINGS_DIR", "settings"),
        ("IPYTHONDIR", "ipython"),
    ):
        (base / sub).mkdir(parents=True, exist_ok=True)
        env[var] = str(base / sub)
    env["GAMEKIT_VENV"] = sys.prefix
    return env


def untrusted(paths: list[Path], env: dict[str, str]) -> list[str]:
    """The names of the notebooks among ``paths`` that are NOT trusted for the user whose Jupyter
    data folder ``env`` names (one subprocess for all of them)."""
    code = (
        "import sys, nbformat; from nbformat.sign import NotebookNotary; n = NotebookNotary(); "
        "print('\\n'.join(p for p in sys.argv[1:] if not n.check_signature(nbformat.read(p, as_version=4))))"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code, *map(str, paths)], env=env, capture_output=True, text=True, timeout=300
    )
    if proc.returncode != 0:
        raise RuntimeError(f"checking notebook signatures failed:\n{proc.stderr}")
    return [Path(line).name for line in proc.stdout.splitlines() if line.strip()]
