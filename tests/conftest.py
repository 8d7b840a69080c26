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
