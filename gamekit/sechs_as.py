"""Sechs-As, a dice game from the Ludus/Alea board (RULES.md §4, SA-1..SA-8; seed 004).

Two dice, six stones per player, two or four players.  The pips are never moved: each die is
an *action* on the thrower's own side of the board::

    1  give a stone from your side to your neighbour's side      (may,  SA-2, SA-3)
    5  put a stone from your side into the pot                   (may,  SA-2, SA-3)
    6  take a stone from your side out of the game               (may,  SA-2, SA-3)
       ... or, with your side already empty, WIN                 (SA-6)
    2  take a stone from the pot onto your side                  (must, SA-2, SA-3)
    3, 4  nothing                                                (SA-2)

Quick start::

    import gamekit
    game = gamekit.load("sechs_as")              # two players: South (seat 0) and North (seat 1)
    s = game.initial_state()                     # a throw is due (a chance node)
    s = s.apply((6, 5))                          # South throws 6-5
    s.legal_moves()                              # resolve the 6 or the 5 first, or decline one
    s = s.apply(s.legal_moves()[0])

How a turn is modelled
----------------------
* A *throw* is a chance outcome ``(high, low)`` (21 outcomes; a double has probability 1/36,
  any other throw 2/36).
* Then the player resolves the dice **one at a time**.  ``legal_moves()`` lists, for each unused
  die value, what it can do (:class:`SechsAsMove`: the die and an *action*); choosing which die
  to resolve first is choosing the order (SA-4).
* A die that can do nothing (a 3 or 4, a 1/5/6 on an empty side, a 2 with an empty pot) is
  *forfeited by the engine* when its turn comes (SA-3): it is never a move.  One exception, and
  it is an order choice, not an action: see decision D2 below.
* When both dice are resolved the turn ends: after a double other than 2-2 the same player
  throws again (SA-5), otherwise the next seat throws.

Decisions where RULES.md is silent (a careful teacher's reading, in RULES terms)
--------------------------------------------------------------------------------
* **D1 (SA-6, SA-3)** A 6 resolved while the player's side is empty *wins*; winning is never
  declined (the ``"win"`` action is the only action of such a 6, also without
  ``all_actions_compulsory``).
* **D2 (SA-4)** The order of the dice is the player's.  When one die can do nothing *now* but
  the other die could make it useful (a 2 while the pot is empty and the other die is a 5 with a
  stone on the side; a 1 or 5 while the side is empty and the other die is a 2 with a stone in
  the pot), resolving the useless die first is a legal choice of order: it is offered as the
  move ``"forfeit"`` (SA-4's decision names the 2 explicitly; the 1 and 5 follow by the same
  reading).  In every other case a useless die is not offered and is forfeited automatically.
* **D3 (SA-4)** The one-stone order rule binds only while both dice are unresolved; it is judged
  at the throw (side holds exactly one stone, two different values among 1, 5, 6): only the
  higher die may be resolved first -- it may still be declined if it is optional (SA-3).
* **D4 (SA-5, SA-6)** A win ends the turn at once; the other die and any re-throw lapse.
  In the final position ``to_move`` is the winner.
* **D5 (SA-7)** Four players sit round the board, turn order clockwise: seat 0 South-west
  (left half of the south side), 1 North-west, 2 North-east, 3 South-east.  The neighbour on
  the right of seat ``s`` is seat ``s - 1`` (the one who threw just before); ``one_goes_to="left"``
  gives to seat ``s + 1``.  With two players the only neighbour is the opponent, so the option
  changes nothing.
* **D6 (SA-8)** ``removed`` counts all stones taken out of the game (one number, not per player:
  the stones carry no colour, SA-1).  ``returns()`` is +1 for the winner, -1 for every other seat.

JSON position
-------------
``{"game": "sechs_as", "options": {...}, "to_move": 0, "winner": null, "players": 2, "sides": [6, 6],
"pot": 0, "removed": 0, "throw": null, "dice": []}`` -- ``sides`` in seat
order; ``throw`` is the throw being resolved (``[high, low]``, or null when a throw is due);
``dice`` are the values of that throw still to resolve, highest first.

Events (``apply_with_events``): ``throw``, ``give``, ``pot``, ``take``, ``remove``, ``win``,
``decline``, ``forfeit``, ``again`` (SA-5 re-throw) and ``turn`` (the dice pass on).  Their
``data`` holds ``seat`` and, where it applies, ``die``, ``to`` (receiving seat) and ``throw``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Mapping

from . import core
from .core import Event, Game, State, option
from .errors import InvalidMoveError, InvalidPositionError, UnknownOptionError
from .throws import TWO_DICE_THROWS, two_dice_outcomes

STONES_PER_PLAYER = 6
"""SA-1: six stones per player."""

PLAYER_NAMES = {
    2: ("South", "North"),
    4: ("South-west", "North-west", "North-east", "South-east"),
}
"""Seat names in turn order (SA-1; D5 for four players)."""

ACTIONS = ("win", "remove", "give", "pot", "take", "forfeit", "decline")
"""All move actions, in the order ``legal_moves()`` lists them for one die."""

DIE_ACTION = {1: "give", 5: "pot", 6: "remove", 2: "take"}
"""SA-2: what each useful die value does (a 6 on an empty side wins instead, SA-6)."""

OPTIONAL_VALUES = (1, 5, 6)
"""SA-3: 1, 5 and 6 may be declined (unless ``all_actions_compulsory``); 2 is compulsory."""

_CHANCE = tuple(two_dice_outcomes())


# ---------------------------------------------------------------------------------------------
# Options


@dataclass(frozen=True)
class SechsAsOptions:
    """The options of Sechs-As (each belongs to a rule of RULES.md §4)."""

    players: int = option(2, "SA-1", "number of players: 2, or 4 on half-sides (SA-7)", choices=(2, 4))
    all_actions_compulsory: bool = option(
        False, "SA-3", "1, 5 and 6 must also be carried out whenever possible", choices=(False, True)
    )
    one_goes_to: str = option(
        "right", "SA-7", "with four players a 1 gives to the neighbour on the right or left", choices=("right", "left")
    )

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in (2, 4):
            raise UnknownOptionError(f"sechs_as option players={self.players!r} is not valid; choose 2 or 4")
        if type(self.all_actions_compulsory) is not bool:
            raise UnknownOptionError(
                f"sechs_as option all_actions_compulsory={self.all_actions_compulsory!r} must be True or False"
            )


# ---------------------------------------------------------------------------------------------
# The rules on plain numbers (shared by the engine and the exact solver)


def die_actions(value: int, side: int, pot: int, compulsory: bool) -> tuple[str, ...]:
    """What one die of ``value`` can do for a player with ``side`` stones and ``pot`` in the pot.

    ``()`` means the die can do nothing and is forfeited (SA-3).
    SA-2: 1 give, 5 pot, 6 remove, 2 take, 3/4 nothing.  SA-3: 1, 5, 6 may be declined unless
    ``compulsory``; a 2 must take when the pot holds a stone.  SA-6 (D1): a 6 on an empty side wins.
    """
    if value == 2:
        return ("take",) if pot > 0 else ()  # SA-3: compulsory
    if value == 6 and side == 0:
        return ("win",)  # SA-6 (D1)
    if value in OPTIONAL_VALUES:
        if side == 0:
            return ()  # SA-3: nothing to act on
        act = DIE_ACTION[value]
        return (act,) if compulsory else (act, "decline")  # SA-3 darf / option
    return ()  # SA-2: 3 and 4 do not count


def _could_enable(useless: int, other: int, side: int, pot: int) -> bool:
    """D2 (SA-4): could resolving ``other`` first make the useless die ``useless`` act?"""
    if useless == 2:  # a 5 could fill the empty pot
        return other == 5 and side > 0
    if useless in (1, 5):  # a 2 could put a stone on the empty side
        return other == 2 and pot > 0
    return False


def _roll_args(where: str, dice: Any, side: Any, pot: Any = 0, compulsory: Any = False) -> tuple:
    """The arguments of a Sechs-As roll, checked: ``dice`` (up to two values 1..6, highest
    first), ``side`` (an int >= 0, the stones on the player's side), ``pot`` (an int >= 0) and
    ``compulsory`` (a bool).  Raises :class:`~gamekit.errors.GameError` naming the argument."""
    return (
        core.ints_arg(dice, where, "dice", 1, 6, sizes=(0, 1, 2)),
        core.int_arg(side, where, "side", 0),
        core.int_arg(pot, where, "pot", 0),
        core.bool_arg(compulsory, where, "compulsory"),
    )


def higher_first(dice: tuple[int, ...], side: int) -> bool:
    """SA-4 (D3): one stone on the side and two different values among 1, 5, 6 -> higher first.

    Raises:
        GameError: ``dice`` or ``side`` is no Sechs-As roll (see :func:`options_for`).
    """
    dice, side, _, _ = _roll_args("higher_first", dice, side)
    return _higher_first(dice, side)


def _higher_first(dice: tuple[int, ...], side: int) -> bool:
    """:func:`higher_first` without the argument check (for this module's own calls)."""
    return (
        len(dice) == 2
        and side == 1
        and dice[0] != dice[1]
        and dice[0] in OPTIONAL_VALUES
        and dice[1] in OPTIONAL_VALUES
    )


def options_for(dice: tuple[int, ...], side: int, pot: int, compulsory: bool) -> list[tuple[int, str]]:
    """The legal ``(die, action)`` pairs for the dice still to resolve (``dice`` highest first).

    SA-4: the player picks which die goes first, except the one-stone rule (:func:`higher_first`).
    D2: a useless die is offered as ``"forfeit"`` only when the other die could make it useful.
    An empty list means every remaining die is forfeited.

    ``dice``: a tuple of 0 to 2 values 1..6; ``side``: an int >= 0 (stones); ``pot``: an int >= 0;
    ``compulsory``: a bool (the option ``all_actions_compulsory``).

    Raises:
        GameError: an argument is none of these; the message names it.
    """
    return _options_for(*_roll_args("options_for", dice, side, pot, compulsory))


def _options_for(dice: tuple[int, ...], side: int, pot: int, compulsory: bool) -> list[tuple[int, str]]:
    """:func:`options_for` without the argument check (for this module's own calls)."""
    values = sorted(set(dice), reverse=True)
    if _higher_first(dice, side):
        values = values[:1]
    out: list[tuple[int, str]] = []
    for v in values:
        acts = die_actions(v, side, pot, compulsory)
        if acts:
            out.extend((v, a) for a in acts)
        elif len(dice) == 2:
            other = dice[1] if dice[0] == v else dice[0]
            if _could_enable(v, other, side, pot):
                out.append((v, "forfeit"))  # D2
    return out


def turn_results(side: int, pot: int, dice: tuple[int, ...], compulsory: bool) -> frozenset:
    """Every way to resolve ``dice`` from (``side``, ``pot``): a set of ``(side, pot, given, removed, won)``.

    ``given`` stones went to the neighbour (1s), ``removed`` left the game (6s), ``won`` is True
    if a 6 won (SA-6); useless dice are forfeited (SA-3).  The exact solver uses this.

    Raises:
        GameError: an argument is no Sechs-As roll (see :func:`options_for`); the message names it.
    """
    dice, side, pot, compulsory = _roll_args("turn_results", dice, side, pot, compulsory)
    out: set = set()

    def rec(side, pot, dice, given, removed):
        opts = _options_for(dice, side, pot, compulsory)
        if not opts:
            out.add((side, pot, given, removed, False))
            return
        for v, act in opts:
            rest = list(dice)
            rest.remove(v)
            rest = tuple(rest)
            if act == "win":
                out.add((side, pot, given, removed, True))
            elif act == "give":
                rec(side - 1, pot, rest, given + 1, removed)
            elif act == "pot":
                rec(side - 1, pot + 1, rest, given, removed)
            elif act == "take":
                rec(side + 1, pot - 1, rest, given, removed)
            elif act == "remove":
                rec(side - 1, pot, rest, given, removed + 1)
            else:  # decline, forfeit
                rec(side, pot, rest, given, removed)

    rec(side, pot, tuple(dice), 0, 0)
    return frozenset(out)


def throws_again(throw: tuple[int, int] | None) -> bool:
    """SA-5: a double gives another throw, except a double two.  ``throw``: ``(high, low)``, two
    values 1..6, or None (no throw yet).

    Raises:
        GameError: ``throw`` is neither; the message names it.
    """
    if throw is not None:
        throw = core.ints_arg(throw, "throws_again", "throw", 1, 6, sizes=(2,))
    return throw is not None and throw[0] == throw[1] and throw != (2, 2)


# ---------------------------------------------------------------------------------------------
# Moves


@dataclass(frozen=True)
class SechsAsMove:
    """Resolve one die: ``die`` (its value) with ``action`` (one of :data:`ACTIONS`) by ``seat``.

    ``players`` only chooses the seat names for :meth:`__str__`.  JSON:
    ``{"type": "pot", "seat": 0, "die": 5}`` (the type is the action); rebuild with
    ``game.move_from_json``.
    """

    seat: int
    die: int
    action: str
    players: int = field(default=2, compare=True)

    def __str__(self) -> str:
        who = PLAYER_NAMES[self.players][self.seat]
        d = self.die
        if self.action == "give":
            return f"{who} resolves the {d}: a stone to the neighbour's side"
        if self.action == "pot":
            return f"{who} resolves the {d}: a stone into the pot"
        if self.action == "take":
            return f"{who} resolves the {d}: a stone from the pot onto their own side"
        if self.action == "remove":
            return f"{who} resolves the {d}: a stone out of the game"
        if self.action == "win":
            return f"{who} resolves the {d} with an empty side and wins"
        if self.action == "decline":
            return f"{who} resolves the {d}: declines it, no stone moves"
        if self.action == "forfeit":
            return f"{who} resolves the {d} first: it can do nothing now and is forfeited"
        return f"{who} resolves the {d}: {self.action}"

    def to_json(self) -> dict[str, Any]:
        """``{"type": action, "seat": seat, "die": value}``, e.g. ``{"type": "pot", "seat": 0, "die": 5}``."""
        return {"type": self.action, "seat": self.seat, "die": self.die}

    def click_token(self) -> str:
        """The board's ``data-click`` token for this move, e.g. ``"5:pot"``."""
        return f"{self.die}:{self.action}"


# ---------------------------------------------------------------------------------------------
# Game


class SechsAs(Game):
    """Sechs-As (RULES §4).  ``SechsAs(players=2, all_actions_compulsory=False, one_goes_to="right")``.

    Options: ``players`` 2 or 4 (SA-1, SA-7); ``all_actions_compulsory`` (SA-3 option: 1, 5, 6
    must be carried out whenever possible); ``one_goes_to`` ``"right"``/``"left"`` (SA-7, four
    players).  Seats: 0 South, 1 North (two players); see D5 in the module docstring for four.
    """

    name = "sechs_as"
    key = "sechs_as"
    outcome_rule = "SA-1"

    def __init__(self, **options: Any):
        self.options = core.make_options(SechsAsOptions, self.name, options)
        self.num_players = self.options.players
        self.player_names = PLAYER_NAMES[self.num_players]

    # -- rules helpers ---------------------------------------------------------------------------
    def receiver(self, seat: int) -> int:
        """SA-7 (D5): the seat that a 1 of ``seat`` gives a stone to."""
        if self.num_players == 2:
            return 1 - seat  # SA-2: the opponent
        step = -1 if self.options.one_goes_to == "right" else 1
        return (seat + step) % self.num_players

    def next_seat(self, seat: int) -> int:
        """SA-7: play goes round in seat order."""
        return (seat + 1) % self.num_players

    # -- Game API --------------------------------------------------------------------------------
    def initial_state(self) -> "SechsAsState":
        """SA-1: six stones on every side, empty pot; seat 0 throws first."""
        return SechsAsState(
            game=self,
            sides=(STONES_PER_PLAYER,) * self.num_players,
            pot=0,
            removed=0,
            to_move=0,
            won_by=None,
            throw=None,
            dice=(),
        )

    def outcome_label(self, outcome: Any) -> str:
        h, l = outcome
        return f"throw {h}-{l}"

    def make_state(
        self,
        sides,
        pot: int = 0,
        removed: int | None = None,
        to_move: int = 0,
        throw: tuple[int, int] | None = None,
        dice: tuple[int, ...] | None = None,
        winner: int | None = None,
    ) -> "SechsAsState":
        """Build a position from its parts (validated as :meth:`state_from_json` does).

        ``sides``: one stone count per player (ints >= 0); ``pot``, ``removed``: stone counts
        (``removed`` defaults to what conservation, SA-8, leaves); ``to_move``: a seat;
        ``throw``: ``(high, low)`` or None; ``dice``: the dice still to resolve (default: the whole
        ``throw``); ``winner``: a seat or None.

        Raises:
            InvalidPositionError: an argument is of the wrong kind or out of range, or the parts
                do not make a position (naming the argument or key and the rule).
        """
        n = self.num_players
        total = STONES_PER_PLAYER * n
        if isinstance(sides, (str, bytes, Mapping)) or not hasattr(sides, "__iter__"):
            raise InvalidPositionError(
                f"make_state(sides): sides must be a list of {n} stone counts, one per player, not {sides!r}"
            )
        sides = list(sides)
        if len(sides) != n or not all(type(v) is int and v >= 0 for v in sides):
            raise InvalidPositionError(
                f"make_state(sides): sides must be a list of {n} stone counts (ints >= 0), one per player, not {sides!r}"
            )
        if type(pot) is not int or pot < 0:
            raise InvalidPositionError(f"make_state(pot): pot must be an int >= 0, not {pot!r}")
        if removed is None:
            removed = total - sum(sides) - pot  # SA-8
            if removed < 0:
                raise InvalidPositionError(
                    f"make_state(sides, pot): sides {sides} and pot {pot} hold {sum(sides) + pot} stones, but a "
                    f"{n}-player game has only {total} (6 per player, SA-8)"
                )
        for name, v in (("throw", throw), ("dice", dice)):
            if v is not None and (isinstance(v, (str, bytes, Mapping)) or not hasattr(v, "__iter__")):
                raise InvalidPositionError(
                    f"make_state({name}): {name} must be None or a tuple of die values, not {v!r}"
                )
        if throw is not None and dice is None:
            dice = list(throw)
        obj = {
            "game": self.key,
            "options": self.options_json(),
            "to_move": to_move,
            "winner": winner,
            "players": self.num_players,
            "sides": sides,
            "pot": pot,
            "removed": removed,
            "throw": list(throw) if throw is not None else None,
            "dice": list(dice or []),
        }
        return self.state_from_json(obj)

    def move_from_json(self, obj: Any) -> SechsAsMove:
        """The :class:`SechsAsMove` of ``move.to_json()``: ``{"type": action, "seat", "die"}``.

        Raises:
            InvalidMoveError: ``obj`` is not a move's JSON (naming the key): 'type' missing or
                not one of :data:`ACTIONS`, another key, a bad 'seat' or 'die'.
        """
        if not isinstance(obj, Mapping):
            raise InvalidMoveError(f"a Sechs-As move is an object with the keys 'type', 'seat' and 'die', not {obj!r}")
        action = obj.get("type")
        if action not in ACTIONS:
            raise InvalidMoveError(f"move key 'type' must be one of {', '.join(ACTIONS)}, not {action!r}")
        if set(obj) != {"type", "seat", "die"}:
            raise InvalidMoveError(f"a Sechs-As move has the keys 'type', 'seat' and 'die', not {sorted(obj)}")
        seat, die = obj["seat"], obj["die"]
        if type(seat) is not int or not 0 <= seat < self.num_players:
            raise InvalidMoveError(f"move key 'seat' must be a seat 0..{self.num_players - 1}, not {seat!r}")
        if type(die) is not int or not 1 <= die <= 6:
            raise InvalidMoveError(f"move key 'die' must be a die value 1..6, not {die!r}")
        return SechsAsMove(seat, die, action, self.num_players)

    def state_from_json(self, obj: Mapping[str, Any]) -> "SechsAsState":
        """Load a position (see :meth:`SechsAsState.to_json`); validates SA-1..SA-8.

        Raises:
            InvalidPositionError: a key is missing, unknown or wrong (naming it and the rule).
        """
        self.check_header(obj)
        for k, v in obj["options"].items():  # 0/1 must not pass for False/True
            if type(v) is not type(self.options_json()[k]):
                raise InvalidPositionError(
                    f"key 'options': {k!r} must be {core.kind_phrase(type(self.options_json()[k]))}"
                )
        keys = {"game", "options", "players", "sides", "pot", "removed", "to_move", "winner", "throw", "dice"}
        missing = sorted(keys - set(obj))
        if missing:
            raise InvalidPositionError(f"key {missing[0]!r} is missing from the position")
        extra = sorted(set(obj) - keys)
        if extra:
            raise InvalidPositionError(f"key {extra[0]!r} is not part of a Sechs-As position")

        def nat(key, v, hi=None):
            if type(v) is not int or v < 0 or (hi is not None and v > hi):
                rng = f"0..{hi}" if hi is not None else ">= 0"
                raise InvalidPositionError(f"key {key!r} must be an int {rng}, not {v!r}")
            return v

        n = self.num_players
        total = STONES_PER_PLAYER * n
        if obj["players"] != n or type(obj["players"]) is not int:
            raise InvalidPositionError(f"key 'players' is {obj['players']!r} but the options say {n}")
        sides = obj["sides"]
        if not isinstance(sides, list) or len(sides) != n:
            raise InvalidPositionError(f"key 'sides' must be a list of {n} stone counts, not {sides!r}")
        sides = tuple(nat("sides", v, total) for v in sides)
        pot = nat("pot", obj["pot"], total)
        removed = nat("removed", obj["removed"], total)
        if sum(sides) + pot + removed != total:  # SA-8
            raise InvalidPositionError(
                f"keys 'sides', 'pot', 'removed': {sum(sides)} + {pot} + {removed} stones, "
                f"but SA-8 conserves {total} (6 x {n} players)"
            )
        to_move = nat("to_move", obj["to_move"], n - 1)
        winner = obj["winner"]
        if winner is not None:
            nat("winner", winner, n - 1)
        throw = obj["throw"]
        if throw is not None:
            if (
                not isinstance(throw, list)
                or len(throw) != 2
                or not all(type(v) is int for v in throw)
                or tuple(throw) not in TWO_DICE_THROWS
            ):
                raise InvalidPositionError(f"key 'throw' must be null or [high, low] of two dice, not {throw!r}")
            throw = tuple(throw)
        dice = obj["dice"]
        if not isinstance(dice, list) or not all(type(v) is int for v in dice):
            raise InvalidPositionError(f"key 'dice' must be a list of die values, not {dice!r}")
        dice = tuple(dice)
        if dice != tuple(sorted(dice, reverse=True)):
            raise InvalidPositionError(f"key 'dice' must list the values highest first, not {list(dice)!r}")
        if winner is not None:
            if throw is not None or dice:
                raise InvalidPositionError(
                    "keys 'throw'/'dice': a finished game has no throw to resolve (SA-6: a win ends the turn)"
                )
            if to_move != winner:
                raise InvalidPositionError(
                    "key 'to_move' must equal 'winner' in a finished game (SA-6: the winner threw last)"
                )
            if sides[winner] != 0:
                raise InvalidPositionError(
                    f"key 'winner': seat {winner} still has {sides[winner]} stones; SA-6 needs an empty side"
                )
        elif throw is None:
            if dice:
                raise InvalidPositionError("key 'dice' must be [] when no throw is being resolved ('throw' is null)")
        else:
            rest = list(throw)
            for v in dice:
                if v not in rest:
                    raise InvalidPositionError(f"key 'dice': {list(dice)!r} are not dice of the throw {list(throw)!r}")
                rest.remove(v)
            if not dice:
                raise InvalidPositionError("key 'dice' is empty but 'throw' is set: the turn would have ended")
            if not _options_for(dice, sides[to_move], pot, self.options.all_actions_compulsory):
                raise InvalidPositionError(
                    f"key 'dice': {list(dice)!r} can do nothing here, so they would have been forfeited (SA-3)"
                )
        state = SechsAsState(self, sides, pot, removed, to_move, winner, throw, dice)  # won_by=winner
        if throw is not None and len(dice) < len(throw) and not self._reached_mid_throw(state):
            raise InvalidPositionError(
                f"keys 'sides', 'pot', 'dice': no legal resolution of the first die of {list(throw)!r} "
                "leaves this position (SA-4: with one stone on the side and two of 1, 5, 6 the higher goes first)"
            )
        self.check_header(obj, state)
        return state

    def _reached_mid_throw(self, state: "SechsAsState") -> bool:
        """Invariant of a half-resolved throw (SA-2, SA-3, SA-4): some position at the throw,
        differing from ``state`` by one stone at most in the mover's side, a neighbour's side, the
        pot and the removed stones, has a legal move of the resolved die that leads to ``state``.
        This is the check that play keeps SA-4's order: 6-5 with one stone on the side and the 5
        already resolved (while the pot shows no stone from it) is refused."""
        rest = list(state.throw)
        for v in state.dice:
            rest.remove(v)
        n = self.num_players
        seats = sorted({state.to_move, (state.to_move + 1) % n, (state.to_move - 1) % n})
        steps = (-1, 0, 1)
        for dp in steps:
            for dr in steps:
                for ds in itertools.product(steps, repeat=len(seats)):
                    if dp + dr + sum(ds) != 0:
                        continue
                    sides = list(state.sides)
                    for seat, d in zip(seats, ds):
                        sides[seat] -= d
                    pot, removed = state.pot - dp, state.removed - dr
                    if min(sides) < 0 or pot < 0 or removed < 0:
                        continue
                    before = SechsAsState(
                        self, tuple(sides), pot, removed, state.to_move, None, state.throw, state.throw
                    )
                    for m in before.legal_moves():
                        if m.die == rest[0] and before.apply(m) == state:
                            return True
        return False


# ---------------------------------------------------------------------------------------------
# State


@dataclass(frozen=True, eq=False, repr=False)
class SechsAsState(State):
    """A Sechs-As position (immutable).  See the module docstring for the JSON keys."""

    game: SechsAs
    sides: tuple[int, ...]
    pot: int
    removed: int
    to_move: int
    won_by: int | None
    throw: tuple[int, int] | None
    dice: tuple[int, ...]

    @property
    def winner(self) -> int | None:
        """The seat that won (SA-6), or None while the game goes on."""
        return self.won_by

    # -- basic API ------------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.to_move

    def is_terminal(self) -> bool:
        return self.winner is not None

    def is_chance(self) -> bool:
        return self.winner is None and self.throw is None

    def chance_outcomes(self) -> list[tuple[Any, float]]:
        return list(_CHANCE) if self.is_chance() else []

    def returns(self) -> tuple[float, ...]:
        n = self.game.num_players
        if self.winner is None:
            return (0.0,) * n
        return tuple(1.0 if s == self.winner else -1.0 for s in range(n))  # D6

    @property
    def side(self) -> int:
        """Stones on the side of the player to move."""
        return self.sides[self.to_move]

    def legal_moves(self) -> list[SechsAsMove]:
        if self.winner is not None or self.throw is None:
            return []
        n = self.game.num_players
        return [
            SechsAsMove(self.to_move, v, a, n)
            for v, a in _options_for(self.dice, self.side, self.pot, self.game.options.all_actions_compulsory)
        ]

    def to_json(self) -> dict[str, Any]:
        """The header (see :meth:`~gamekit.core.State._json_header`), then the game's keys (module docstring)."""
        return {
            **self._json_header(),
            "players": self.game.num_players,
            "sides": list(self.sides),
            "pot": self.pot,
            "removed": self.removed,
            "throw": list(self.throw) if self.throw is not None else None,
            "dice": list(self.dice),
        }

    def coerce_move(self, x: Any) -> Any:
        """Accept a move, its JSON dict, or a click token ``"5:pot"`` (for the player to move)."""
        if isinstance(x, SechsAsMove):
            return x
        if isinstance(x, Mapping):
            return self.game.move_from_json(x)  # InvalidMoveError
        if isinstance(x, str) and ":" in x:
            d, _, a = x.partition(":")
            if d.isdigit():
                return SechsAsMove(self.to_move, int(d), a, self.game.num_players)
        raise InvalidMoveError(f"{x!r} is not a Sechs-As move (a SechsAsMove, its JSON, or a token like '5:pot')")

    def _why_not(self, move: Any) -> str | None:
        """Why ``move`` is not legal here, with the rule ID; None if it is legal."""
        if not isinstance(move, SechsAsMove):
            return f"{move!r} is not a Sechs-As move"
        if self.winner is not None:
            return "the game is over (SA-6)"
        if self.throw is None:
            return "a throw is due first: the dice decide what may be done (SA-2)"
        legal = self.legal_moves()
        if move in legal:
            return None
        names = self.game.player_names
        if move.players != self.game.num_players or not 0 <= move.seat < self.game.num_players:
            return f"{move!r} does not belong to this {self.game.num_players}-player game (SA-1)"
        if move.seat != self.to_move:
            return f"it is {names[self.to_move]}'s turn, not {names[move.seat]}'s (SA-7)"
        d, act = move.die, move.action
        if d not in self.dice:
            left = " and ".join(map(str, self.dice))
            return f"there is no unused {d}: the dice still to resolve are {left} (SA-2)"
        compulsory = self.game.options.all_actions_compulsory
        if _higher_first(self.dice, self.side) and d != self.dice[0]:
            return (
                f"with one stone on the side and {self.dice[0]}-{self.dice[1]}, the higher die "
                f"({self.dice[0]}) must be resolved first (SA-4)"
            )
        if act not in ACTIONS:
            return f"{act!r} is not an action; actions are {', '.join(ACTIONS)} (SA-2)"
        acts = die_actions(d, self.side, self.pot, compulsory)
        if d in (3, 4):
            return f"a {d} does nothing: 3 and 4 do not count, and the engine forfeits them (SA-2, SA-3)"
        if act == "forfeit":
            if acts:
                return f"the {d} can be carried out here, so it is not forfeited (SA-3)"
            return (
                f"the {d} can do nothing and the other die cannot change that; the engine forfeits it "
                f"when its turn comes (SA-3, SA-4)"
            )
        if act == "win":
            return f"a 6 wins only when your side is already empty; {names[self.to_move]} has {self.side} (SA-6)"
        if d == 6 and self.side == 0:
            return "your side is empty, so this 6 wins the game (SA-6)"
        expected = DIE_ACTION.get(d)
        if act not in (expected, "decline"):
            return f"a {d} does '{expected}', not '{act}' (SA-2)"
        if act == "decline":
            if d == 2:
                return "a 2 must take a stone from the pot while it holds one; it cannot be declined (SA-3)"
            if compulsory:
                return f"with all_actions_compulsory a {d} must be carried out when possible (SA-3 option)"
        if d == 2 and self.pot == 0:
            return "the pot is empty: the 2 has nothing to take and is forfeited (SA-3)"
        if d in OPTIONAL_VALUES and self.side == 0:
            return f"{names[self.to_move]}'s side is empty: the {d} has no stone to act on (SA-3)"
        return f"{move} is not a legal move here (SA-2..SA-4)"

    # -- stepping -------------------------------------------------------------------------------
    def _replace(self, **kw) -> "SechsAsState":
        vals = dict(
            sides=self.sides,
            pot=self.pot,
            removed=self.removed,
            to_move=self.to_move,
            won_by=self.won_by,
            throw=self.throw,
            dice=self.dice,
        )
        vals.update(kw)
        return SechsAsState(self.game, **vals)

    def _step(self, action: Any, events: list[Event] | None) -> "SechsAsState":
        """The one step function (``core.State.apply`` checked ``action``): a throw ``(high, low)``
        at a chance node, else a legal move; appends the events to ``events`` unless it is None."""
        new, evs = self._thrown(action) if self.throw is None else self._resolved(action)
        if events is not None:
            events.extend(evs)
        return new

    def _over_reason(self) -> str:
        return "the game is over: a player threw a six with an empty side (SA-6)"

    def _thrown(self, outcome: Any) -> tuple["SechsAsState", tuple[Event, ...]]:
        """The state and events after the throw ``outcome``."""
        h, l = outcome
        who = self.game.player_names[self.to_move]
        ev = [Event("throw", f"{who} throws {h}-{l}", {"seat": self.to_move, "throw": [h, l]})]
        state = self._replace(throw=(h, l), dice=(h, l))
        return state._settle(ev)

    def _resolved(self, move: SechsAsMove) -> tuple["SechsAsState", tuple[Event, ...]]:
        """The state and events after the legal ``move``."""
        seat, d, act = self.to_move, move.die, move.action
        names = self.game.player_names
        who = names[seat]
        rest = list(self.dice)
        rest.remove(d)
        sides = list(self.sides)
        pot, removed, winner = self.pot, self.removed, None
        data = {"seat": seat, "die": d}
        if act == "give":  # SA-2, SA-7
            to = self.game.receiver(seat)
            sides[seat] -= 1
            sides[to] += 1
            ev = Event("give", f"{who} gives a stone to {names[to]} with the 1", {**data, "to": to})
        elif act == "pot":  # SA-2
            sides[seat] -= 1
            pot += 1
            ev = Event("pot", f"{who} puts a stone into the pot with the 5", data)
        elif act == "take":  # SA-2, SA-3 (compulsory)
            sides[seat] += 1
            pot -= 1
            ev = Event("take", f"{who} must take a stone from the pot with the 2", data)
        elif act == "remove":  # SA-2
            sides[seat] -= 1
            removed += 1
            ev = Event("remove", f"{who} takes a stone out of the game with the 6", data)
        elif act == "win":  # SA-6
            winner = seat
            ev = Event("win", f"{who} throws a 6 with an empty side and wins (SA-6)", data)
        elif act == "decline":  # SA-3
            ev = Event("decline", f"{who} declines the {d}", data)
        else:  # forfeit (D2)
            ev = Event("forfeit", f"{who} resolves the {d} first; it can do nothing and is forfeited", data)
        if winner is not None:  # D4: the game ends at once (SA-8: first winner ends a 4-player game)
            state = self._replace(sides=tuple(sides), won_by=winner, throw=None, dice=())
            return state, (ev,)
        state = self._replace(sides=tuple(sides), pot=pot, removed=removed, dice=tuple(rest))
        return state._settle([ev])

    def _settle(self, events: list[Event]) -> tuple["SechsAsState", tuple[Event, ...]]:
        """Forfeit dice that can do nothing (SA-3) and end the turn when no die is left (SA-5)."""
        state = self
        names = self.game.player_names
        seat = self.to_move
        if not _options_for(state.dice, state.side, state.pot, self.game.options.all_actions_compulsory):
            for v in state.dice:
                events.append(
                    Event(
                        "forfeit",
                        f"{names[seat]}'s {v} can do nothing and is forfeited (SA-3)",
                        {"seat": seat, "die": v},
                    )
                )
            state = state._replace(dice=())
        if state.dice:
            return state, tuple(events)
        if throws_again(state.throw):  # SA-5
            events.append(
                Event(
                    "again",
                    f"{names[seat]} threw a double and throws again (SA-5)",
                    {"seat": seat, "throw": list(state.throw)},
                )
            )
            nxt = seat
        else:
            nxt = self.game.next_seat(seat)  # SA-7
            events.append(Event("turn", f"{names[nxt]} to throw", {"seat": nxt}))
        return state._replace(throw=None, dice=(), to_move=nxt), tuple(events)

    # -- conveniences ---------------------------------------------------------------------------
    def __str__(self) -> str:
        names = self.game.player_names
        parts = [f"{names[s]} {self.sides[s]}" for s in range(self.game.num_players)]
        txt = ", ".join(parts) + f"; pot {self.pot}; removed {self.removed}"
        if self.winner is not None:
            return txt + f"; {names[self.winner]} has won"
        if self.throw is None:
            return txt + f"; {names[self.to_move]} to throw"
        left = " and ".join(map(str, self.dice))
        return txt + f"; {names[self.to_move]} threw {self.throw[0]}-{self.throw[1]}, to resolve: {left}"

    def __repr__(self) -> str:
        return f"<SechsAsState {self}>"


__all__ = [
    "SechsAs",
    "SechsAsOptions",
    "SechsAsState",
    "SechsAsMove",
    "die_actions",
    "options_for",
    "turn_results",
    "throws_again",
    "higher_first",
    "PLAYER_NAMES",
    "STONES_PER_PLAYER",
]
