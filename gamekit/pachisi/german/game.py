"""German Pachisi: the options and the game (:class:`GermanPachisi`; RULES §2)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...core import Game, make_options, option
from ...cross_board import (
    COLOURS,
)
from ...errors import UnknownOptionError
from ..common import (
    PIECES,
    YARD,
    normalise_colours,
    partner,
)
from .tables import (
    double_values,
)
from .moves import Step
from .state import GermanState
from .json_io import position_from_json, step_from_json


# ------------------------------------------------------------------ options and game

SEATINGS: tuple[tuple[str, ...], ...] = tuple(
    tuple(COLOURS[i] for i in range(4) if mask >> i & 1) for mask in range(3, 16) if bin(mask).count("1") >= 2
)
"""PG-3: every set of two, three or four colours, as names in seating order (the values of the
``colours`` option after it is normalised; team play, PG-2, needs all four)."""


@dataclass(frozen=True)
class GermanOptions:
    """Options of the German rules (RULES §2)."""

    ruleset: str = option("german", "PG-1", "the rule set (fixed: german)", choices=("german",))
    enter_on_sum_five: bool = option(
        False, "PG-16", "a sum of five (1+4, 2+3) also enters a piece (American Parcheesi)", choices=(False, True)
    )
    individual: bool = option(False, "PG-3", "no partners: every colour plays for itself", choices=(False, True))
    colours: tuple = option(
        tuple(COLOURS),
        "PG-3",
        "the colours in play (names, in seating order); team play needs all four",
        choices=SEATINGS,
    )

    def __post_init__(self):
        cols = normalise_colours(self.colours, "pachisi")
        object.__setattr__(self, "colours", cols)
        if not self.individual and len(cols) != 4:
            raise UnknownOptionError(
                "pachisi (german) option colours must be all four colours for team play (PG-3); "
                "pass individual=True to play fewer colours as opponents"
            )


class GermanPachisi(Game):
    """The German family rules of Pachisi (seed 000)."""

    name = "pachisi"
    key = "pachisi/german"
    outcome_rule = "PG-10"

    def __init__(self, **options: Any):
        self.options = make_options(GermanOptions, "pachisi (german)", options)
        self.colours: tuple[int, ...] = tuple(COLOURS.index(n) for n in self.options.colours)
        self.num_players = len(self.colours)
        self.player_names = tuple(self.options.colours)
        self.seat_of = {c: i for i, c in enumerate(self.colours)}
        self.individual = self.options.individual
        self.sum_five = self.options.enter_on_sum_five

    def options_json(self) -> dict[str, Any]:
        d = super().options_json()
        del d["ruleset"]  # the registry key "pachisi/german" names the rule set (JSON header "game")
        d["colours"] = list(self.options.colours)
        return d

    def outcome_label(self, outcome: Any) -> str:
        h, l = outcome
        if h == l:
            a, b, c, d = double_values(h)
            return f"throw {h}-{l} (double: {a}, {b}, {c}, {d})"
        return f"throw {h}-{l}"

    def partner_of(self, colour: int) -> int | None:
        """PG-2: the partner colour, or None in individual play (PG-3)."""
        return None if self.individual else partner(colour)

    def initial_state(self) -> "GermanState":
        pieces = tuple((YARD,) * PIECES if c in self.colours else () for c in range(4))
        return GermanState(self, pieces, self.colours[0])

    # -------------------------------------------------------------- JSON
    def move_from_json(self, obj: Any) -> Step:
        """The :class:`Step` of ``step.to_json()``.

        Raises:
            InvalidMoveError: ``obj`` is not a step's JSON (naming it).
        """
        return step_from_json(obj)

    def state_from_json(self, obj: Mapping[str, Any]) -> GermanState:
        """Load a position (see :mod:`gamekit.pachisi.german`); a half-played roll is replayed from
        the position at the throw (:func:`~gamekit.pachisi.german.json_io.position_from_json`).

        Raises:
            InvalidPositionError: a key is missing, unknown or wrong (naming it and the rule); an
                illegal replayed step names ``'steps'``, its index and the reason.
        """
        return position_from_json(self, obj)
