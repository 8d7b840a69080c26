"""Exact throw analysis for the four rule sets, with Monte Carlo checks.

Everything a class can compute by hand about the throwing devices is computed here exactly
(:class:`fractions.Fraction`), with float numpy arrays beside it for plotting:

* German Pachisi, two dice (RULES §2): the values a throw gives (PG-10, PG-13, PG-14), the
  pips available per throw, the chance of being able to enter (PG-16, option
  ``enter_on_sum_five``; PG-19's three attempts).
* Czech Pačísí, six cowries (RULES §3): the move values for any mouth-up probability ``p``
  (PC-2) and the chance of a grace (PC-6).
* Sechs-As, two dice (RULES §4): how likely a throw is to offer each action (SA-2, SA-5).
* Expected fields moved per *turn* on an open track (no blocking, every value usable),
  extra throws included: German doubles re-roll (PG-13) unless restricted (PG-14); Czech
  graces give another throw (PC-6).  Both are geometric series, summed exactly, and
  :func:`monte_carlo_turns` / :func:`monte_carlo_check` check them by simulation (numpy).

Conventions: a two-dice throw is ``(high, low)`` as in :mod:`gamekit.throws`; exact results
are ``Fraction``; ``*_pmf`` functions return float arrays indexed by the value (pips or move
value), so ``pmf[v]`` is P(value = v) and ``pmf.sum() == 1``.  The cowrie functions accept
``p`` as a Fraction (exact result) or a float (float result), strictly between 0 and 1.
"""

from __future__ import annotations

from ..errors import GameError

from dataclasses import dataclass
from fractions import Fraction
from typing import Union

import numpy as np

from ..core import bool_arg, int_arg, str_arg
from ..throws import COWRIE_VALUES, GRACE_VALUES, TWO_DICE_THROWS, cowrie_probability, two_dice_probability

Number = Union[Fraction, float]

__all__ = [
    "german_throw_values",
    "german_pips_distribution",
    "german_pips_pmf",
    "german_enter_distribution",
    "german_enter_probability",
    "german_enter_within",
    "cowrie_distribution",
    "cowrie_pmf",
    "grace_probability",
    "sechs_as_action_probabilities",
    "sechs_as_die_count_distribution",
    "sechs_as_expected_per_turn",
    "german_expected_pips_per_throw",
    "german_expected_pips_per_turn",
    "german_expected_throws_per_turn",
    "czech_expected_value_per_throw",
    "czech_expected_value_per_turn",
    "czech_expected_throws_per_turn",
    "monte_carlo_turns",
    "monte_carlo_check",
    "MonteCarloCheck",
]

DICE = range(1, 7)
MAX_GERMAN_PIPS = 14
"""PG-13: the four values of a double always sum to 14, the most one throw can give."""


def _check_throw(throw) -> tuple[int, int]:
    if not (
        isinstance(throw, tuple)
        and len(throw) == 2
        and all(isinstance(x, (int, np.integer)) and not isinstance(x, (bool, np.bool_)) for x in throw)
    ):
        raise GameError(f"a two-dice throw is a (high, low) tuple of whole numbers, not {throw!r}")
    throw = (int(throw[0]), int(throw[1]))
    two_dice_probability(throw)  # raises ValueError unless 6 >= high >= low >= 1
    return throw


# ---------------------------------------------------------------------------------------------
# (a) German Pachisi: the values of a throw and the pips per throw


def german_throw_values(throw: tuple[int, int], restricted: bool = False) -> tuple[int, ...]:
    """The values a German throw gives, higher first (PG-10, PG-11, PG-13, PG-14).

    ``throw`` is ``(high, low)``.  A non-double gives its two dice (PG-10).  A double ``x``
    gives the top and the bottom faces of both dice, ``x, x, 7-x, 7-x`` (PG-13; they sum to
    14); ``restricted=True`` (a colour some of whose pieces have never been in play, PG-14)
    keeps only the two higher of those four, e.g. 2-2 gives ``(5, 5)`` and 6-6 gives ``(6, 6)``.
    Returns a tuple of 2 or 4 ints in 1..6, sorted high to low.  Raises ValueError for
    anything but a ``(high, low)`` throw.
    """
    h, l = _check_throw(throw)
    restricted = bool_arg(restricted, "german_throw_values", "restricted")
    if h != l:
        return (h, l)
    vals = tuple(sorted((h, h, 7 - h, 7 - h), reverse=True))
    return vals[:2] if restricted else vals


def german_pips_distribution(restricted: bool = False) -> dict[int, Fraction]:
    """Exact distribution of the total pips one German throw gives: ``{pips: P}`` (PG-13/PG-14).

    Non-doubles (h, l) give ``h + l`` with probability 2/36 each.  Unrestricted (PG-13) every
    double gives 14, so P(14) = 6/36.  Restricted (PG-14) a double ``x`` gives
    ``2 * max(x, 7 - x)``: 1-1 and 6-6 give 12, 2-2 and 5-5 give 10, 3-3 and 4-4 give 8
    (2/36 each).  Keys are sorted, values are Fractions summing to 1.  Re-rolls are not
    included: this is one throw (see :func:`german_expected_pips_per_turn` for a turn).
    """
    dist: dict[int, Fraction] = {}
    for t in TWO_DICE_THROWS:
        pips = sum(german_throw_values(t, restricted))
        dist[pips] = dist.get(pips, Fraction(0)) + two_dice_probability(t)
    return dict(sorted(dist.items()))


def german_pips_pmf(restricted: bool = False) -> np.ndarray:
    """:func:`german_pips_distribution` as a float array of shape (15,): ``pmf[pips]``, pips 0..14."""
    pmf = np.zeros(MAX_GERMAN_PIPS + 1)
    for pips, pr in german_pips_distribution(restricted).items():
        pmf[pips] = float(pr)
    return pmf


# ---------------------------------------------------------------------------------------------
# (b) German Pachisi: entering


def _fives(throw: tuple[int, int], enter_on_sum_five: bool) -> int:
    """How many pieces a throw may enter: the fives among its values (PG-16), at most two.

    With a restricted double the values are the two higher ones; the fives of 5-5 (top) and
    2-2 (bottom) are among them either way, so the count does not depend on PG-14.  With
    ``enter_on_sum_five`` a non-double 1+4 or 2+3 enters one piece (a sum of five can never be
    a double: five is odd).
    """
    vals = german_throw_values(throw)
    n = min(2, vals.count(5))
    if n == 0 and enter_on_sum_five and throw[0] != throw[1] and sum(throw) == 5:
        n = 1
    return n


def german_enter_distribution(enter_on_sum_five: bool = False) -> dict[int, Fraction]:
    """Exact distribution of how many pieces one throw may enter: ``{0: P, 1: P, 2: P}`` (PG-16).

    A die showing five enters one piece: the non-doubles 5-1, 5-2, 5-3, 5-4, 6-5 (10/36).  Two
    fives enter two: 5-5 and 2-2, whose bottom faces are fives (2/36).  So without the option
    ``{0: 24/36, 1: 10/36, 2: 2/36}``; with ``enter_on_sum_five`` 4-1 and 3-2 enter one too
    (+4/36): ``{0: 20/36, 1: 14/36, 2: 2/36}``.  The board is assumed open (no gate on the
    start field, PG-22; no capture rule in the way, PG-21a).
    """
    dist = {0: Fraction(0), 1: Fraction(0), 2: Fraction(0)}
    for t in TWO_DICE_THROWS:
        dist[_fives(t, enter_on_sum_five)] += two_dice_probability(t)
    return dist


def german_enter_probability(enter_on_sum_five: bool = False) -> Fraction:
    """P(a throw lets a piece enter) (PG-16), exact.

    P(at least one die shows five) = 11/36, plus 2-2 (bottom faces five) 1/36: 12/36 = 1/3.
    With ``enter_on_sum_five`` (American Parcheesi), 1+4 and 2+3 add 4/36: 16/36 = 4/9.
    """
    d = german_enter_distribution(enter_on_sum_five)
    return d[1] + d[2]


def german_enter_within(attempts: int = 3, restricted: bool = True, enter_on_sum_five: bool = False) -> Fraction:
    """P(a colour with nothing in play enters within ``attempts`` counted throws) (PG-19, PG-19a).

    ``restricted=True`` (some piece never entered, PG-14, e.g. the start of the game): every
    throw counts as an attempt, so the answer is ``1 - (1 - q)**attempts`` with ``q`` from
    :func:`german_enter_probability`: 1 - (2/3)^3 = 19/27 for three attempts.
    ``restricted=False`` (every piece has been in play, all captured since): a double that
    gives no five (1-1, 3-3, 4-4, 6-6, 4/36) re-rolls without counting (PG-19a), so each
    counted attempt enters with ``q / (1 - 4/36)`` = 12/32 = 3/8 and the answer is
    1 - (5/8)^3 = 387/512.

    Raises:
        GameError (a ValueError) naming the argument: ``attempts`` not an int 0..1000 (beyond
        1,000 attempts the chance is 1 to more than 170 decimal places, and the exact fraction
        of 2**70 attempts would not fit in memory); ``restricted`` or ``enter_on_sum_five`` not
        a bool.
    """
    attempts = int_arg(attempts, "german_enter_within", "attempts", 0, 1000)
    restricted = bool_arg(restricted, "german_enter_within", "restricted")
    enter_on_sum_five = bool_arg(enter_on_sum_five, "german_enter_within", "enter_on_sum_five")
    q = german_enter_probability(enter_on_sum_five)
    if not restricted:
        rerolls = sum(
            (two_dice_probability(t) for t in TWO_DICE_THROWS if t[0] == t[1] and not _fives(t, enter_on_sum_five)),
            Fraction(0),
        )
        q = q / (1 - rerolls)
    return 1 - (1 - q) ** attempts


# ---------------------------------------------------------------------------------------------
# (c) Czech Pačísí: six cowries


def _check_p(p: Number) -> Number:
    if isinstance(p, bool) or not isinstance(p, (Fraction, float, int)) or not 0 < p < 1:
        raise GameError(f"cowrie_p must lie strictly between 0 and 1, not {p!r}")
    return p


def cowrie_distribution(p: Number = Fraction(1, 2)) -> dict[int, Number]:
    """Distribution of the move value of one throw of six cowries: ``{value: P}`` (PC-2).

    ``k`` mouths up has probability ``C(6, k) p^k (1-p)^(6-k)``; values 2..6 are ``k``, one
    mouth up is 10, none is 25 (*pachisi*).  At p = 1/2 (the default, exact):
    ``{2: 15/64, 3: 20/64, 4: 15/64, 5: 6/64, 6: 1/64, 10: 6/64, 25: 1/64}``.  Exact
    Fractions for a Fraction ``p``, floats for a float ``p``; keys sorted.  Raises ValueError
    unless 0 < p < 1.
    """
    _check_p(p)
    return dict(sorted((COWRIE_VALUES[k], cowrie_probability(k, p)) for k in range(7)))


def cowrie_pmf(p: float = 0.5) -> np.ndarray:
    """:func:`cowrie_distribution` as a float array of shape (26,): ``pmf[value]``, value 0..25 (PC-2)."""
    pmf = np.zeros(max(COWRIE_VALUES.values()) + 1)
    for v, pr in cowrie_distribution(p).items():
        pmf[v] = float(pr)
    return pmf


def grace_probability(p: Number = Fraction(1, 2)) -> Number:
    """P(a cowrie throw is a grace: 6, 10 or 25) = P(6, 1 or 0 mouths up) (PC-2, PC-6).

    ``p^6 + 6 p (1-p)^5 + (1-p)^6``; at p = 1/2 that is (1 + 6 + 1)/64 = 1/8.  Exact for a
    Fraction ``p``.  Raises ValueError unless 0 < p < 1.
    """
    d = cowrie_distribution(p)
    return sum((d[v] for v in GRACE_VALUES), Fraction(0) if isinstance(p, Fraction) else 0.0)


# ---------------------------------------------------------------------------------------------
# (d) Sechs-As


SECHS_AS_DIE_ACTIONS = {1: "give", 2: "take", 5: "pot", 6: "remove"}
"""SA-2: the dice values that do something (3 and 4 do nothing)."""


def sechs_as_action_probabilities() -> dict[str, Fraction]:
    """Exact chances that one Sechs-As throw offers each action (SA-2, SA-5), as a dict.

    Keys (each value is P over the 36 ordered throws):

    * ``"give"``, ``"take"``, ``"pot"``, ``"remove"``: the throw shows at least one 1, 2, 5,
      6 respectively (SA-2): 11/36 each;
    * ``"double_give"``, ``"double_take"``, ``"double_pot"``, ``"double_remove"``: the double
      1-1, 2-2, 5-5, 6-6 (the action twice): 1/36 each;
    * ``"nothing"``: both dice 3 or 4, so nothing can be done (SA-3): 4/36;
    * ``"throw_again"``: a double other than 2-2 (SA-5): 5/36;
    * ``"double"``: any double: 6/36.

    These are chances of what the dice *offer*; whether an action can be carried out depends
    on the position (an empty side or pot forfeits it, SA-3).
    """
    out: dict[str, Fraction] = {}
    for v, name in SECHS_AS_DIE_ACTIONS.items():
        out[name] = sum((two_dice_probability(t) for t in TWO_DICE_THROWS if v in t), Fraction(0))
    for v, name in SECHS_AS_DIE_ACTIONS.items():
        out[f"double_{name}"] = two_dice_probability((v, v))
    out["nothing"] = sum((two_dice_probability(t) for t in TWO_DICE_THROWS if set(t) <= {3, 4}), Fraction(0))
    out["throw_again"] = sum(
        (two_dice_probability(t) for t in TWO_DICE_THROWS if t[0] == t[1] and t != (2, 2)), Fraction(0)
    )
    out["double"] = sum((two_dice_probability(t) for t in TWO_DICE_THROWS if t[0] == t[1]), Fraction(0))
    return out


def sechs_as_die_count_distribution(value: int) -> dict[int, Fraction]:
    """How many of the two dice show ``value`` (1..6): ``{0: 25/36, 1: 10/36, 2: 1/36}`` (SA-2).

    Raises ValueError for a value outside 1..6.
    """
    if value not in DICE:
        raise GameError(f"a die shows 1..6, not {value!r}")
    out = {0: Fraction(0), 1: Fraction(0), 2: Fraction(0)}
    for t in TWO_DICE_THROWS:
        out[t.count(value)] += two_dice_probability(t)
    return out


def sechs_as_expected_per_turn(value: int) -> Fraction:
    """Expected number of dice showing ``value`` in one Sechs-As *turn*, re-throws included (SA-5).

    One throw shows ``value`` on 2/6 = 1/3 dice on average; a double other than 2-2 (5/36)
    gives another throw, so a turn has 1 / (1 - 5/36) = 36/31 throws on average and the
    answer is (1/3)(36/31) = 12/31 for every value (by Wald's identity: whether a throw is a
    re-throwing double does not change the expected count in the next one).  The game's end
    (SA-6) is ignored.  Raises ValueError for a value outside 1..6.
    """
    d = sechs_as_die_count_distribution(value)
    per_throw = d[1] + 2 * d[2]
    again = sechs_as_action_probabilities()["throw_again"]
    return per_throw / (1 - again)


# ---------------------------------------------------------------------------------------------
# (e) Expected fields moved per turn on an open track


def german_expected_pips_per_throw(restricted: bool = False) -> Fraction:
    """E[pips of one German throw] (PG-10, PG-13, PG-14), exact.

    Two dice give 7 on average; PG-13 replaces a double's ``2x`` by 14, so
    ``E = 7 + (1/36) * sum_x (14 - 2x) = 7 + 42/36 = 49/6``.  Restricted (PG-14) a double
    gives ``2 max(x, 7-x)``: ``E = 7 + (1/36) * sum_x (2 max(x, 7-x) - 2x) = 7 + 18/36 = 15/2``.
    """
    return sum((pips * pr for pips, pr in german_pips_distribution(restricted).items()), Fraction(0))


def german_expected_throws_per_turn(restricted: bool = False) -> Fraction:
    """E[throws in one German turn]: a double re-rolls, any number of times (PG-13).

    Geometric: ``1 / (1 - 6/36) = 6/5``.  Restricted (PG-14, no re-roll): exactly 1.
    PG-19's extra attempts to enter are not counted (open track: pieces are in play).
    """
    if restricted:
        return Fraction(1)
    return 1 / (1 - Fraction(6, 36))


def german_expected_pips_per_turn(restricted: bool = False) -> Fraction:
    """E[fields moved in one German turn] on an open track (PG-13, PG-14), exact.

    Every throw is independent and a double (P = 1/6) gives another throw, so
    ``E[turn] = E[throw] * E[throws] = (49/6) / (1 - 1/6) = 49/5`` (Wald's identity).
    Restricted (PG-14): one throw, no re-roll: 15/2.
    """
    return german_expected_pips_per_throw(restricted) * german_expected_throws_per_turn(restricted)


def czech_expected_value_per_throw(p: Number = Fraction(1, 2)) -> Number:
    """E[move value of one cowrie throw] (PC-2), exact for a Fraction ``p``.

    ``sum_k C(6,k) p^k (1-p)^(6-k) * value(k)``; at p = 1/2:
    (25*1 + 10*6 + 2*15 + 3*20 + 4*15 + 5*6 + 6*1)/64 = 271/64.
    """
    d = cowrie_distribution(p)
    return sum((v * pr for v, pr in d.items()), Fraction(0) if isinstance(p, Fraction) else 0.0)


def czech_expected_throws_per_turn(p: Number = Fraction(1, 2)) -> Number:
    """E[throws in one Czech turn]: each grace gives one more throw (PC-6): ``1 / (1 - P(grace))``.

    At p = 1/2: 1 / (1 - 1/8) = 8/7.  Raises GameError (a ValueError) unless 0 < p < 1, or when
    a float ``p`` is so near 0 or 1 that every throw rounds to a grace (``1e-300``: pass the
    Fraction instead, which stays exact).
    """
    g = grace_probability(p)
    if g == 1:
        raise GameError(
            f"cowrie_p {p!r} is so near 0 or 1 that P(grace) rounds to 1 in floating point; give it as a Fraction"
        )
    return 1 / (1 - g)


def czech_expected_value_per_turn(p: Number = Fraction(1, 2)) -> Number:
    """E[fields moved in one Czech turn] on an open track, graces included (PC-2, PC-6).

    ``E[value] / (1 - P(grace))``; at p = 1/2: (271/64) / (7/8) = 271/56 (about 4.84).
    Open track: every value is used by some piece (no captures, PC-8; no exact-count stop,
    PC-5); entering (PC-4) is counted as moving the throw's value.
    """
    return czech_expected_value_per_throw(p) * czech_expected_throws_per_turn(p)


# ---------------------------------------------------------------------------------------------
# Monte Carlo checks (numpy)


def monte_carlo_turns(
    kind: str,
    n_turns: int,
    seed: int = 0,
    *,
    restricted: bool = False,
    p: float = 0.5,
) -> np.ndarray:
    """Simulate ``n_turns`` independent turns on an open track; return fields moved per turn.

    ``kind``: ``"german"`` (two dice; a double moves 14 and re-rolls, PG-13; with
    ``restricted`` it moves ``2 max(x, 7-x)`` and does not re-roll, PG-14) or ``"czech"``
    (six cowries, each mouth up with probability ``p``; a grace 6/10/25 gives another throw,
    PC-2/PC-6).  Returns an int64 array of shape ``(n_turns,)``.  Reproducible from ``seed``
    (``numpy.random.default_rng``).  Vectorised: every round throws once for each turn still
    going, so it takes a few dozen numpy passes at most.  (It throws the devices themselves, in
    bulk, with no game state; playouts of whole games draw their throws with the one sampler,
    :func:`gamekit.core.sample_outcome`.)  Raises ValueError (a
    :class:`~gamekit.errors.GameError`) for an unknown ``kind``, an ``n_turns`` that is no int
    from 1 to 10**8, a ``seed`` that is no int >= 0 or ``p`` outside (0, 1).
    """
    kind = str_arg(kind, "monte_carlo_turns", "kind", ("german", "czech"))
    n_turns = int_arg(n_turns, "monte_carlo_turns", "n_turns", 1, 10**8)
    rng = np.random.default_rng(int_arg(seed, "monte_carlo_turns", "seed", 0))
    total = np.zeros(n_turns, dtype=np.int64)
    active = np.arange(n_turns)
    if kind == "german":
        while active.size:
            d = rng.integers(1, 7, size=(2, active.size))
            double = d[0] == d[1]
            if restricted:
                pips = np.where(double, 2 * np.maximum(d[0], 7 - d[0]), d[0] + d[1])
            else:
                pips = np.where(double, MAX_GERMAN_PIPS, d[0] + d[1])
            total[active] += pips
            active = active[double] if not restricted else active[:0]
    elif kind == "czech":
        _check_p(p)
        table = np.array([COWRIE_VALUES[k] for k in range(7)])
        while active.size:
            v = table[rng.binomial(6, float(p), size=active.size)]
            total[active] += v
            active = active[np.isin(v, GRACE_VALUES)]
    else:
        raise GameError(f"kind must be 'german' or 'czech', not {kind!r}")
    return total


@dataclass(frozen=True)
class MonteCarloCheck:
    """Result of :func:`monte_carlo_check`: ``exact`` value, simulated ``mean``, its standard
    error ``se``, ``z = (mean - exact) / se`` and ``n`` samples; ``ok`` if ``|z| <= limit``."""

    exact: float
    mean: float
    se: float
    z: float
    n: int
    limit: float

    @property
    def ok(self) -> bool:
        return abs(self.z) <= self.limit


def monte_carlo_check(
    kind: str, n_turns: int = 200_000, seed: int = 0, *, restricted: bool = False, p: float = 0.5, limit: float = 4.0
) -> MonteCarloCheck:
    """Compare the exact expected fields per turn with :func:`monte_carlo_turns`.

    ``exact`` is :func:`german_expected_pips_per_turn` (``restricted``) or
    :func:`czech_expected_value_per_turn` (``p``); the check passes (``.ok``) when the
    simulated mean lies within ``limit`` standard errors (sample sd / sqrt(n)).
    """
    x = monte_carlo_turns(kind, n_turns, seed, restricted=restricted, p=p)
    if kind == "german":
        exact = float(german_expected_pips_per_turn(restricted))
    else:
        exact = float(czech_expected_value_per_turn(p))
    mean = float(x.mean())
    se = float(x.std(ddof=1) / np.sqrt(x.size))
    return MonteCarloCheck(exact=exact, mean=mean, se=se, z=(mean - exact) / se, n=int(x.size), limit=limit)
