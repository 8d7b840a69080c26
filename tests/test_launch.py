"""The README's launch command, ``bash scripts/lab.sh``, in a fresh copy of the kit.

``scripts/lab.sh`` opens JupyterLab on ``classroom/``, an untracked working copy of ``notebooks/``,
so that what a class saves never changes the shipped notebooks (strict nbval compares against
them). Here JupyterLab itself is not started: extra arguments go to ``jupyter lab``, and
``--version`` makes it print its version and stop, after lab.sh has made and trusted the copy.
(tests/browser/test_browser_first_open.py runs the real server and saves a notebook from the page.)

Needs the venv that scripts/_env.sh manages (as under scripts/test.sh); skipped otherwise, since
the script would install into the running Python.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from kit_copy import ROOT, git_status, launch_env, make_kit_copy, scripts_usable, tracked_files, untrusted

NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))

pytestmark = pytest.mark.skipif(
    bool(scripts_usable()) or not tracked_files(), reason=scripts_usable() or "not a git clone"
)


def run_lab_sh(kit: Path, env: dict[str, str], *args: str) -> str:
    proc = subprocess.run(
        ["bash", "scripts/lab.sh", *args, "--version"],
        cwd=kit,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, f"bash scripts/lab.sh exited {proc.returncode}:\n{proc.stdout}"
    return proc.stdout


def read(path: Path) -> bytes:
    return path.read_bytes()


@pytest.fixture()
def kit(tmp_path: Path) -> Path:
    return make_kit_copy(tmp_path / "kit")


def test_lab_sh_makes_a_trusted_untracked_working_copy(kit: Path, tmp_path: Path) -> None:
    env = launch_env(tmp_path / "user")
    shipped = {name: read(kit / "notebooks" / name) for name in NOTEBOOKS}
    # a fresh user: nothing is trusted before the launch command runs
    assert untrusted([kit / "notebooks" / n for n in NOTEBOOKS], env) == NOTEBOOKS

    out = run_lab_sh(kit, env)

    work = kit / "classroom"
    assert sorted(p.name for p in work.glob("*.ipynb")) == NOTEBOOKS
    for name in NOTEBOOKS:
        assert read(work / name) == shipped[name], f"classroom/{name} is not a copy of notebooks/{name}"
        assert read(kit / "notebooks" / name) == shipped[name], f"notebooks/{name} was changed"
    assert untrusted([work / n for n in NOTEBOOKS], env) == [], "not trusted after the launch command"
    assert f"copied {len(NOTEBOOKS)} notebook(s) from notebooks/ into classroom/" in out
    assert git_status(kit) == "", "the working copy shows up in git status (is classroom/ gitignored?)"
    # quiet: nothing on the way to JupyterLab says "warning" (the version line ends the output)
    assert not re.search(r"warn", out, re.IGNORECASE), out
    assert (
        out.strip().splitlines()[-1].strip()
        == subprocess.run(
            [
                str(Path(env["GAMEKIT_VENV"]) / "bin" / "python"),
                "-c",
                "import jupyterlab; print(jupyterlab.__version__)",
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    )


def test_lab_sh_keeps_the_class_work_and_reset_puts_it_aside(kit: Path, tmp_path: Path) -> None:
    env = launch_env(tmp_path / "user")
    run_lab_sh(kit, env)
    work = kit / "classroom"
    # the class saves raja_pasu.ipynb (outputs cleared, as a half-run notebook would be) and
    # deletes index.ipynb
    nb = json.loads((work / "raja_pasu.ipynb").read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
    saved = json.dumps(nb, indent=1).encode()
    (work / "raja_pasu.ipynb").write_bytes(saved)
    (work / "index.ipynb").unlink()

    out = run_lab_sh(kit, env)
    assert read(work / "raja_pasu.ipynb") == saved, "the launch command overwrote the class's saved notebook"
    assert read(work / "index.ipynb") == read(kit / "notebooks" / "index.ipynb"), (
        "a missing notebook was not copied again"
    )
    assert "copied 1 notebook(s)" in out
    assert git_status(kit) == ""

    out = run_lab_sh(kit, env, "--reset")
    aside = sorted(kit.glob("classroom-saved-*"))
    assert len(aside) == 1, f"--reset should put the old copy aside once: {aside}"
    assert read(aside[0] / "raja_pasu.ipynb") == saved, "--reset lost the class's work"
    for name in NOTEBOOKS:
        assert read(work / name) == read(kit / "notebooks" / name), f"--reset did not start classroom/{name} afresh"
    assert untrusted([work / n for n in NOTEBOOKS], env) == []
    assert f"moved to {aside[0].name}/" in out
    assert git_status(kit) == "", "the copy put aside by --reset shows up in git status"
