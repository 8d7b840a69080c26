"""The result of a simulation, one type for the plain and the batched engines (:func:`gamekit.analysis.simulate.simulate`
and every ``gamekit.analysis.batch.<rule set>.run``)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..errors import GameError, int_arg


@dataclass
class SimulationResult:
    """Per-game results of :func:`simulate`; every array has length ``n`` (games played).

    * ``wins``: bool array (n, players), True for each winning seat (a team marks both seats)
    * ``draw``: bool array (n,)
    * ``returns``: float array (n, players), ``state.returns()`` at the end
    * ``moves``: int array, decisions made; ``throws``: int array, chance outcomes applied
    * ``turns``: int array, how often the seat to act changed
    * ``events``: dict kind -> int array, how many events of each kind (``"capture"``,
      ``"pasu"``, ``"pussa"``, ``"enter"``, ``"gate"``, ...) each game produced
    * ``finals``: the final states, from the plain engine only; ``None`` when the batched
      engine played (it keeps no state objects: that is where its speed comes from)
    * ``interrupted``: True if stopped early (Ctrl-C / the kernel's stop button / ``stop()``)
    * ``engine``: ``"batched"`` or ``"plain"``, the engine that played
    * ``unfinished``: bool array (n,), True for a game cut at the step cap
      (:data:`gamekit.analysis.simulate.MAX_STEPS`, or a batched engine's own cap): no seat won
      it, it is no draw, its ``returns`` are 0; :attr:`n_unfinished` counts them
    * ``trace``: from a batched engine's ``run(..., record=True)`` only, per game the list of
      actions in plain-engine form (chance outcomes as ``chance_outcomes()`` lists them, moves
      as the plain engine's move objects or their ``to_json()`` dicts), so that the game can be
      replayed through the plain engine; else None
    """

    wins: np.ndarray
    draw: np.ndarray
    returns: np.ndarray
    moves: np.ndarray
    throws: np.ndarray
    turns: np.ndarray
    events: dict[str, np.ndarray]
    finals: list | None = field(default=None, repr=False)
    interrupted: bool = False
    engine: str = "plain"
    unfinished: np.ndarray | None = None
    trace: list | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        n = len(self.draw) if isinstance(self.draw, np.ndarray) and self.draw.ndim == 1 else -1
        for name in ("draw", "wins", "returns", "moves", "throws", "turns"):
            a = getattr(self, name)
            if not isinstance(a, np.ndarray) or a.ndim < 1 or len(a) != n:
                raise GameError(f"SimulationResult({name}): {name} must be a numpy array with one entry per game")
        if not isinstance(self.events, dict) or any(
            not isinstance(v, np.ndarray) or v.ndim < 1 or len(v) != n for v in self.events.values()
        ):
            raise GameError("SimulationResult(events): events must be a dict of numpy arrays, one entry per game")
        if self.unfinished is None:
            self.unfinished = np.zeros(len(self.draw), dtype=bool)

    @property
    def n(self) -> int:
        """Number of games played."""
        return len(self.draw)

    @property
    def n_unfinished(self) -> int:
        """Number of games cut at the step cap (they count as won by no seat)."""
        return int(self.unfinished.sum())

    def win_rate(self, seat: int) -> float:
        """Fraction of games seat ``seat`` won, 0..1 (team wins count for both partners); NaN
        when no game was played.

        Raises:
            GameError: ``seat`` is not a whole number 0..players-1 (a bool, -1, "x" or a seat
                the game does not have).
        """
        seat = int_arg(seat, "win_rate", "seat", 0, self.wins.shape[1] - 1)
        return float(self.wins[:, seat].mean()) if self.n else float("nan")
