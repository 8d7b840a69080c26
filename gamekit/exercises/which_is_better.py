"""Which is better?  Two plays in one position: which gives the better chance to win?

Two-player Sechs-As uses the exact solver (:func:`gamekit.analysis.solve_sechs_as`, the one
function of :data:`EVIDENCE`): each legal move's exact win chance for the mover.

German Pachisi, Czech Pachisi and Raja Pasu have no exact solution; their evidence is the
rollout analysis :func:`gamekit.analysis.evaluate` (:data:`ROLLOUT_KEYS`): every play of the
position is followed by :data:`ROLLOUT_GAMES` games of random players, the same seeds for every
play (common random numbers), and the two plays offered are the best one and one whose
difference from it has a 95 % interval that excludes 0, so the answer is clear from the
evidence.  The positions come from the last decisions of seeded random games
(:func:`late_positions`): the rollouts from there are short, and a play there often decides the
game.  The feedback states the evidence: games per play, each share of games won and the
interval of the difference.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from ..core import game_arg
from .base import Exercise, ExerciseError, sample_outcome, seeded_position
from .rules_of_moves import event_rules, with_rules

KIND = "which_is_better"
MIN_GAP = 0.02
"""The two plays offered differ by at least this much win chance (2 percentage points)."""


def solution(game):
    """The exact Sechs-As solution for ``game``'s options (solved once per set of options).
    Raises :class:`~gamekit.GameError` if ``game`` is no game (or a game the solver does not take)."""
    return _solution(game_arg(game, "solution"))


@lru_cache(maxsize=4)
def _solution(game):
    """:func:`solution`, cached per game (a game is hashable: equal options, equal games)."""
    from ..analysis import solve_sechs_as

    return solve_sechs_as(**game.options_json())


def _solver_values(state):
    """Each legal move with the mover's exact win chance after it (SA-2..SA-6)."""
    return solution(state.game).move_values(state), (
        "the exact solver of gamekit.analysis.sechs_as (both players playing perfectly afterwards)"
    )


EVIDENCE = {"sechs_as": _solver_values}
"""Per registry key, ``fn(state) -> ([(move, win chance for the mover)], how it was found)``."""


ROLLOUT_KEYS = ("pachisi/german", "pachisi/czech", "raja_pasu")
"""The games whose "which is better?" evidence is the rollout analysis."""
ROLLOUT_GAMES = 200
"""Games per play in the rollouts (random players after the play; the same seeds for every play)."""
MAX_PLAYS = 6
"""Positions with more plays than this are passed over (each play costs its rollouts)."""
TAIL = 24
""":func:`late_positions` takes the positions of the last this many decisions of a game."""
TRIES = 12
"""Positions evaluated at most per exercise before giving up with an :class:`ExerciseError`."""


def supports(key: str) -> bool:
    """Whether the game with registry key ``key`` has evidence for "which is better?" here."""
    return key in EVIDENCE or key in ROLLOUT_KEYS


def late_positions(game, rng: np.random.Generator, accept, tail: int = TAIL, max_steps: int = 3000) -> list:
    """Decision nodes that ``accept(state)`` takes among the last ``tail`` decisions of one game of
    ``game`` played to its end by random legal moves and seeded throws from ``rng``, in a random
    order; ``[]`` if the game does not end within ``max_steps`` steps."""
    s, seen = game.initial_state(), []
    for _ in range(max_steps):
        if s.is_terminal():
            break
        if s.is_chance():
            s = s.apply(sample_outcome(s, rng))
            continue
        seen.append(s)
        moves = s.legal_moves()
        s = s.apply(moves[int(rng.integers(len(moves)))])
    else:
        return []
    found = [x for x in seen[-tail:] if accept(x)]
    return [found[i] for i in rng.permutation(len(found))]


def _play_rules(key: str, state, moves) -> tuple[str, ...]:
    """The rule IDs of the events of a play (its moves one after another from ``state``)."""
    ids: list[str] = []
    for m in moves:
        state, events = state.apply_with_events(m)
        ids += event_rules(key, events)
    return tuple(dict.fromkeys(ids))


def _clear_pair(ev, rng):
    """``(best, other, (d, low, high))``: the best play (rank 0) and one whose difference from it
    has a 95 % interval above 0, picked with ``rng``; None if no play is clearly worse."""
    clear = [b for b in range(1, len(ev.plays)) if ev.difference(0, b)[1] > 0]
    if not clear:
        return None
    b = clear[int(rng.integers(len(clear)))]
    return ev.plays[0], ev.plays[b], ev.difference(0, b)


def _share(p) -> str:
    if p.exact:
        return f"{'won' if p.share == 1 else 'lost' if p.share == 0 else 'drawn'} at once (it ends the game)"
    return f"won {p.share:.0%} of {p.n_games} games (95 % interval {p.low:.0%} to {p.high:.0%})"


def _make_rollout(game, seed: int, rng) -> Exercise:
    """ "Which is better?" from the rollout analysis (:func:`gamekit.analysis.evaluate`)."""
    from ..analysis.evaluate import evaluate, plays

    key = game.key
    found = None
    for _ in range(TRIES):
        for state in late_positions(game, rng, lambda s: 2 <= len(plays(s)) <= MAX_PLAYS)[:3]:
            ev = evaluate(state, n_games=ROLLOUT_GAMES, seed=seed)
            pair = _clear_pair(ev, rng)
            if pair is not None:
                found = state, ev, pair
                break
        if found:
            break
    if found is None:
        raise ExerciseError(f"no {key} position with a clearly better play came up in {TRIES} seeded games")
    state, ev, (best, other, (d, lo, hi)) = found
    pair = [best, other]
    if rng.integers(2):
        pair.reverse()
    answer = str(pair.index(best))
    wrong = "1" if answer == "0" else "0"
    who = game.player_names[state.current_player]
    rules = tuple(dict.fromkeys(_play_rules(key, state, best.moves) + _play_rules(key, state, other.moves)))
    evidence = (
        f"{ROLLOUT_GAMES} games of random players after each play, the same seeds for both (common random "
        "numbers; gamekit.analysis.evaluate)"
    )
    explanation = with_rules(
        f"{best.description}: {who} {_share(best)}; {other.description}: {_share(other)}. "
        f"The difference is {100 * d:.0f} points of games won, 95 % interval {100 * lo:.0f} to {100 * hi:.0f}, "
        f"above 0: the first is clearly better. Evidence: {evidence}",
        rules,
    )
    return Exercise(
        key=key,
        kind=KIND,
        seed=seed,
        prompt=f"{_position_words(state)} Which of these two plays gives {who} the better chance to win?",
        position=state.to_json(),
        form="choice",
        answer=answer,
        explanation=explanation + ".",
        rule_ids=rules,
        choices=tuple({"id": str(i), "label": p.description} for i, p in enumerate(pair)),
        feedback={
            wrong: with_rules(
                f"it {_share(other)}, {100 * d:.0f} points fewer than the other (95 % interval "
                f"{100 * lo:.0f} to {100 * hi:.0f})",
                rules,
            )
        },
        action={"play": [m.to_json() for m in best.moves]},
    )


def _position_words(state) -> str:
    """ "Red is to move (throw 6-4)." / "South is to move." for a prompt."""
    who = state.game.player_names[state.current_player]
    throw = getattr(state, "throw", None)
    return f"{who} is to move" + (f" ({state.game.outcome_label(throw)})." if throw is not None else ".")


def make(game, seed: int, rng) -> Exercise:
    """The exercise for ``game`` from the generator ``rng``."""
    key = game.key
    if key in ROLLOUT_KEYS:
        return _make_rollout(game, seed, rng)
    if key not in EVIDENCE:
        raise ExerciseError(
            f"'which is better?' needs evidence about {key} positions: the exact Sechs-As solver or the "
            f"rollout analysis, which covers {', '.join(ROLLOUT_KEYS)}"
        )
    if key == "sechs_as" and game.num_players != 2:
        raise ExerciseError("the exact Sechs-As solver handles two players only")
    fn = EVIDENCE[key]

    def spread(s):
        vals = [v for _m, v in fn(s)[0]]
        return len(vals) >= 2 and max(vals) - min(vals) >= MIN_GAP

    state = seeded_position(game, rng, spread)
    values, how = fn(state)
    best_m, best_v = max(values, key=lambda mv: mv[1])
    worse = [(m, v) for m, v in values if v <= best_v - MIN_GAP]
    other_m, other_v = worse[int(rng.integers(len(worse)))]
    pair = [(best_m, best_v), (other_m, other_v)]
    if rng.integers(2):
        pair.reverse()
    choices = tuple({"id": str(i), "label": str(m)} for i, (m, _v) in enumerate(pair))
    answer = str([i for i, (m, _v) in enumerate(pair) if m == best_m][0])
    wrong = "1" if answer == "0" else "0"
    rules = ("SA-2", "SA-3", "SA-6")
    who = game.player_names[state.current_player]
    return Exercise(
        key=key,
        kind=KIND,
        seed=seed,
        prompt=f"{who}'s {game.outcome_label(state.throw)}. Which of these two plays gives {who} the better chance to win?",
        position=state.to_json(),
        form="choice",
        answer=answer,
        explanation=(
            f"With {best_m}: {best_v:.1%} to win; with {other_m}: {other_v:.1%}, found by {how}. "
            "What each die may do is SA-2; declining is allowed (SA-3); a 6 with an empty side wins (SA-6)."
        ),
        rule_ids=rules,
        choices=choices,
        feedback={wrong: f"it leaves {who} {other_v:.1%} to win, {best_v - other_v:.1%} less (SA-2, SA-3)"},
        action=best_m.to_json(),
    )


__all__ = ["KIND", "EVIDENCE", "ROLLOUT_KEYS", "ROLLOUT_GAMES", "solution"]
