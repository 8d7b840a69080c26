"""The questions of ``notebooks/compare_rule_sets.ipynb``, answered by the engines now.

The whole-game answers read the same games the notebook plays (10 000 per rule set and player
type, seed 2024): the Pachisi and Raja Pasu games are the kit's kept simulations
(:func:`gamekit.analysis.saved.saved_simulate` gives what ``simulate`` gives), Sechs-As is exact.
"""

from __future__ import annotations

from fractions import Fraction

from .. import claims, load
from ..analysis.compare import N_GAMES
from .questions import Answer

SEED = 2024


def _pct(x) -> str:
    return f"{100 * float(x):.1f} %"


def _first_player() -> tuple[list[str], dict]:
    """Per rule set and player type: the starting side's share with its 95 % interval and the verdict."""
    from ..analysis import solve_sechs_as
    from ..analysis.saved import saved_exact_play, saved_simulate
    from ..analysis.stats import proportion_ci

    lines, shares = [], {}
    for key, label in (
        ("pachisi/german", "German Pachisi"),
        ("pachisi/czech", "Czech Pačísí"),
        ("raja_pasu", "Raja Pasu"),
    ):
        for agent in ("random", "greedy"):
            r = saved_simulate(key, agent, N_GAMES, SEED)
            wins = int(r.wins[:, 0].sum())
            low, high = proportion_ci(wins, r.n)
            verdict = "yes" if low > 0.5 else "no, it hurts" if high < 0.5 else "cannot tell"
            shares[key, agent] = (wins / r.n, low, high)
            lines.append(f"{label}, {agent}: {verdict} ({_pct(wins / r.n)}, 95 % interval {_pct(low)} .. {_pct(high)})")
    for agent in ("random", "greedy"):
        p = saved_exact_play("sechs_as", agent).win[0]
        lines.append(f"Sechs-As, {agent}: yes, {_pct(p)} exactly")
    best = solve_sechs_as().value(load("sechs_as").initial_state())
    lines.append(f"Sechs-As, perfect play: yes, {_pct(best)} exactly")
    return lines, shares


def answers() -> list[Answer]:
    """The comparison notebook's questions (sections 2 to 8), answered."""
    from ..analysis import exact, solve_sechs_as

    german = load("pachisi/german").initial_state()
    czech = load("pachisi/czech").initial_state()
    sechs = load("sechs_as").initial_state()
    raja = load("raja_pasu").initial_state()
    ps = (Fraction(2, 5), Fraction(1, 2), Fraction(3, 5))
    by_p = "; ".join(
        f"p = {p}: P(grace) = {exact.grace_probability(p)}, fields per turn ≈ "
        f"{float(exact.czech_expected_value_per_turn(p)):.2f}"
        for p in ps
    )
    within3 = exact.german_enter_within(3)
    grace = exact.grace_probability(Fraction(1, 2))
    turn_g, turn_c = exact.german_expected_pips_per_turn(), exact.czech_expected_value_per_turn(Fraction(1, 2))
    lines, shares = _first_player()
    # the 95 % half-width of a share near 1/2 is 1.96 * sqrt(1/4 / n): half a point needs n = (1.96 / 0.01)^2
    half_point = round((1.96 / 0.01) ** 2)
    width_now = 1.96 * (0.25 / N_GAMES) ** 0.5
    forced = solve_sechs_as(all_actions_compulsory=True).value(
        load("sechs_as", all_actions_compulsory=True).initial_state()
    )
    free = solve_sechs_as().value(sechs)
    disputed = [c for c in claims.all_claims().values() if c.status == "disputed"]
    return [
        Answer(
            "Cowries are not coins: how does the throw change with p, the chance that one shell lands mouth up?",
            by_p + ". Fewer mouths up (smaller p) means more 10s and 25s: graces are commoner and the game faster.",
            (
                (
                    "more mouths up (bigger p) makes the game faster",
                    "reads the number of mouths up as the value; one mouth up counts 10 and none 25 (PC-2)",
                ),
                (
                    "p does not matter, the table is fixed",
                    "confuses the table of values with the chances of the throws",
                ),
            ),
            ("Czech start, red's throw: no mouth up counts 25, a grace (PC-2, PC-6)", czech.apply(0)),
        ),
        Answer(
            "Getting a piece into play: how likely is it in each rule set?",
            f"German: {exact.german_enter_probability()} per throw, {within3} ≈ {float(within3):.3f} within the "
            f"three tries at the start (PG-16, PG-19). Czech: a grace, {grace} per throw, so "
            f"{1 / grace} throws on average; the first piece is in play from the start (PC-4).",
            (
                ("the Czech rules enter more easily: three values enter", "counts values, not their chances (PC-2)"),
                ("1/6 for German", "thinks of one die; two dice show a five in 11 of 36 throws, and 2-2 adds one"),
            ),
            ("German start, red has thrown 5-3: the five enters (PG-16)", german.apply((5, 3))),
        ),
        Answer(
            "How far does one turn take a piece on an open track?",
            f"German: {turn_g} ≈ {float(turn_g):.2f} fields (a throw gives "
            f"{exact.german_expected_pips_per_throw()}, and a double throws again, PG-13). Czech: "
            f"{turn_c} ≈ {float(turn_c):.2f} (a grace throws again, PC-6). German moves about "
            f"{float(turn_g / turn_c):.1f} times as fast per turn.",
            (
                (f"{exact.german_expected_pips_per_throw()} for German", "forgets the extra throw after a double"),
                ("7 for German", "forgets that a double counts its bottom faces too (PG-13)"),
            ),
            ("German, red has thrown 6-6: 6 + 6 + 1 + 1, then a throw again (PG-13)", german.apply((6, 6))),
        ),
        Answer(
            "Whole games: does going first help? (read from the 95 % intervals)",
            "; ".join(lines) + ".",
            (
                ("50 %: everyone has the same dice", "confuses fair dice with a fair game"),
                (
                    "Raja Pasu has no dice, so it must be fair",
                    f"the opener South wins {_pct(shares['raja_pasu', 'random'][0])} of random rounds",
                ),
            ),
            ("Raja Pasu's start, where the opener's advantage is largest", raja),
        ),
        Answer(
            "(Welcome page) Why might the Czech rules put every first piece in play at the start?",
            f"Because a grace is rare: {grace} per throw, so a player waits {1 / grace} throws on average and misses "
            f"three times in a row with chance {(1 - grace) ** 3} ≈ {float((1 - grace) ** 3):.2f}, against "
            f"{1 - within3} ≈ {float(1 - within3):.2f} for German's three tries (PC-4, PG-19).",
            (("to make the game longer", "reverses the effect: a piece in play from the start shortens the wait"),),
            ("the Czech start: every player's first piece already on row 1 of its middle column (PC-4)", czech),
        ),
        Answer(
            "(Welcome page) What would you need to show that going first helps in Pachisi?",
            "A 95 % interval for the first team's share that lies wholly above 50 %. With the notebook's "
            f"{N_GAMES:,} games: German random {_pct(shares['pachisi/german', 'random'][1])} .. "
            f"{_pct(shares['pachisi/german', 'random'][2])}, Czech random {_pct(shares['pachisi/czech', 'random'][1])} "
            f".. {_pct(shares['pachisi/czech', 'random'][2])}; an interval that still includes 50 % needs more games.",
            (
                ("one game that the first team won", "takes one result for a rule; luck decides single games"),
                (
                    "a share above 50 %",
                    f"forgets the interval: with 300 games it is ±{100 * 1.96 * (0.25 / 300) ** 0.5:.1f} points wide",
                ),
            ),
            ("the German start, red to throw first", german),
        ),
        Answer(
            "How many games would a half-point advantage need?",
            f"With {N_GAMES:,} games the 95 % interval is ±{100 * width_now:.2f} points; the width shrinks with the "
            f"square root of the number of games, so ±0.5 points needs (1.96 / 0.01)² ≈ {half_point:,} games, "
            f"{half_point / N_GAMES:.1f} times as many.",
            (("twice as many", "expects the interval to shrink in proportion to the games; it shrinks with √n"),),
            ("Sechs-As's start: its exact answer needs no games at all", sechs),
        ),
        Answer(
            "Does forcing every die change the first player's chances (perfect play)?",
            f"Hardly: {free:.6f} free, {forced:.6f} compulsory, {100 * (forced - free):+.3f} points.",
            (
                (
                    "a lot: the rule changes every turn",
                    "expects every rule change to matter; the solver shows it hardly does",
                ),
            ),
            (
                "Sechs-As, South has thrown 6-1 with all_actions_compulsory: both dice must be used (SA-3)",
                load("sechs_as", all_actions_compulsory=True).initial_state().apply((6, 1)),
            ),
        ),
        Answer(
            "The open questions (section 8): what is the right answer?",
            "None is known; that is the lesson. The kit's claims registry lists the disputed claims with both "
            "sides: " + " ".join(f"{c.text} *{c.label()}* Other side: {c.other_side}" for c in disputed),
            (
                ("the older source is right", "takes age for evidence; older accounts also differ among themselves"),
                (
                    "the kit's rules are the real ones",
                    "forgets that the kit's rules are its reading of four seed texts",
                ),
            ),
        ),
    ]
