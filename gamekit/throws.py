"""Throwing devices: two six-sided dice and six cowrie shells, with exact distributions.

Outcomes are plain values (``docs/CONTRIBUTING.md``, Conventions): a two-dice throw is the tuple ``(high, low)``
with ``6 >= high >= low >= 1``; a cowrie throw is the int number of mouths up, 0..6.
"""

from __future__ import annotations

from .errors import GameError

from fractions import Fraction
from math import comb

TWO_DICE_THROWS: tuple[tuple[int, int], ...] = tuple((h, l) for h in range(6, 0, -1) for l in range(h, 0, -1))
"""The 21 two-dice throws ``(high, low)``, highest first."""


def two_dice_probability(throw: tuple[int, int]) -> Fraction:
    """Exact probability of a ``(high, low)`` throw: 1/36 for a double, 2/36 otherwise."""
    h, l = throw
    if not (1 <= l <= h <= 6):
        raise GameError(f"{throw!r} is not a (high, low) throw of two dice")
    return Fraction(1, 36) if h == l else Fraction(2, 36)


def two_dice_outcomes() -> list[tuple[tuple[int, int], float]]:
    """``[((high, low), probability), ...]`` for the 21 throws; probabilities sum to 1."""
    return [(t, float(two_dice_probability(t))) for t in TWO_DICE_THROWS]


COWRIE_VALUES = {0: 25, 1: 10, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6}
"""PC-2: mouths up -> move value (0 up is *pachisi*, 25; 1 up is 10)."""
GRACE_VALUES = (6, 10, 25)
"""PC-6: the grace throws."""


def cowrie_probability(mouths_up: int, p: float | Fraction = Fraction(1, 2)) -> float | Fraction:
    """PC-2: P(``mouths_up`` of six cowries show their mouth), binomial(6, p).

    Exact (a Fraction) when ``p`` is a Fraction; ``p`` must lie in (0, 1).
    """
    if not 0 < p < 1:
        raise GameError(f"cowrie_p must lie strictly between 0 and 1, not {p!r}")
    if mouths_up not in COWRIE_VALUES:
        raise GameError(f"mouths up must be 0..6, not {mouths_up!r}")
    return comb(6, mouths_up) * p**mouths_up * (1 - p) ** (6 - mouths_up)


def cowrie_outcomes(p: float = 0.5) -> list[tuple[int, float]]:
    """``[(mouths_up, probability), ...]`` for 0..6 mouths up (PC-2)."""
    return [(k, float(cowrie_probability(k, p))) for k in range(7)]
