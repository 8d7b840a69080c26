"""Computer players.  An *agent* is a callable ``agent(state, rng) -> move`` for a decision node
(never called at chance nodes), where ``rng`` is a ``numpy.random.Generator``.

``agents_for(game)`` gives the agents available for a game by name (``"random"``,
``"greedy"``, ...); each game's own agents live in ``gamekit/agents/<game>.py`` and are found
through the game's entry in :mod:`gamekit.registry`.
"""

from __future__ import annotations

from typing import Any, Callable

from .. import registry
from ..core import Game, State

Agent = Callable[[State, Any], Any]


def random_agent(state: State, rng) -> Any:
    """Pick a legal move uniformly at random (the moves in ``state.legal_moves()`` order)."""
    moves = state.legal_moves()
    return moves[int(rng.integers(len(moves)))]


def game_key(game: Game) -> str:
    """The game's registry key (:mod:`gamekit.registry`): ``"raja_pasu"``, ``"sechs_as"``,
    ``"pachisi/german"``, ``"pachisi/czech"``, or a registered game's own."""
    return game.key


def agents_for(game: Game) -> dict[str, Agent]:
    """The agents for ``game``: always ``"random"``, plus what its registry entry's ``agents(game)`` gives."""
    out: dict[str, Agent] = {"random": random_agent}
    try:
        spec = registry.entry_for(game).agents
    except registry.UnknownGameError:  # a game made by hand, not registered
        spec = None
    if spec is not None:
        out.update(registry.resolve(spec)(game))
    return out
