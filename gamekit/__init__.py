"""gamekit: exact rules, boards and analysis for Pachisi (German and Czech), Sechs-As and Raja Pasu.

Start with :func:`load`::

    import gamekit
    game = gamekit.load("raja_pasu")
    state = game.initial_state()
    state = state.apply(3)          # South sows from hole 3

The rules modules import neither matplotlib nor ipywidgets, so ``import gamekit`` is fast;
boards live in :mod:`gamekit.widgets`, drawings in :mod:`gamekit.render`, both imported the
first time they are named (``gamekit.widgets.board(game)`` works after ``import gamekit``).
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from . import registry, rules  # noqa: F401  (gamekit.rules.explain)
from .core import Event, Game, State, playout, sample_outcome, state_from_json
from .record import GameRecord
from .errors import (
    GameError,
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
    UnfinishedGameError,
    UnknownGameError,
    UnknownOptionError,
)

__version__ = "0.1.0"


def _submodules() -> set[str]:
    return {m.name for m in pkgutil.iter_modules(__path__)}


def __getattr__(name: str) -> Any:
    """Lazy attributes (PEP 562): ``GAME_NAMES``, and every submodule by its name.

    ``import gamekit`` loads only the rules; ``gamekit.widgets``, ``gamekit.analysis``,
    ``gamekit.render``, ``gamekit.agents`` ... are imported the first time they are named, so
    ``gamekit.widgets.board(game)`` works after a plain ``import gamekit`` without every
    ``import gamekit`` paying for ipywidgets and matplotlib (as scipy and scikit-image do).
    """
    # GAME_NAMES is read from the registry when asked for, so games registered later are in it.
    if name == "GAME_NAMES":
        return registry.load_names()
    if not name.startswith("_") and name in _submodules():
        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | _submodules() | {"GAME_NAMES"})


def load(name: str, **options: Any) -> Game:
    """Make a game by name with its options (the games are those of :mod:`gamekit.registry`).

    ``name`` is one of ``"raja_pasu"``, ``"sechs_as"``, ``"pachisi"``, or any registry key
    (``"pachisi/czech"``).  Pachisi has two rule sets, chosen by the option ``ruleset``:
    ``"german"`` or ``"czech"``; write it out, e.g. ``load("pachisi", ruleset="czech")``.
    Decision: ``load("pachisi")`` without ``ruleset`` gives the German family rules (PG-1), the
    rule set the kit starts with, so ``load("pachisi").options.ruleset == "german"``.  Options
    are the game's own (each game's ``<Game>Options``: ``GermanOptions``, ``CzechOptions``,
    ``SechsAsOptions``, ``RajaPasuOptions``); e.g. ``load("raja_pasu", pasu_on_last_seed=False)``.

    Raises:
        UnknownGameError: ``name`` is not one of the names above (the message lists them), or
            not a string.
        UnknownOptionError: an unknown option, or a value of the wrong kind or out of range
            (the message names the option and lists the valid ones).
    """
    if not isinstance(name, str):
        raise UnknownGameError(
            f"load(name): name must be a string, one of {', '.join(map(repr, registry.load_names()))}, not {name!r}"
        )
    cls, options = registry.game_class(name, options)
    return cls(**options)


__all__ = [
    "load",
    "state_from_json",
    "Game",
    "State",
    "GameRecord",
    "Event",
    "playout",
    "sample_outcome",
    "GameError",
    "IllegalMoveError",
    "InvalidMoveError",
    "InvalidPositionError",
    "UnfinishedGameError",
    "UnknownGameError",
    "UnknownOptionError",
    "GAME_NAMES",
    "registry",
    "__version__",
]
