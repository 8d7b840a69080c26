"""Pačísí, the Czech rules (seed 003, a Czech rules page): six cowries, units, castles, graces.

``gamekit.load("pachisi", ruleset="czech", individual=False, cowrie_p=0.5, help_partner=False)``
builds a :class:`CzechPachisi`.  Rules are cited by their RULES.md IDs (§3 PC-1..PC-11 and the
settled points of §5a: PC-4a, PC-5b, PC-7a, PC-8a, PC-11a); the board geometry (B-1, B-2,
PC-3's path, PC-9's castles) comes from :mod:`gamekit.cross_board`.

How a turn goes
---------------
* A state is a *chance node* (``state.is_chance()``) when the player to move has to throw.
  The outcome is the int number of cowrie mouths up, 0..6, with probability
  binomial(6, ``cowrie_p``) (PC-2); its move value is ``COWRIE_VALUES[k]``
  (0 -> 25 *pachisi*, 1 -> 10, k -> k otherwise).  ``state.apply(0)`` sets a pachisi by hand.
* After the throw, ``legal_moves()`` offers :class:`Enter` (a grace, PC-4), :class:`Move` of
  one unit (one piece, or all of the player's pieces on one path position: PC-7, PC-7a) and
  :class:`Pass` (PC-5a).  When passing is the only legal move the engine passes by itself,
  inside the same ``apply`` that set the throw (PC-5a).
* A grace (6, 10, 25) gives the same player another throw, also after a pass (PC-6, PC-5b).

Positions
---------
Each colour (seat 0 red, 1 yellow, 2 green, 3 blue; PC-1) has four pieces; a piece is an int
*path position* 0..83 (PC-3: 0..6 middle column outward, 7 the tip, 8..74 the track, 75 the
tip again, 76..82 middle column inward, 83 home in the charkoni) or one of the markers of
:mod:`gamekit.pachisi.common` (shared with the German rules): ``YARD`` (-1; JSON ``"yard"``:
in the charkoni, never entered) or ``RETURNED`` (-2; JSON ``"returned"``: in the charkoni
after a capture) (PC-4a).  Pieces of one colour are interchangeable, so a state keeps each
colour's four pieces in a canonical order: path positions ascending, then returned, then yard.

Decisions taken here where RULES.md is silent (a careful teacher's reading)
--------------------------------------------------------------------------
* Canonical piece order (above): the rules never tell two pieces of one colour apart, so two
  positions that differ only in which piece is where are the same position.  Moves therefore
  name a path position and a unit size, not a piece number; ``Enter`` names the source.
* A loaded position may be a decision node at which only ``Pass`` is legal (a teacher set it
  up by hand); the engine never produces one itself (PC-5a), but it is accepted.
* A colour never has four pieces in the ``"yard"``: its first piece is in play from the
  start (PC-4); a loaded position with four is refused.
* The player of a move is the seat to move; with ``help_partner`` a finished player moves its
  partner's pieces (PC-11), so moves carry the colour of the pieces they move.
* Game end (PC-1): the game ends the moment a team (or, with ``individual``, a colour) has
  all its pieces home; nothing more is thrown.
* PC-2's ``cowrie_p`` lies from 0.01 to 0.99 (:data:`COWRIE_P_RANGE`): a valid throw is a count
  0..6 of mouths up, and each has a probability above 0, so ``apply``, ``apply_with_events``,
  ``chance_outcomes``, the board and the samplers agree on which throws are possible.

Modules (one concept each, the same names as :mod:`gamekit.pachisi.german` for the same jobs):
``tables`` (path positions, fields, castles, canonical piece order), ``moves`` (``Enter``,
``Move``, ``Pass`` and their JSON), ``state`` (:class:`CzechState`, the position and its step),
``why_not`` (why a move is not legal), ``places`` (what each clickable place of the board
means: a unit's moves, its name, its refusal), ``plays`` (:func:`reachable_positions`), ``json_io``
(loading a position's JSON, :func:`with_pieces`), ``game`` (the options and the game).
"""

from __future__ import annotations

from ...throws import COWRIE_VALUES as COWRIE_VALUES
from ..common import COLOURS as COLOURS
from ..common import RETURNED, YARD
from .tables import FIELD as FIELD
from .tables import SOURCES as SOURCES
from .tables import canonical as canonical
from .tables import order_key as order_key
from .tables import CASTLES, HOME, ONE_SHORT, TIP_BACK, TIP_OUT
from .tables import path_field as path_field
from .game import COWRIE_P_RANGE as COWRIE_P_RANGE
from .game import CzechOptions, CzechPachisi
from .moves import Enter, Move, Pass
from .json_io import with_pieces
from .plays import reachable_positions
from .state import CzechState

__all__ = [
    "CzechOptions",
    "CzechPachisi",
    "CzechState",
    "Enter",
    "Move",
    "Pass",
    "YARD",
    "RETURNED",
    "HOME",
    "TIP_OUT",
    "TIP_BACK",
    "ONE_SHORT",
    "CASTLES",
    "reachable_positions",
    "with_pieces",
]
# helpers other gamekit modules and the tests use, importable here but not in __all__: COLOURS,
# COWRIE_VALUES, COWRIE_P_RANGE, SOURCES, FIELD, order_key, canonical, path_field
