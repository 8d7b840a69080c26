"""Pachisi with the German family rules (seed 000; RULES §2 PG-1..PG-25 and the settled points of §5a).

``gamekit.load("pachisi", ruleset="german", enter_on_sum_five=False, individual=False,
colours=("red", "yellow", "green", "blue"))`` builds a :class:`GermanPachisi`.

How a turn goes
---------------
* At a *chance node* the colour to move throws two dice; the outcome is the tuple
  ``(high, low)`` (``chance_outcomes()`` lists the 21 throws, 1/36 for a double, 2/36 else);
  ``state.apply((5, 2))`` sets a throw by hand.
* The throw gives the *values* to play: ``(high, low)``, or for a double the top and bottom
  faces ``(x, x, 7-x, 7-x)`` sorted high to low (PG-13), or only the two higher of those while
  the colour still has a never-entered piece (PG-14, PG-14a).
* ``legal_moves()`` then offers single :class:`Step` s: one piece moved by one value or by
  several values combined (PG-10, PG-10a), a piece entered with a five (PG-16), the 6+5 entry
  (PG-18), or with a double both pieces of a gate moved together (PG-15).  Only steps that
  begin a legal *whole-roll play* are offered (PG-11, PG-11a, PG-12, PG-12a, PG-21, PG-21a,
  PG-14a); :func:`whole_plays` lists the whole plays.
* When the values are used up, or nothing more may be played, the state goes on by itself to
  the next throw: the same colour again after a double (PG-13) or a missed entry (PG-19),
  otherwise the next colour in play (PG-24).

Positions (PG-8)
----------------
A piece is a path position of its colour: 0 = start field, 63 = home-entry field (the tip of
its own arm), 64..70 the home column, 71 the goal; or :data:`~gamekit.pachisi.common.YARD`
(never entered; JSON ``"yard"``) or :data:`~gamekit.pachisi.common.RETURNED` (captured,
beside the yard; JSON ``"returned"``, PG-5).  Pieces are told apart by index 0..3 (JSON,
API) and named 1..4 in words and on the board.  ``state.to_json()`` gives::

    {"game": "pachisi/german", "options": {...}, "to_move": 0, "winner": null,
     "pieces": {"red": [0, "yard", 12, "returned"], ...}, "missed_entries": 0,
     "throw": [6, 2] | null,
     "steps": [{"type": "step", "colour": "red", "piece": 2, "values": [6], "from": 6, "to": 12,
                "capture": null, "piece2": null}, ...]}

The first four keys are the header every game writes (:meth:`gamekit.core.State._json_header`):
``to_move`` is the seat (``current_player``; the colour of seat i is ``options["colours"][i]``),
``winner`` null, a seat (individual play) or the list of the winning team's seats (PG-25).
At a chance node ``throw`` is null and ``steps`` empty; ``pieces`` and ``missed_entries`` (the
PG-19 counter) are the position.  Within a roll the JSON is the position *at the throw*
(``pieces``, ``to_move``, ``missed_entries``), the throw, and the steps played since, as
:meth:`Step.to_json` writes them; ``state_from_json`` replays the throw and the steps through
:meth:`~gamekit.core.State.apply`, so only a half-played roll that play reaches can be loaded,
and a step that is not legal is refused naming ``'steps'``, its index and the rule.  In Python
the roll's bookkeeping is on the state: ``values`` (still to play), ``double_rule``
(``"normal"``, ``"restricted"``: PG-14, the two higher values, no new throw unless the play
brings the colour's last never-entered piece into play, PG-14a; or ``"full"``: PG-14
exception, forced by PG-14a because it uses more), ``mover`` (the colour whose pieces move, the
partner's for a finished colour, PG-4), ``moved`` / ``entered`` (PG-10a, PG-17, PG-21),
``forfeited`` (PG-11a; no capture after that, PG-21a) and ``nothing_in_play_at_throw`` (PG-18,
PG-19); ``colour`` is the colour to throw or move (an index into
:data:`~gamekit.cross_board.COLOURS`).

Modules (one concept each; this package re-exports the public names)
--------------------------------------------------------------------
``tables`` constants, field tables, the values of a throw; ``moves`` :class:`Step`; ``search``
the whole-roll search (:class:`~gamekit.pachisi.german.search.Roll`) and the PG-14 double rule; ``state``
:class:`GermanState` and the rules that change it; ``events`` the events of a step and of a
roll's end; ``why_not`` refusal sentences; ``places`` what each clickable place of the board
means (a piece's steps, its name, its refusal); ``plays`` whole plays and positions after a roll;
``json_io`` moves and positions from JSON; ``game`` the options and :class:`GermanPachisi`.

Decisions taken here where RULES.md is silent
---------------------------------------------
* Seats are the colours in play in seating order; with the default all four, seat == colour
  index (0 red, 1 yellow, 2 green, 3 blue).  The ``colours`` option is a tuple of colour
  names (ints 0..3 are accepted and turned into names).  Team play needs all four colours.
* PG-4: the colour whose pieces a roll moves is fixed when the dice are thrown.  A colour that
  brings its last piece home during a roll gives up the rest of that roll; its next throw
  (after a double, or its next turn) moves its partner's pieces.
* The game ends the moment a team (or, with ``individual``, a colour) is home: nothing more is
  played of that roll.
* Pieces of one colour on the same spot are interchangeable; ``legal_moves()`` offers the
  lowest-numbered one, and any of them is accepted.
* JSON within a roll records the steps as they were played, so two equal positions reached by
  different orders of the same steps (``==`` is true) can be written differently; each loads
  back to an equal state.  A roll that is over is never written as a half-played roll: its
  JSON is the chance node (or final position) that follows.

Speed (``benchmarks/bench_pachisi_german.py``)
----------------------------------------------
One search per roll (:class:`~gamekit.pachisi.german.search.Roll`) answers every state of that roll: its memos say, per
node, which single steps there are, whether the rest of the roll can be used in full (PG-12,
found depth-first, most values first, stopping at the first way) and, only when it cannot, the
best PG-12a score.  ``apply`` (defined once in :class:`gamekit.core.State`) checks a step
against the cached legal steps of the roll and calls :meth:`GermanState._step` without an
events list, so no events are built (``apply_with_events`` passes one); states and steps are built without the frozen dataclasses' per-field
``object.__setattr__``; cached values skip ``functools.cached_property``'s lock.  The results
are the same: a reference trace of 400 seeded random games (every state's JSON, legal steps
and events) is unchanged by these measures.
"""

# helpers other gamekit modules and the tests use, importable here but not in __all__
from .tables import (
    COND_SAFE_FIELDS,
    DOUBLE_RULES,
    FIELD,
    FULL,
    GOAL,
    HOME_ENTRY,
    HOME_ENTRY_FIELDS,
    NORMAL,
    OWN_COND,
    PATH_OF_FIELD,
    RESTRICTED,
    SAFE_FIELDS,
    START_FIELDS,
    OUTCOMES as OUTCOMES,
    double_values as double_values,
    finishing_subsets as finishing_subsets,
    subsets as subsets,
    throw_values as throw_values,
)
from .moves import Step
from .state import GermanState
from .game import GermanOptions, GermanPachisi
from .json_io import check_occupancy as check_occupancy
from .json_io import with_pieces
from .plays import after_roll, reachable_positions, whole_plays
from .plays import canonical_pieces as canonical_pieces
from .why_not import why_not_piece

__all__ = [
    "COND_SAFE_FIELDS",
    "DOUBLE_RULES",
    "FIELD",
    "FULL",
    "GOAL",
    "HOME_ENTRY",
    "HOME_ENTRY_FIELDS",
    "NORMAL",
    "OWN_COND",
    "PATH_OF_FIELD",
    "RESTRICTED",
    "SAFE_FIELDS",
    "START_FIELDS",
    "GermanPachisi",
    "GermanState",
    "GermanOptions",
    "Step",
    "after_roll",
    "reachable_positions",
    "whole_plays",
    "why_not_piece",
    "with_pieces",
]
