import os
import sys

# tests import their shared helpers (conformance.py) by module name
sys.path.insert(0, os.path.dirname(__file__))

# The test package's own sixth game joins gamekit here, and only here (issue 12 §1): every test
# that runs over the registry runs on it too, with no edit under gamekit/.
from gamekit import registry  # noqa: E402

if "dice_race" not in registry.keys():
    registry.register(registry.GameEntry(
        key="dice_race", title="Dice race (a test game)",
        game="dice_race:DiceRace", view="dice_race:DiceRaceView", drawing="dice_race:svg",
        agents="dice_race:agents", rules=("dice_race:RULES",), aspects="dice_race:ASPECTS",
    ))


import pytest  # noqa: E402


def pytest_collection_modifyitems(config, items):  # noqa: ARG001
    """scripts/test.sh runs the tests on every core (pytest-xdist, ``-n auto --dist loadgroup``):
    the real-browser tests share one JupyterLab and one Chromium per worker and are paced for one
    browser at a time, so they form one group that runs on a single worker, one after another,
    while the other workers take the unit tests and the Binder install check."""
    for item in items:
        if "/tests/browser/" in str(item.path).replace("\\", "/"):
            item.add_marker(pytest.mark.xdist_group("browser"))
