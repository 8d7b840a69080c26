"""README.md says what the two commands print: the first-run estimate and the test phases.

* The estimate scripts/_env.sh prints before the first install ("first run: about N minutes")
  is the one README.md gives.
* README.md names the phases of ``bash scripts/test.sh`` with exactly the labels of the summary
  that scripts/test.sh prints, in the same order.
* The kit's Jupyter files that scripts/_env.sh and binder/postBuild copy exist, and both copy
  them with the same command.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
ENV_SH = (ROOT / "scripts" / "_env.sh").read_text(encoding="utf-8")
TEST_SH = (ROOT / "scripts" / "test.sh").read_text(encoding="utf-8")
POSTBUILD = (ROOT / "binder" / "postBuild").read_text(encoding="utf-8")


def test_first_run_estimate_is_the_same_in_readme_and_launch_command() -> None:
    said = re.findall(r"first run: about [^)\"]+", ENV_SH)
    assert said == ["first run: about a minute"], said
    assert f"({said[0]})" in README, f"README.md should say ({said[0]})"


def test_readme_names_the_test_phases_of_the_summary_in_order() -> None:
    labels = re.findall(r'\("(?:unit|binder|browser)", "([^"]+)"\)', TEST_SH)
    labels += re.findall(r'rows\.append\(\("([^"]+)", (?:None if browser|nb_total)', TEST_SH)
    assert labels == ["unit tests", "Binder install check", "browser tests", "strict nbval (notebooks)"], labels
    positions = [README.find(f"`{label}`") for label in labels]
    assert -1 not in positions, f"README.md does not name every phase as the summary does: {labels}"
    assert positions == sorted(positions), "README.md lists the phases in another order than the summary"


def test_jupyter_files_are_shipped_and_installed_the_same_way_locally_and_on_binder() -> None:
    for rel in (
        "share/jupyter/lab/settings/overrides.json",
        "share/jupyter/voila/templates/gamekit/index.html.j2",
        "share/jupyter/voila/templates/gamekit/conf.json",
        "etc/jupyter/voila.json",
    ):
        assert (ROOT / "jupyter-setup" / rel).is_file(), rel
    assert 'cp -R jupyter-setup/share jupyter-setup/etc "$GAMEKIT_VENV/"' in ENV_SH
    assert 'cp -R jupyter-setup/share jupyter-setup/etc "$prefix/"' in POSTBUILD
    assert "jupyter trust notebooks/*.ipynb" in POSTBUILD
