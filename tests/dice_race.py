"""A sixth game that lives in the test package only: a two-player dice race (issue 12 §1, proof).

It joins gamekit through :func:`gamekit.registry.register` (done in ``tests/conftest.py``) with
no edit under ``gamekit/``; the conformance suite, drawing (``_repr_svg_``), the widget shell,
``simulate``, the rule table and the rules-registry checks then run on it like on the four
real games.

Rules (IDs DR-1 .. DR-5, texts in :data:`RULES`):

* DR-1: two players, Ann (seat 0) and Bob (seat 1), each with two pieces that start off the
  track (position 0); the track has fields 1..``length`` (option ``length``, default 6) and
  then home (``length + 1``).  Both players race along the same track.
* DR-2: on its turn a player throws one three-sided die: 1, 2 or 3, each with probability 1/3.
* DR-3: then it moves one of its pieces not yet home forward by the throw; a piece reaching or
  passing home is home.  Two pieces of one player never share a track field.
* DR-4: a piece that ends on a field held by an opposing piece captures it: that piece goes
  back to the start (0).
* DR-5: the first player with both pieces home wins.

A player always has a move: of two pieces, at most one can be blocked by the other (DR-3).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping
from xml.etree import ElementTree as ET

from gamekit.core import Event, Game, State, json_int, make_options, option
from gamekit.errors import InvalidMoveError, InvalidPositionError, UnknownOptionError
from gamekit.rules import rule_maker
from gamekit.widgets.view import BoardView

NAMES = ("Ann", "Bob")
PIECES = 2

_r = rule_maker("dice_race", "test")
RULES = [
    _r(
        "DR-1",
        "decision",
        "Track and pieces",
        "Two players, two pieces each, off the track at first; fields 1..length, then home.",
    ),
    _r("DR-2", "decision", "Throw", "One three-sided die: 1, 2 or 3, each with probability 1/3."),
    _r(
        "DR-3",
        "decision",
        "Move",
        "Move one piece not yet home forward by the throw; reaching or passing home is home; "
        "two own pieces never share a track field.",
        option="length",
    ),
    _r("DR-4", "decision", "Capture", "Ending on an opposing piece sends it back to the start."),
    _r("DR-5", "decision", "Winning", "The first player with both pieces home wins."),
]
ASPECTS = {
    "Players and teams": (("DR-1",), "2 players"),
    "Throwing device": (("DR-2",), "one three-sided die"),
    "Capture": (("DR-4",), "land on an opposing piece: it starts again"),
    "End": (("DR-5",), "both pieces home"),
}


@dataclass(frozen=True)
class DiceRaceOptions:
    """The options of the dice race: ``length`` (track fields, 3..20, DR-1)."""

    length: int = option(6, "DR-1", "fields on the track before home")

    def __post_init__(self) -> None:
        if not 3 <= self.length <= 20:
            raise UnknownOptionError(f"dice_race option length={self.length!r} must be 3..20 (DR-1)")


@dataclass(frozen=True)
class Advance:
    """Move piece ``piece`` (0 or 1) of the player to move by the throw (DR-3)."""

    piece: int

    def __str__(self) -> str:
        return f"advance piece {self.piece + 1}"

    def to_json(self) -> dict:
        return {"type": "advance", "piece": self.piece}

    def click_token(self) -> str:
        return f"piece:{self.piece}"


class DiceRace(Game):
    """The dice race of this module's docstring: ``DiceRace(length=6)``."""

    name = "dice_race"
    key = "dice_race"
    outcome_rule = "DR-2"
    num_players = 2
    player_names = NAMES

    def __init__(self, **options: Any) -> None:
        self.options = make_options(DiceRaceOptions, self.name, options)

    @property
    def home(self) -> int:
        return self.options.length + 1

    def initial_state(self) -> "DiceRaceState":
        return DiceRaceState(self, ((0, 0), (0, 0)), 0, None, None)

    def move_from_json(self, obj: Any) -> Any:
        if not isinstance(obj, Mapping) or obj.get("type") != "advance":
            raise InvalidMoveError(f"key 'type' of a dice race move must be 'advance': {obj!r}")
        if set(obj) == {"type", "piece"} and type(obj["piece"]) is int and obj["piece"] in (0, 1):
            return Advance(obj["piece"])
        raise InvalidMoveError(f"a dice race move is {{'type': 'advance', 'piece': 0 or 1}}, not {obj!r}")

    def outcome_label(self, outcome: Any) -> str:
        return f"throw {outcome}"

    def state_from_json(self, obj: Mapping[str, Any]) -> "DiceRaceState":
        self.check_header(obj)
        try:
            pieces = tuple(tuple(json_int(p, "pieces", 0, self.home) for p in obj["pieces"][s]) for s in range(2))
            to_move, throw, winner = obj["to_move"], obj["throw"], obj["winner"]
        except (KeyError, TypeError, ValueError, IndexError):
            raise InvalidPositionError(
                "a dice race position needs 'pieces' (2 x 2 ints), 'to_move', 'throw', 'winner'"
            ) from None
        if (
            any(len(ps) != PIECES or not all(0 <= p <= self.home for p in ps) for ps in pieces)
            or len(obj["pieces"]) != 2
        ):
            raise InvalidPositionError(f"key 'pieces': two pieces per player at 0..{self.home} (DR-1)")
        if throw is not None:
            json_int(throw, "throw", 1, 3)
        if to_move not in (0, 1) or throw not in (None, 1, 2, 3) or winner not in (None, 0, 1):
            raise InvalidPositionError("key 'to_move' is 0 or 1, 'throw' null or 1..3, 'winner' null, 0 or 1")
        done = [seat for seat in (0, 1) if pieces[seat] == (self.home, self.home)]
        if winner not in done[:1] + [None] or (done and winner is None):
            raise InvalidPositionError(f"key 'winner' is {winner!r}; the first seat with both pieces home wins (DR-5)")
        extra = sorted(set(obj) - {"game", "options", "to_move", "winner", "pieces", "throw"})
        if extra:
            raise InvalidPositionError(f"unknown key {extra[0]!r} in a dice race position")
        state = DiceRaceState(self, pieces, to_move, throw, winner)
        self.check_header(obj, state)
        return state


@dataclass(frozen=True, eq=False)
class DiceRaceState(State):
    """``pieces``: per seat two positions (0 start, 1..length track, length + 1 home);
    ``throw``: the throw to play (None at a chance node); ``result``: the winner or None."""

    game: DiceRace
    pieces: tuple[tuple[int, int], tuple[int, int]]
    to_move: int
    throw: int | None
    result: int | None

    @property
    def current_player(self) -> int:
        return self.to_move

    @property
    def winner(self) -> Any:
        return self.result

    def is_terminal(self) -> bool:
        return self.result is not None

    def is_chance(self) -> bool:
        return self.result is None and self.throw is None

    def chance_outcomes(self) -> list:
        return [(k, 1 / 3) for k in (1, 2, 3)] if self.is_chance() else []  # DR-2

    def _target(self, piece: int) -> int | None:
        p = self.pieces[self.to_move][piece]
        home = self.game.home
        if p == home:
            return None
        t = min(p + self.throw, home)  # DR-3
        other = self.pieces[self.to_move][1 - piece]
        if t != home and t == other:
            return None  # DR-3: two own pieces never share a track field
        return t

    def legal_moves(self) -> list:
        if self.is_terminal() or self.is_chance():
            return []
        return [Advance(i) for i in range(PIECES) if self._target(i) is not None]

    def returns(self) -> tuple[float, float]:
        if self.result is None:
            return (0.0, 0.0)
        return (1.0, -1.0) if self.result == 0 else (-1.0, 1.0)

    def to_json(self) -> dict[str, Any]:
        return {**self._json_header(), "pieces": [list(p) for p in self.pieces], "throw": self.throw}

    def coerce_move(self, x: Any) -> Any:
        if isinstance(x, Advance):
            return x
        if isinstance(x, Mapping):
            return self.game.move_from_json(x)
        if isinstance(x, str) and x.startswith("piece:") and x[6:] in ("0", "1"):
            return Advance(int(x[6:]))
        raise InvalidMoveError(f"a dice race move is Advance(0), Advance(1), 'piece:0' or 'piece:1', not {x!r}")

    def _over_reason(self) -> str:
        return "the race is over: a player has both pieces home (DR-5)"

    def _why_not(self, move: Any) -> str | None:
        if move in self.legal_moves():
            return None
        if not isinstance(move.piece, int) or move.piece not in (0, 1):
            return f"there is no piece {move.piece!r}: pieces are 0 and 1 (DR-1)"
        return f"piece {move.piece + 1} cannot move {self.throw}: it is home or would land on its own piece (DR-3)"

    def _step(self, action: Any, events: list | None) -> "DiceRaceState":
        """The one step function (core's ``apply`` checked ``action``): a throw (DR-2) or a move."""
        me, other = self.to_move, 1 - self.to_move
        if self.is_chance():
            if events is not None:
                events.append(Event("throw", f"{NAMES[me]} throws {action}", {"throw": action}))
            return DiceRaceState(self.game, self.pieces, me, action, None)
        pieces = [list(self.pieces[0]), list(self.pieces[1])]
        frm, to = pieces[me][action.piece], self._target(action.piece)
        pieces[me][action.piece] = to
        evs = [Event("move", f"{NAMES[me]} moves piece {action.piece + 1} from {frm} to {to}", {"from": frm, "to": to})]
        if to != self.game.home and to in pieces[other]:  # DR-4
            pieces[other] = [0 if p == to else p for p in pieces[other]]
            evs.append(Event("capture", f"{NAMES[me]} captures {NAMES[other]}'s piece on {to} (DR-4)", {"field": to}))
        won = all(p == self.game.home for p in pieces[me])  # DR-5
        if won:
            evs.append(Event("end", f"{NAMES[me]} wins (DR-5)", {"winner": me}))
        if events is not None:
            events.extend(evs)
        return DiceRaceState(self.game, (tuple(pieces[0]), tuple(pieces[1])), other, None, me if won else None)


def invariant(state: DiceRaceState) -> None:
    """DR-1, DR-3: pieces on 0..home, two own pieces never on one track field."""
    home = state.game.home
    for ps in state.pieces:
        assert all(0 <= p <= home for p in ps), ps
        assert ps[0] != ps[1] or ps[0] in (0, home), ps


# ----------------------------------------------------------------------------- drawing, view, agents


def svg(state: DiceRaceState, *, events=(), frame=None, selected=None, clickable=True) -> str:
    """The track as a row of squares, Ann's pieces as red discs above, Bob's as blue below."""
    home = state.game.home
    root = ET.Element(
        "svg",
        xmlns="http://www.w3.org/2000/svg",
        width=str(60 * (home + 1)),
        height="140",
        viewBox=f"0 0 {60 * (home + 1)} 140",
    )
    for f in range(home + 1):
        ET.SubElement(root, "rect", x=str(60 * f + 5), y="45", width="50", height="50", fill="#eee", stroke="#333")
    movable = {m.piece for m in state.legal_moves() if isinstance(m, Advance)}
    for seat, (colour, y) in enumerate((("#D55E00", 25), ("#0072B2", 115))):
        for i, p in enumerate(state.pieces[seat]):
            attrs = {"cx": str(60 * p + 20 + 20 * i), "cy": str(y), "r": "12", "fill": colour}
            if clickable and seat == state.to_move and i in movable:
                attrs["data-click"] = f"piece:{i}"
            ET.SubElement(root, "circle", **attrs)
    return ET.tostring(root, encoding="unicode")


def greedy(state: DiceRaceState, rng=None) -> Any:
    """Capture if possible, else move the rearmost piece that may move (lowest index on a tie)."""
    moves = state.legal_moves()
    them = state.pieces[1 - state.to_move]

    def key(m):
        t = state._target(m.piece)
        return (1 if t in them and t != state.game.home else 0, -state.pieces[state.to_move][m.piece])

    return max(moves, key=key)


def agents(game: DiceRace) -> dict:
    """``{"greedy": greedy}``."""
    return {"greedy": greedy}


class DiceRaceView(BoardView):
    """The board view: the default protocol of :class:`gamekit.widgets.view.BoardView` does the rest
    (a click on ``piece:<i>`` is the move with that click token, the hint is the greedy move)."""

    title = "Dice race"

    def svg(self, state, *, events=(), frame=None, selected=None, clickable=True) -> str:
        return svg(state, events=events, frame=frame, selected=selected, clickable=clickable)
