"""The questions each notebook's text asks (outside its exercises), answered by the engines now,
each with the position to show while the class thinks about it.

One function per notebook returns a list of :class:`Answer`; every number is computed here
(exact fractions from :mod:`gamekit.analysis.exact`, the Sechs-As solver, the kit's kept
simulations), never typed.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from itertools import product
from typing import Any

from .. import claims, load
from ..core import state_from_json


@dataclass(frozen=True)
class Answer:
    """A question the student edition asks (or the class is asked), its ``answer`` (a sentence
    with the computed numbers), ``wrong``: ``(wrong answer, what it reveals)`` pairs, and
    ``show``: ``(caption, state)``, the position to put on the projector for it (or None for a
    question about sources, not positions)."""

    question: str
    answer: str
    wrong: tuple[tuple[str, str], ...] = ()
    show: tuple[str, Any] | None = None


def _disputed(question: str, claim_id: str) -> Answer:
    """A question the sources answer two ways: both sides, from the claims registry."""
    c = claims.get(claim_id)
    return Answer(
        question,
        f"Disputed: {c.text} *{c.label()}* The other side: {c.other_side} "
        "The lesson is to say who says what, and how sure it is.",
        (
            ("the older source must be right", "takes age for evidence"),
            ("the museum (or the book) says so, so it is true", "takes one source's word without a second one"),
        ),
    )


def _sechs_as_position(sides, pot=0, **options):
    """A Sechs-As position before the throw with ``sides`` stones and ``pot`` in the pot (SA-1)."""
    j = load("sechs_as", **options).initial_state().to_json()
    j.update(sides=list(sides), pot=pot, removed=12 - sum(sides) - pot)
    return state_from_json(j)


def sechs_as() -> list[Answer]:
    from ..analysis import solve_sechs_as
    from ..analysis.saved import saved_exact_play

    throws = list(product(range(1, 7), repeat=2))
    six = Fraction(sum(6 in t for t in throws), 36)
    again = Fraction(sum(a == b and a in (1, 3, 4, 5) for a, b in throws), 36)
    x = six / (1 - again)
    v = 1 / (2 - x)
    game = load("sechs_as")
    solution = solve_sechs_as()
    perfect = solution.value(game.initial_state())
    rnd = saved_exact_play("sechs_as", "random").win[0]
    strict = solve_sechs_as(all_actions_compulsory=True).value(
        load("sechs_as", all_actions_compulsory=True).initial_state()
    )
    start = game.initial_state()
    by_throw = {t: solution.value(start.apply(t)) for t, _p in start.chance_outcomes()}
    best = max(by_throw, key=by_throw.get)
    worst = min(by_throw, key=by_throw.get)
    return [
        _disputed("Is this really Alfonso's game?", "SH-3"),
        Answer(
            "Which throw is the best one to get from the start (with best play after it)?",
            f"{best[0]}-{best[1]}: South then wins {by_throw[best]:.1%}; the worst is {worst[0]}-{worst[1]} "
            f"({by_throw[worst]:.1%}); before the throw South's chance is {perfect:.1%} (the exact solver).",
            (
                (
                    "6-6: two sixes take two stones out",
                    f"6-6 gives {by_throw[(6, 6)]:.1%}; see which throw really is best",
                ),
                ("any double: it throws again", "forgets that 2-2 does not throw again (SA-5) and what each die does"),
            ),
            (f"South has thrown {best[0]}-{best[1]} at the start", start.apply(best)),
        ),
        Answer(
            "With one stone on each side and an empty pot, what is the thrower's chance to win?",
            f"x = {six}/(1 − {again}) = {x}, V = 1/(2 − x) = {v} ≈ {float(v):.4f}; the solver gives "
            f"{solution.throw_value(0, 0, 0):.4f}.",
            (
                ("11/36", "forgets that the doubles 1-1, 3-3, 4-4, 5-5 throw again"),
                ("1/2", "forgets that the thrower may win before the dice pass"),
            ),
            ("one stone each, an empty pot, South to throw (the hand calculation)", _sechs_as_position((1, 1))),
        ),
        Answer(
            "Does the first player win more often?",
            f"Yes: {100 * perfect:.1f} % with perfect play, {100 * rnd:.1f} % with random play (exact).",
            (("50 %: the dice are fair", "confuses fair dice with a fair game: moving first is an advantage"),),
            ("the start: six stones each, South throws first (SA-1)", game.initial_state()),
        ),
        Answer(
            "Does making every 1, 5 and 6 compulsory change the first player's chances?",
            f"Barely: {100 * perfect:.3f} % against {100 * strict:.3f} % (difference {100 * (perfect - strict):+.3f} points).",
            (("a lot", "expects every rule change to matter; measuring shows it hardly does"),),
            (
                "South has thrown 6-1 at the start, all_actions_compulsory on: both dice must be used (SA-3)",
                load("sechs_as", all_actions_compulsory=True).initial_state().apply((6, 1)),
            ),
        ),
    ]


def raja_pasu() -> list[Answer]:
    start = load("raja_pasu").initial_state()
    rows = []
    for move in start.legal_moves():
        after = start.apply(move)
        rows.append(
            f"{move}: South's row {sum(after.board[:7])}, North's row {sum(after.board[7:])}, "
            f"reserves {after.reserves[0]}–{after.reserves[1]}"
        )
    best = max(start.legal_moves(), key=lambda m: start.apply(m).reserves[0] - start.apply(m).reserves[1])
    from ..analysis import evaluate

    position = start.apply(start.legal_moves()[0])  # the notebook's position: South sowed its first hole
    ranking = evaluate(position, n_games=200, seed=1, agents="random")
    most = max(position.board[m.hole] for m in position.legal_moves())
    ranks = [r for r, p in enumerate(ranking.plays, 1) if position.board[p.moves[0].hole] == most]
    n = len(ranking.plays)
    gap, low, _high = ranking.difference(0, n - 1)
    thumb = (
        f"any of the fullest holes ({most} seeds)",
        f"they rank {', '.join(map(str, ranks))} of {n}: where the last seed lands and what it captures decides",
    )
    if ranks == [1]:
        thumb = ("the fullest hole, always", "one position is no proof: try the rule of thumb on another")
    same = (
        "all holes are the same: the rest is luck",
        f"the best hole wins {100 * gap:.0f} points more than the worst"
        + (" (the 95 % interval of the difference is above 0)" if low > 0 else " (but the interval includes 0)"),
    )
    return [
        Answer(
            "Why might the opener be so strong? Look at the first move from each hole: how many seeds end up in each row?",
            "; ".join(rows) + f". The best first move for South's reserve is {best}.",
            (
                ("there is no luck, so it is fair", "confuses 'no dice' with 'no advantage'"),
                ("every first move is the same", "has not traced a relay sowing: the laps differ a lot"),
            ),
            ("the start: seven seeds in every hole, South to open; sow each hole in turn (RP-2, RP-3)", start),
        ),
        Answer(
            "Which hole is best here (North to move after South sowed its first hole)? Is the one that sows the "
            "most seeds the best?",
            f"{ranking.verdict()}. The holes with the most seeds ({most}) rank {', '.join(map(str, ranks))} of {n}; "
            f"the best, {ranking.plays[0].description}, holds {position.board[ranking.plays[0].moves[0].hole]} "
            "(200 random rounds per hole, seed 1, as the notebook plays them).",
            (thumb, same),
            ("North to move after South sowed its first hole (the notebook's position)", position),
        ),
    ]


def german() -> list[Answer]:
    from ..analysis.exact import german_enter_probability, german_enter_within, german_expected_pips_per_throw

    p, p5 = german_enter_probability(), german_enter_probability(enter_on_sum_five=True)
    start = load("pachisi/german").initial_state()
    return [
        Answer(
            "What is the chance that one throw of two dice lets a piece enter (a five, PG-16)?",
            f"{p} ≈ {float(p):.3f}; with option enter_on_sum_five {p5} ≈ {float(p5):.3f}; within three throws "
            f"{german_enter_within(3)} ≈ {float(german_enter_within(3)):.3f}.",
            (("1/6", "thinks of one die"), ("2/6 = 1/3", "adds the two dice's chances and counts 5-5 twice")),
            (
                "red has thrown 5-2 at the start: the five enters a piece (PG-16), the two cannot (PG-17)",
                start.apply((5, 2)),
            ),
        ),
        Answer(
            "How many fields does a throw move on average (doubles count top and bottom, PG-13)?",
            f"{german_expected_pips_per_throw()} ≈ {float(german_expected_pips_per_throw()):.2f} pips.",
            (("7", "forgets that a double moves 14"),),
            ("red has thrown 2-2: the bottom faces count too, 2 + 2 + 5 + 5 (PG-13)", start.apply((2, 2))),
        ),
        _disputed("How old is Pachisi?", "PH-7"),
    ]


def czech() -> list[Answer]:
    from ..analysis.exact import cowrie_distribution, grace_probability

    d = cowrie_distribution()
    start = load("pachisi/czech").initial_state()
    return [
        Answer(
            "How likely is each cowrie throw (six shells, p = 1/2)?",
            "; ".join(f"value {k}: {v}" for k, v in sorted(d.items())) + ".",
            (("each count 1/7", "ignores that there are many ways to get 3 up and one way to get 0 up"),),
            ("red's first throw: three mouths up, value 3 (PC-2)", start.apply(3)),
        ),
        Answer(
            "How likely is a grace throw (PC-6)?",
            f"{grace_probability()} ≈ {float(grace_probability()):.3f}.",
            (("1/3: three of seven counts", "counts results, not their chances"),),
            (
                "red throws no mouth up: 25, pačísí, a grace: enter or move, then throw again (PC-4, PC-6)",
                start.apply(0),
            ),
        ),
    ]
