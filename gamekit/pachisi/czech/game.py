"""Czech Pachisi: the options (:class:`CzechOptions`) and the game (:class:`CzechPachisi`) (PC-1, PC-2, PC-11a)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Mapping

from ...core import Game, make_options, option
from ...errors import UnknownOptionError
from ...throws import COWRIE_VALUES, GRACE_VALUES, cowrie_outcomes
from ..common import COLOURS, YARD, partner
from .moves import move_from_json
from .json_io import position_from_json
from .state import CzechState


# ------------------------------------------------------------------------------ options
COWRIE_P_RANGE = (0.01, 0.99)
"""PC-2 decision: the allowed ``cowrie_p`` (inclusive), so that no count 0..6 of mouths up has
probability 0 (see :class:`CzechOptions`)."""


@dataclass(frozen=True)
class CzechOptions:
    """The options of the Czech rule set (RULES §3); ``ruleset`` is fixed to ``"czech"``."""

    ruleset: str = option("czech", "PC-1", "the Pachisi rule set (this one is fixed: czech)", ("czech",))
    individual: bool = option(False, "PC-1", "no teams: every colour plays for itself and wins alone", (False, True))
    cowrie_p: float = option(0.5, "PC-2", "probability that one cowrie lands mouth up, 0.01..0.99")
    help_partner: bool = option(
        False, "PC-11", "a player whose pieces are all home moves its partner's pieces", (False, True)
    )

    def __post_init__(self) -> None:
        # PC-2 decision: cowrie_p lies in COWRIE_P_RANGE (0.01..0.99), so that every count of mouths
        # up 0..6 the rules allow has a probability well above 0 in floating point (at 0.01, six
        # mouths up has 1e-12).  A valid throw is then simply a count 0..6: apply,
        # apply_with_events, chance_outcomes, the board's throw-by-hand list and the samplers agree
        # (with cowrie_p=1e-200 a count "possible" by the rules would have probability 0.0).
        p = self.cowrie_p
        lo, hi = COWRIE_P_RANGE
        if isinstance(p, bool) or not isinstance(p, (int, float)) and not hasattr(p, "__float__"):
            raise UnknownOptionError(f"pachisi option cowrie_p={p!r} must be a number from {lo} to {hi} (PC-2)")
        try:
            fp = float(p)
        except (OverflowError, TypeError, ValueError):  # 10**400 is no float
            fp = math.nan
        if math.isnan(fp) or not lo <= fp <= hi:
            raise UnknownOptionError(
                f"pachisi option cowrie_p={p!r} must lie from {lo} to {hi}, so that every throw of six cowries "
                f"has a probability above 0 (PC-2)"
            )
        object.__setattr__(self, "cowrie_p", fp)


# ------------------------------------------------------------------------------ the game
class CzechPachisi(Game):
    """Pačísí with the Czech rules (RULES §3).  Seats 0..3 are red, yellow, green, blue (PC-1).

    ``throw_outcomes``: the throws ``[(mouths up, probability), ...]`` under ``cowrie_p`` (PC-2);
    ``partner[c]`` / ``opponents[c]``: colour ``c``'s partner (None with ``individual``) and
    opponents (PC-1, PC-11a).
    """

    name = "pachisi"
    key = "pachisi/czech"
    num_players = 4
    player_names = COLOURS
    outcome_rule = "PC-2"

    def __init__(self, **options: Any):
        self.options = make_options(CzechOptions, "pachisi (czech)", options)
        self.throw_outcomes = cowrie_outcomes(self.options.cowrie_p)
        ind = self.options.individual
        # PC-1: diagonally opposite colours are partners; PC-11a: none with `individual`.
        self.partner = tuple(None if ind else partner(c) for c in range(4))
        self.opponents = tuple(tuple(o for o in range(4) if o != c and (ind or o != partner(c))) for c in range(4))

    # --- states -------------------------------------------------------------------------
    def initial_state(self) -> "CzechState":
        """PC-4: each colour's first piece starts on path position 0, the other three in the charkoni.

        Red (seat 0) throws first (PC-1).
        """
        start = (0, YARD, YARD, YARD)
        return CzechState(self, (start,) * 4, 0, None)

    def state_from_json(self, obj: Mapping[str, Any]) -> "CzechState":
        """Load a position (see :meth:`CzechState.to_json`); validates everything.

        Raises:
            InvalidPositionError: a key is missing, unknown or wrong (naming it and the rule),
                including a ``"to_move"`` or ``"winner"`` that is not the position's.
        """
        state = position_from_json(self, obj)
        self.check_header(obj, state)
        return state

    def move_from_json(self, obj: Any) -> Any:
        """Rebuild an :class:`Enter`, :class:`Move` or :class:`Pass` from its ``to_json()``
        (:func:`gamekit.pachisi.czech.moves.move_from_json`).

        Raises:
            InvalidMoveError: ``obj`` is not a move's JSON (naming the key).
        """
        return move_from_json(obj)

    def outcome_label(self, outcome: Any) -> str:
        """E.g. ``"0 mouths up: pachisi, 25"`` or ``"3 mouths up: 3"`` (PC-2)."""
        v = COWRIE_VALUES[outcome]
        name = "pachisi, 25" if outcome == 0 else str(v)
        grace = " (grace)" if v in GRACE_VALUES else ""
        return f"{outcome} mouth{'s' if outcome != 1 else ''} up: {name}{grace}"
