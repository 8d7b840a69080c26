"""Which play is best here?  Rollouts of every legal play of a position: ``evaluate(state, ...)``.

A *play* is everything the mover does before the next chance node or the next player's
decision: for Pachisi a whole roll's play (German: every step of the throw as PG-11, PG-12 and
PG-21 allow it, ending where the roll ends; Czech: a unit's move or entering), for Raja Pasu a
hole (a whole sowing with its relays), for Sechs-As the use of a die.  Plays that reach the same
position by steps in another order are one play (the first order found names it).

For each play, ``n_games`` games are played from the position it reaches with
:func:`gamekit.analysis.simulate.simulate` (``start=``; the batched engine where it can) and the
mover's side's share of the games won is reported with its 95 % interval
(:mod:`gamekit.analysis.stats`; a draw counts half).  A play that ends the game has its exact
value (1 won, 0 lost, 0.5 drawn) and plays no games.  Every play's games use the same seed
(common random numbers), so :meth:`Evaluation.difference` measures the difference of two plays
from paired games, more precisely than each share alone.

At a chance node there is no play to choose: :func:`evaluate` refuses it (``GameError`` naming
``state``); evaluate the position after each outcome (``state.apply(outcome)``) instead.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass, field
import warnings
from typing import Any, Iterator

import numpy as np

from ..core import State, state_arg, takes_arguments
from ..errors import GameError
from .batch import check_n_jobs, check_whole
from .simulate import CHUNK, StopFlag, batch_engine, batch_engine_when_warm, resolve_agents, simulate
from .stats import mean_ci, proportion_ci

MAX_PLAYS = 5_000
"""Refuse a position with more distinct plays than this (GameError): the search would not end soon."""

MAX_GAMES_PER_PLAY = 1_000_000
"""The most games per play :func:`evaluate` takes (``n_games``): every play's scores are kept (8
bytes a game), and a million games already give a share to within about 0.1 point."""


@dataclass
class PlayValue:
    """One play of :func:`evaluate`.

    * ``moves``: the moves of the play in order (the plain engine's move objects);
    * ``description``: the moves as one sentence; ``after``: the position the play reaches;
    * ``share``: the mover's side's share of the games won, 0..1 (a draw counts half);
    * ``low``, ``high``: its 95 % interval (equal to ``share`` when exact);
    * ``n_games``: games played from ``after`` (0 when exact); ``exact``: True when the play
      ends the game and ``share`` is its result;
    * ``scores``: per game the mover's side's score (1, 0.5, 0), in seed order (for
      :meth:`Evaluation.difference`);
    * ``solved``: for two-player Sechs-As, the mover's exact win probability after the play when
      both sides play perfectly (:func:`gamekit.analysis.solve_sechs_as`; the rollout with
      ``agents="optimal"`` estimates the same number); None for the other games.
    """

    moves: tuple
    description: str
    after: State
    share: float
    low: float
    high: float
    n_games: int
    exact: bool
    scores: np.ndarray = field(repr=False)
    solved: float | None = None


@dataclass
class Evaluation:
    """The plays of a position, best first (highest ``share``; ties in the order found).

    ``state``: the position; ``seat``: the mover; ``plays``: list of :class:`PlayValue`;
    ``stopped``: True when ``on_progress`` stopped the evaluation (``plays`` then holds the plays
    evaluated so far).
    """

    state: State
    seat: int
    plays: list[PlayValue]
    stopped: bool = False

    def difference(self, a: int, b: int) -> tuple[float, float, float]:
        """``(share(a) - share(b), low, high)`` with a 95 % interval, for the plays at ranks ``a``
        and ``b`` (0 the best), from the paired games (same seeds; common random numbers): the
        Student-t interval of the paired differences (:func:`~gamekit.analysis.stats.mean_ci`).
        When every paired game gives the same difference d (a position decided either way, or
        a single game), that interval would have no width; the interval is then
        ``d - (d + 1) u .. d + (1 - d) u``, where ``u`` is the upper end of the Wilson interval
        for 0 games in n that differ (200 games: u = 0.019, so d = 0 gives -1.9 .. +1.9 points).

        Raises:
            GameError: ``a`` or ``b`` is not a rank 0..len(plays)-1 (names the argument).
        """
        for name, v in (("a", a), ("b", b)):
            if isinstance(v, bool) or not isinstance(v, numbers.Integral) or not 0 <= v < len(self.plays):
                raise GameError(f"argument {name!r} must be a rank 0..{len(self.plays) - 1}, not {v!r}")
        pa, pb = self.plays[a], self.plays[b]
        if pa.exact and pb.exact:
            d = pa.share - pb.share
            return d, d, d
        if pa.exact or pb.exact:
            return _one_exact(pa, pb)
        diff = pa.scores - pb.scores
        if np.ptp(diff) == 0:
            # every paired game gives the same difference d: no game tells the plays apart and
            # the t interval has no width.  The share of games that would differ is at most u,
            # the upper end of the Wilson interval for 0 such games in n (proportion_ci); each
            # of them moves the mean by at most d + 1 down or 1 - d up (scores are 0..1)
            d = float(diff[0])
            _, u = proportion_ci(0, len(diff))
            return d, max(-1.0, d - (d + 1) * u), min(1.0, d + (1 - d) * u)
        return mean_ci(diff)

    def verdict(self) -> str:
        """The best play in words, with its interval and its margin over the second best."""
        best = self.plays[0]
        text = f"{best.description}: wins {best.share:.0%}"
        if not best.exact:
            text += f" ({best.low:.0%}–{best.high:.0%}, {games_text(best.n_games)})"
        else:
            text += " (exact)"
        if len(self.plays) > 1:
            d, lo, hi = self.difference(0, 1)
            # round() to whole points gives an int: no "-0" for an end just below zero
            pts = [round(100 * x) for x in (d, lo, hi)]
            text += f", {pts[0]} points more than {self.plays[1].description} ({pts[1]} to {pts[2]})"
        return text


def games_text(n: int) -> str:
    """``"1 game"``, ``"200 games"``: a number of games in words (the verdicts)."""
    return "1 game" if n == 1 else f"{n} games"


def _one_exact(pa: PlayValue, pb: PlayValue) -> tuple[float, float, float]:
    """The difference when exactly one of the two plays is exact: the other's interval, shifted."""
    if pa.exact:
        return pa.share - pb.share, pa.share - pb.high, pa.share - pb.low
    return pa.share - pb.share, pa.low - pb.share, pa.high - pb.share


def plays(state: State) -> list[tuple[tuple, State]]:
    """The distinct plays of ``state`` (module docstring): ``(moves, position reached)`` pairs in
    the order of ``legal_moves()``, depth first; the same end position counts once.

    Raises:
        GameError: ``state`` is no gamekit state, or has more than :data:`MAX_PLAYS` plays.
    """
    state_arg(state, "plays")
    seat = state.current_player
    out: dict[State, tuple] = {}
    stack = [((), state)]
    while stack:
        moves, st = stack.pop()
        for m in reversed(st.legal_moves()):
            nxt = st.apply(m)
            seq = moves + (m,)
            if nxt.is_terminal() or nxt.is_chance() or nxt.current_player != seat:
                if nxt not in out:
                    out[nxt] = seq
                    if len(out) > MAX_PLAYS:
                        raise GameError(f"argument 'state' has more than {MAX_PLAYS} plays")
            else:
                stack.append((seq, nxt))
    # the depth-first walk found them in reverse; give them in legal_moves() order
    return [(seq, after) for after, seq in sorted(out.items(), key=lambda kv: _order(state, kv[1]))]


def _order(state: State, seq: tuple) -> tuple:
    out, st = [], state
    for m in seq:
        lm = st.legal_moves()
        out.append(lm.index(m))
        st = st.apply(m)
    return tuple(out)


def exact_solution(game):
    """The exact Sechs-As solution for a two-player game (SA-1..SA-8), else None."""
    from ..sechs_as import SechsAs

    if isinstance(game, SechsAs) and game.num_players == 2:
        from ..agents.sechs_as import solution_for

        return solution_for(game.options)
    return None


def _solved(solution, after: State, seat: int) -> float | None:
    if solution is None:
        return None
    v = solution.value(after)  # for the player to move at ``after`` (the winner once over)
    return v if after.to_move == seat else 1.0 - v


def play_value(seq: tuple, after: State, sc: np.ndarray | None, seat: int, n_games: int, solution=None) -> PlayValue:
    """The :class:`PlayValue` of the play ``seq`` reaching ``after``, from the mover's (``seat``)
    scores ``sc`` of its games (1 won, 0.5 drawn, 0 lost), or None for a play that ends the game
    (its exact result, repeated ``n_games`` times for the paired differences); ``solution``: the
    Sechs-As solution or None (:attr:`PlayValue.solved`).  What :func:`evaluate` and a kept
    evaluation (:func:`gamekit.analysis.saved.saved_evaluate`) build their plays with."""
    desc = "; then ".join(str(m) for m in seq)
    if sc is None:  # the play ends the game: its exact result
        r = after.returns()
        w = after.winner
        s = 0.5 if w == "draw" else (1.0 if r[seat] > 0 else 0.0)
        return PlayValue(seq, desc, after, s, s, s, 0, True, np.full(n_games, s), _solved(solution, after, seat))
    share = float(sc.mean())
    if (sc == 0.5).any():  # a drawn game: the mean's interval, not a proportion's
        _, lo, hi = mean_ci(sc)
    else:
        lo, hi = proportion_ci(int(sc.sum()), len(sc))
    lo, hi = max(0.0, lo), min(1.0, hi)  # a share lies in 0..1 (rounding at the ends)
    return PlayValue(seq, desc, after, share, lo, hi, len(sc), False, sc, _solved(solution, after, seat))


def ranked(state: State, values: list[PlayValue], stopped: bool = False) -> Evaluation:
    """The :class:`Evaluation` of ``state`` with the plays ``values`` ordered best first (highest
    share; ties in the order given)."""
    order = sorted(range(len(values)), key=lambda i: -values[i].share)  # stable: ties in the order found
    return Evaluation(state, state.current_player, [values[i] for i in order], stopped)


def _score(wins: np.ndarray, draw: np.ndarray, seat: int) -> np.ndarray:
    return wins[:, seat].astype(float) + 0.5 * draw


def _batched_scores(engine, game, names, found, n_games: int, seed: int, n_jobs: int, seat: int) -> Iterator:
    """Per play of ``found`` in order, the mover's scores of its ``n_games`` games by the batched
    engine (None for a play that ends the game).

    Every play's games are the ones ``simulate(game, names, n_games, seed, start=after)`` plays:
    chunk ``i`` of :data:`~gamekit.analysis.simulate.CHUNK` games draws from
    ``SeedSequence(seed).spawn(n_chunks)[i]``, the same for every play (common random numbers).
    The chunks of all plays are one list of joblib tasks (threads: the kernels release the GIL),
    so both cores stay busy whatever the number of plays; the engine's tables and compiled
    kernels are loaded once.  Closing the generator stops the chunks being played.
    """
    sizes = [min(CHUNK, n_games - i) for i in range(0, n_games, CHUNK)]
    seeds = np.random.SeedSequence(seed).spawn(len(sizes))
    flag = StopFlag()

    def chunk(after, k, s) -> np.ndarray:
        r = engine.run(game, names, k, s, start=after, stop=flag.array)
        return _score(r.wins, r.draw, seat)

    tasks = [(p, k, s) for p, (_, after) in enumerate(found) if not after.is_terminal() for k, s in zip(sizes, seeds)]
    if n_jobs == 1 or len(tasks) <= 1:
        outputs = (chunk(found[p][1], k, s) for p, k, s in tasks)
        closing = outputs.close
    else:
        from joblib import Parallel, delayed

        outputs = Parallel(n_jobs=n_jobs, prefer="threads", return_as="generator")(
            delayed(chunk)(found[p][1], k, s) for p, k, s in tasks
        )
        closing = outputs.close
    try:
        for _, after in found:
            if after.is_terminal():
                yield None
            else:
                yield np.concatenate([next(outputs) for _ in sizes])
    finally:
        flag.set()
        with warnings.catch_warnings():  # joblib's note that the tasks left were cancelled: as asked
            warnings.filterwarnings(
                "ignore", r".*tasks (have been successfully executed|which were still)", UserWarning
            )
            closing()


def _plain_scores(game, agents, found, n_games: int, seed: int, n_jobs: int, seat: int, one_by_one: bool) -> Iterator:
    """Per play of ``found`` in order, the mover's scores of ``simulate(game, agents, n_games, seed,
    start=after)`` (the plain engine), None for a play that ends the game; the plays in joblib
    threads unless ``n_jobs`` is 1 or ``one_by_one``."""

    def scores(after):
        if after.is_terminal():
            return None
        res = simulate(game, agents, n_games, seed, progress=False, start=after)
        return _score(res.wins, res.draw, seat)

    if n_jobs == 1 or len(found) <= 1 or one_by_one:
        for _, after in found:
            yield scores(after)
        return
    from joblib import Parallel, delayed

    yield from Parallel(n_jobs=n_jobs, prefer="threads")(delayed(scores)(after) for _, after in found)


def evaluate(
    state: State,
    n_games: int = 1000,
    seed: int = 0,
    agents: Any = "random",
    *,
    n_jobs: int = 1,
    on_progress: Any = None,
) -> Evaluation:
    """Rollouts of every play of ``state`` (module docstring), best first.

    * ``state``: a decision node (not a chance node, not over) of any game;
    * ``n_games``: int 1..:data:`MAX_GAMES_PER_PLAY` (10**6), games per play; ``seed``: int >= 0, the same for every play
      (common random numbers);
    * ``agents``: who plays the rollouts, as in :func:`~gamekit.analysis.simulate.simulate`
      (a name such as ``"random"`` / ``"greedy"`` or a callable, or one per seat); with names the
      batched engine can play, it plays (German and Czech Pachisi, Sechs-As, and Raja Pasu rounds
      and matches, from any position);
    * ``n_jobs``: joblib threads (-1: every core); the result is the same for any value.  With
      the batched engine the chunks of games of every play are one list of tasks for the
      threads (its compiled kernels release the GIL); with the plain engine whole plays are.
    * ``on_progress``: None or a callable ``(done, total)`` called after each play, in the
      order of :func:`plays`; returning False stops the evaluation (``Evaluation.stopped``;
      the batched games still being played end within one game).  The plain engine then
      evaluates the plays one after another.

    While ``scripts/lab.sh`` is still compiling the batched engines after a first install
    (:mod:`gamekit.analysis.warming`), a call without ``on_progress`` (a notebook cell) waits for
    them, at most ten minutes, with one line on stderr saying so, and then plays them; a call
    with ``on_progress`` (the board's Analyse, which shows progress and a Stop) plays with the
    plain engine at once.

    Returns an :class:`Evaluation` whose ``plays`` give for each play its share of games won by
    the mover's side (0..1) with a 95 % interval, the number of games and the description.

    Raises:
        GameError: naming the argument: ``state`` not a gamekit position, a chance node (evaluate
            the position after each outcome instead) or over; ``n_games`` not a whole number
            1..``MAX_GAMES_PER_PLAY``; ``seed`` not a whole number >= 0; ``agents`` as
            ``simulate`` refuses them; ``n_jobs`` 0 or not a whole number; ``on_progress`` not
            None nor a callable taking ``(done, total)``.
    """
    if not isinstance(state, State):
        raise GameError(f"argument 'state' must be a gamekit position, not {state!r}")
    if state.is_terminal():
        raise GameError("argument 'state' is a finished game: there is no play to evaluate")
    if state.is_chance():
        raise GameError(
            "argument 'state' is a chance node (a throw is due): evaluate the position after each outcome, "
            "state.apply(outcome) for outcome, p in state.chance_outcomes()"
        )
    n_games = check_whole("n_games", n_games, 1, MAX_GAMES_PER_PLAY)
    seed = check_whole("seed", seed, 0)
    n_jobs = check_n_jobs(n_jobs)
    game = state.game
    resolve_agents(game, agents)
    if on_progress is not None and not takes_arguments(on_progress, 2):
        raise GameError(f"argument 'on_progress' must be None or a callable (done, total), not {on_progress!r}")
    seat = state.current_player
    found = plays(state)
    solution = exact_solution(game)

    def value(seq, after, sc) -> PlayValue:
        return play_value(seq, after, sc, seat, n_games, solution)

    rolled = [after for _, after in found if not after.is_terminal()]
    if rolled and on_progress is None and batch_engine_when_warm(game, agents, rolled[0]):
        from .warming import wait_until_warm  # here: `python -m gamekit.analysis.warming` runs that module

        wait_until_warm()  # see gamekit.analysis.warming: the batched games, once compiled, are far sooner
    engine, names = batch_engine(game, agents, rolled[0]) if rolled else (None, None)
    if engine is not None:
        scores = _batched_scores(engine, game, names, found, n_games, seed, n_jobs, seat)
    else:
        scores = _plain_scores(game, agents, found, n_games, seed, n_jobs, seat, on_progress is not None)
    values: list[PlayValue] = []
    stopped = False
    try:
        for (seq, after), sc in zip(found, scores):
            values.append(value(seq, after, sc))
            if on_progress is not None and on_progress(len(values), len(found)) is False:
                stopped = len(values) < len(found)
                break
    finally:
        scores.close()  # a stopped evaluation: the games still being played end within one game
    return ranked(state, values, stopped)


__all__ = ["evaluate", "plays", "Evaluation", "PlayValue", "MAX_PLAYS", "MAX_GAMES_PER_PLAY"]
