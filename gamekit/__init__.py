"""gamekit: exact rules, boards and analysis for Pachisi (German and Czech), Sechs-As and Raja Pasu.

Start with :func:`load`::

    import gamekit
    game = gamekit.load("raja_pasu")
    state = game.initial_state()
    state = state.apply(3)          # South sows from hole 3

The rules modules import neither matplotlib nor ipywidgets, so ``import gamekit`` is fast;
boards live in :mod:`gamekit.widgets`, drawings in :mod:`gamekit.render`.
"""

from __future__ import annotations

import importlib
from typing import Any

from . import rules  # noqa: F401  (gamekit.rules.explain)
from .core import Event, Game, GameRecord, State, playout, state_from_json
from .errors import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
    UnknownGameError,
    UnknownOptionError,
)

__version__ = "0.1.0"

# name -> "module:Class"; the Pachisi rule sets are picked by the `ruleset` option.
_GAMES: dict[str, str] = {
    "raja_pasu": "gamekit.raja_pasu:RajaPasu",
    "sechs_as": "gamekit.sechs_as:SechsAs",
    "pachisi/german": "gamekit.pachisi.german:GermanPachisi",
    "pachisi/czech": "gamekit.pachisi.czech:CzechPachisi",
}
GAME_NAMES = ("raja_pasu", "sechs_as", "pachisi")
"""The names :func:`load` accepts."""
PACHISI_RULESETS = ("german", "czech")


def load(name: str, **options: Any) -> Game:
    """Make a game by name with its options.

    ``name`` is one of ``"raja_pasu"``, ``"sechs_as"``, ``"pachisi"``.  Pachisi has two rule
    sets, chosen by the option ``ruleset``: ``"german"`` or ``"czech"``; write it out, e.g.
    ``load("pachisi", ruleset="czech")``.  Decision: ``load("pachisi")`` without ``ruleset``
    gives the German family rules (PG-1), the rule set the kit starts with, so
    ``load("pachisi").options.ruleset == "german"``.  Options are the game's own (see each
    game's ``Options``); e.g. ``load("raja_pasu", pasu_on_last_seed=False)``.

    Raises:
        UnknownGameError: ``name`` is not one of the names above (the message lists them), or
            not a string.
        UnknownOptionError: an unknown option, or a value of the wrong kind or out of range
            (the message names the option and lists the valid ones).
    """
    if not isinstance(name, str):
        raise UnknownGameError(
            f"load(name): name must be a string, one of {', '.join(map(repr, GAME_NAMES))}, not {name!r}"
        )
    if name not in GAME_NAMES:
        raise UnknownGameError(f"unknown game {name!r}; valid names: {', '.join(GAME_NAMES)}")
    key = name
    if name == "pachisi":
        ruleset = options.pop("ruleset", "german")
        if ruleset not in PACHISI_RULESETS:
            raise UnknownOptionError(
                f"pachisi option ruleset={ruleset!r} is not valid; choose one of "
                f"{', '.join(map(repr, PACHISI_RULESETS))}"
            )
        key = f"pachisi/{ruleset}"
    module_name, cls_name = _GAMES[key].split(":")
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:  # a game not built yet
        if exc.name == module_name:
            raise UnknownGameError(f"game {key!r} is not available in this version of gamekit") from None
        raise
    return getattr(module, cls_name)(**options)


__all__ = [
    "load",
    "state_from_json",
    "Game",
    "State",
    "GameRecord",
    "Event",
    "playout",
    "GameError",
    "IllegalMoveError",
    "InvalidMoveError",
    "InvalidPositionError",
    "UnknownGameError",
    "UnknownOptionError",
    "GAME_NAMES",
    "__version__",
]
