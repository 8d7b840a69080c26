"""Which is better?  Two plays in one position: which gives the better chance to win?

The evidence per game is one function in :data:`EVIDENCE` returning each legal move's win
chance for the mover.  Sechs-As (two players) uses the exact solver
(:func:`gamekit.analysis.solve_sechs_as`).  The other games have no exact solution; their
evidence will be a rollout analysis of the position, one more function here, and until it exists
this kind refuses them with an :class:`ExerciseError` saying so.
"""

from __future__ import annotations

from functools import lru_cache

from ..core import game_arg
from .base import Exercise, ExerciseError, seeded_position

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


def supports(key: str) -> bool:
    """Whether the game with registry key ``key`` has evidence for "which is better?" here."""
    return key in EVIDENCE


def make(game, seed: int, rng) -> Exercise:
    """The exercise for ``game`` from the generator ``rng``."""
    key = game.key
    if key not in EVIDENCE:
        raise ExerciseError(
            f"'which is better?' needs evidence about {key} positions; the kit has an exact solver only for "
            "two-player Sechs-As, and the rollout analysis (gamekit.analysis.evaluate) is not available yet"
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


__all__ = ["KIND", "EVIDENCE", "solution"]
