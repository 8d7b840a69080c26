"""Reproducible batches of games: ``simulate(game, agents, n_games, seed)``.

Every game gets its own random stream spawned from ``seed`` (``numpy.random.SeedSequence``),
so the results are identical for the same seed whatever else runs, and game ``i`` is the same
whether 10 or 10,000 games are played.  Per-game results come back as numpy arrays.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np

from ..agents import agents_for
from ..core import Game, playout


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
    * ``finals``: the final states; ``interrupted``: True if stopped early by Ctrl-C / interrupt
    """

    wins: np.ndarray
    draw: np.ndarray
    returns: np.ndarray
    moves: np.ndarray
    throws: np.ndarray
    turns: np.ndarray
    events: dict[str, np.ndarray]
    finals: list = field(repr=False)
    interrupted: bool = False

    @property
    def n(self) -> int:
        """Number of games played."""
        return len(self.draw)

    def win_rate(self, seat: int) -> float:
        """Fraction of games seat ``seat`` won (team wins count for both partners)."""
        return float(self.wins[:, seat].mean()) if self.n else float("nan")


def _resolve(game: Game, agents: Sequence[Any] | Any) -> list[Callable]:
    table = agents_for(game)
    if isinstance(agents, (str,)) or callable(agents):
        agents = [agents] * game.num_players
    if len(agents) != game.num_players:
        raise ValueError(f"need {game.num_players} agents (one per seat), got {len(agents)}")
    out = []
    for a in agents:
        if isinstance(a, str):
            if a not in table:
                raise ValueError(f"unknown agent {a!r} for {game.name}; choose one of {', '.join(table)}")
            a = table[a]
        out.append(a)
    return out


def simulate(
    game: Game,
    agents: Sequence[Any] | Any = "random",
    n_games: int = 100,
    seed: int = 0,
    progress: bool = True,
    max_steps: int = 200_000,
) -> SimulationResult:
    """Play ``n_games`` games of ``game`` from its initial state.

    ``agents``: one per seat (a name from ``gamekit.agents.agents_for(game)`` such as
    ``"random"`` / ``"greedy"``, or a callable ``agent(state, rng)``), or one for all seats.
    ``progress`` shows a tqdm bar (``tqdm.auto``; it writes no text output in a notebook, and
    the ``TQDM_DISABLE`` environment variable turns it off).  Interrupting (Ctrl-C, the
    kernel's stop button) returns the games finished so far with ``interrupted=True``.
    Chance outcomes are drawn by :func:`gamekit.core.sample_outcome` inside the one playout loop
    (:func:`gamekit.core.playout`).  Raises ValueError for an unknown agent or a wrong number of
    agents, RuntimeError for a game that does not end within ``max_steps`` actions.
    """
    from tqdm.auto import tqdm

    players = _resolve(game, agents)

    def choose(state: Any, rng: Any) -> Any:
        return players[state.current_player](state, rng)

    seeds = np.random.SeedSequence(seed).spawn(n_games)
    wins, draws, rets, moves, throws, turns, finals = [], [], [], [], [], [], []
    counts: list[Counter] = []
    interrupted = False
    bar = tqdm(total=n_games, disable=not progress, leave=False, desc=game.name)
    try:
        for i in range(n_games):
            rng = np.random.default_rng(seeds[i])
            state = game.initial_state()
            c: Counter = Counter()
            n_moves = n_throws = n_turns = 0
            last = state.current_player
            for step in playout(state, choose, rng, max_steps, events=True):  # RuntimeError after max_steps
                if step.state.current_player != last:
                    n_turns += 1
                    last = step.state.current_player
                if step.state.is_chance():
                    n_throws += 1
                else:
                    n_moves += 1
                c.update(e.kind for e in step.events)
                state = step.after
            w = state.winner
            row = np.zeros(game.num_players, dtype=bool)
            if isinstance(w, tuple):
                row[list(w)] = True
            elif isinstance(w, int):
                row[w] = True
            wins.append(row)
            draws.append(w == "draw")
            rets.append(state.returns())
            moves.append(n_moves)
            throws.append(n_throws)
            turns.append(n_turns)
            counts.append(c)
            finals.append(state)
            bar.update(1)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        bar.close()
    kinds = sorted(set().union(*counts)) if counts else []
    return SimulationResult(
        wins=np.array(wins, dtype=bool).reshape(len(wins), game.num_players),
        draw=np.array(draws, dtype=bool),
        returns=np.array(rets, dtype=float).reshape(len(rets), game.num_players),
        moves=np.array(moves, dtype=int),
        throws=np.array(throws, dtype=int),
        turns=np.array(turns, dtype=int),
        events={k: np.array([c[k] for c in counts], dtype=int) for k in kinds},
        finals=finals,
        interrupted=interrupted,
    )
