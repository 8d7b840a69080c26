"""Start positions of :func:`gamekit.analysis.simulate.simulate`: which engine can play from where.

``simulate(game, agents, n_games, seed, start=state)`` plays every game from ``state`` instead of
the initial state.  A batch module that declares ``STARTS = True`` takes the start position in
its ``run(..., start=state)``:

* German Pachisi (:mod:`gamekit.analysis.batch.pachisi_german`): any position, also within a
  roll (values left, steps done, pieces captured this roll; PG-10..PG-21);
* Raja Pasu (:mod:`gamekit.analysis.batch.raja_pasu`): any round in progress (RP-7 counts the
  captures since the round began), also of a match (RP-8, RP-9: any round, reserves, closed holes);
* Czech Pachisi (:mod:`gamekit.analysis.batch.pachisi_czech`): any position, also a throw
  waiting for its move (a grace throw's too, PC-6);
* Sechs-As (:mod:`gamekit.analysis.batch.sechs_as`): any position, also a throw with one or
  both dice still to resolve (SA-2..SA-5).

A start position that is already over is played by the plain engine (its games have no moves),
as are games whose agents the batched engines do not know (a callable).
"""

from __future__ import annotations

from typing import Any

from ..core import Game, State
from ..errors import GameError


def check_start(game: Game, start: Any) -> State | None:
    """``start`` if it is None or a position of ``game`` (same rule set and options).

    Raises:
        GameError: naming the argument ``start`` when it is not a gamekit position, or a position
            of another game or other options.
    """
    if start is None:
        return None
    if not isinstance(start, State):
        raise GameError(f"argument 'start' must be a position of {game.name} (a state reached by play), not {start!r}")
    if start.game != game:
        raise GameError(
            f"argument 'start' is a position of {start.game!r}, not of {game!r}: "
            "pass the game the position belongs to (state.game)"
        )
    return start


def batch_can_start(game: Game, start: State | None) -> bool:
    """True if the batched engine of ``game`` (if any) can play from ``start``: always from the
    initial state (None), else only an engine declaring ``STARTS = True`` and a position not over."""
    if start is None:
        return True
    if start.is_terminal():
        return False
    from .batch import engine_for

    engine = engine_for(game)
    return engine is not None and getattr(engine, "STARTS", False)
