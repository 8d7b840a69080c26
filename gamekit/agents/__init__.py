"""Computer players.  An *agent* is a callable ``agent(state, rng) -> move`` for a decision node
(never called at chance nodes), where ``rng`` is a ``numpy.random.Generator``.

``agents_for(game)`` gives the agents available for a game by name (``"random"``,
``"greedy"``, ...); each game's own agents live in ``gamekit/agents/<game>.py``.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from ..core import Game, State

Agent = Callable[[State, Any], Any]

_MODULES = {
    "raja_pasu": "raja_pasu",
    "sechs_as": "sechs_as",
    "pachisi/german": "pachisi_german",
    "pachisi/czech": "pachisi_czech",
}


def random_agent(state: State, rng) -> Any:
    """Pick a legal move uniformly at random (the moves in ``state.legal_moves()`` order)."""
    moves = state.legal_moves()
    return moves[int(rng.integers(len(moves)))]


def game_key(game: Game) -> str:
    """``"raja_pasu"``, ``"sechs_as"``, ``"pachisi/german"`` or ``"pachisi/czech"``."""
    if game.name == "pachisi":
        return f"pachisi/{game.options.ruleset}"
    return game.name


def agents_for(game: Game) -> dict[str, Agent]:
    """The agents for ``game``: always ``"random"``, plus the game module's ``AGENTS`` dict."""
    out: dict[str, Agent] = {"random": random_agent}
    name = _MODULES.get(game_key(game))
    if name:
        try:
            mod = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
        else:
            out.update(mod.agents(game))
    return out
