import os
import sys

# tests import their shared helpers (conformance.py) by module name
sys.path.insert(0, os.path.dirname(__file__))

# The test package's own sixth game joins gamekit here, and only here (issue 12 §1): every test
# that runs over the registry runs on it too, with no edit under gamekit/.
from gamekit import registry  # noqa: E402

if "dice_race" not in registry.keys():
    registry.register(
        registry.GameEntry(
            key="dice_race",
            title="Dice race (a test game)",
            game="dice_race:DiceRace",
            view="dice_race:DiceRaceView",
            drawing="dice_race:svg",
            agents="dice_race:agents",
            rules=("dice_race:RULES",),
            aspects="dice_race:ASPECTS",
        )
    )


import pytest  # noqa: E402


@pytest.fixture(scope="session")
def default_pack(tmp_path_factory):
    """``build_pack("nonsense")`` (the default pack: the notebooks' exercises, A4 and Letter), run
    once per session in an empty folder: ``(folder written, {file name: page count})``.

    The careless-input fuzz (``tests/test_fuzz_careless.py``) makes exactly this call, and the
    printing tests (``tests/test_printing.py``) read the pack it writes; building it once saves a
    whole pack (about 20 s).
    """
    cwd = tmp_path_factory.mktemp("careless")
    here = os.getcwd()
    os.chdir(cwd)
    try:
        from gamekit.printing import build_pack

        counts = build_pack("nonsense")
    finally:
        os.chdir(here)
    return cwd / "nonsense", counts
