"""Raja Pasu, a two-row Indian and Sri Lankan mancala with relay sowing (RULES §5, seed 001).

``gamekit.load("raja_pasu")`` plays one round; ``load("raja_pasu", match=True)`` a whole
match.  Options: ``pasu_on_last_seed`` (RP-5, default True), ``first_player`` (RP-1, 0 = South).

The board (RP-1): 14 holes.  Holes 0..6 are South's row from South's left to right, holes
7..13 North's row from North's left to right; sowing goes counter-clockwise, i.e. to the
next *open* hole in increasing index mod 14 (closed holes, RP-8, are skipped by sowing,
relay and both captures).  Seats: 0 = South, 1 = North.

A move names a hole of the mover's row (``Sow(hole)``; ``int(move)`` is the hole and
``state.apply(3)`` accepts the plain int).  ``apply_with_events`` gives one
:class:`~gamekit.core.Event` per thing that happens, each with ``data`` holding ``"board"``
(14-tuple after the event), ``"reserves"`` (after the event), ``"hand"`` (seeds in hand after
the event) and ``"hole"`` (the hole concerned, or None): kinds ``pick_up``, ``sow``,
``pasu``, ``relay``, ``pussa``, ``move_end``, ``round_end``, ``round_start``, ``match_end``.

Decisions where RULES.md is silent (written here in RULES terms):

* RP-6 is checked at every *relay* pick-up: the sowing is deterministic given (board, hole,
  hand), and every lap ends in a relay or in the end of the move, so the sowing never ends
  exactly when the pair (board, hole) at a relay pick-up recurs.  No step cap is used.
* RP-7: the round's end is checked right after every move (and after a new round is set
  up), so the state after the last move already shows the end; a state in which the player
  to move has no legal move is not a valid position (``state_from_json`` refuses it).
* RP-4 with only two open holes: "h + 2" is the next open hole after the next open hole, which
  may be h itself; the rule is applied as written.
* Round winners are recorded in ``round_winners`` (0, 1 or ``"draw"`` per finished round);
  in a single round ``winner`` is that round's winner, in a match the match's winner (RP-9).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any, Mapping

from .core import HEADER_KEYS, Event, Game, Place, State, make_options, option
from .errors import InvalidMoveError, InvalidPositionError

HOLES = 14
ROW = 7
SEEDS_PER_HOLE = 7
TOTAL_SEEDS = 98
SOUTH, NORTH = 0, 1
PLAYER_NAMES = ("South", "North")
PASU = 4


def owner(hole: int) -> int:
    """RP-1: the seat owning a hole's row (0 = South for 0..6, 1 = North for 7..13)."""
    return SOUTH if hole < ROW else NORTH


def row_of(player: int) -> range:
    """RP-1: the holes of a player's row."""
    return range(0, ROW) if player == SOUTH else range(ROW, HOLES)


def hole_name(hole: int) -> str:
    """'hole 3 (South's 4th)' -- counting from the owner's left."""
    n = hole % ROW + 1
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n, "th")
    return f"hole {hole} ({PLAYER_NAMES[owner(hole)]}'s {n}{suffix})"


@dataclass(frozen=True)
class RajaPasuOptions:
    """The options of Raja Pasu (rule IDs in ``core.option_table``)."""

    match: bool = option(False, "RP-8", "play a whole match of rounds instead of one round", (False, True))
    pasu_on_last_seed: bool = option(
        True, "RP-5", "the last seed of a lap can make a pasu capture (off: the four stay)", (False, True)
    )
    first_player: int = option(0, "RP-1", "who moves first in the first round (0 South, 1 North)", (0, 1))


@dataclass(frozen=True)
class Sow:
    """A Raja Pasu move: take every seed of ``hole`` (0..13) and sow them (RP-2)."""

    hole: int

    def __int__(self) -> int:
        return self.hole

    def __str__(self) -> str:
        return f"{PLAYER_NAMES[owner(self.hole)]} sows from {hole_name(self.hole)}"

    def to_json(self) -> dict[str, Any]:
        """``{"type": "sow", "hole": 0..13}``; rebuild with ``game.move_from_json``."""
        return {"type": "sow", "hole": self.hole}

    def click_token(self) -> str:
        return str(self.hole)


class SowingNeverEnds(Exception):
    """Internal: RP-6 detected a sowing that would never end."""


def _next_open(hole: int, closed: tuple[bool, ...]) -> int:
    h = (hole + 1) % HOLES
    while closed[h]:
        h = (h + 1) % HOLES
    return h


@cache
def _successors(closed: tuple[bool, ...]) -> tuple[int, ...]:
    """RP-2/RP-8: ``succ[h]`` is the next open hole after ``h`` in sowing order.

    A lookup table instead of a search per seed (speed only); cached per pattern of closed
    holes (at most 8 x 8 patterns occur, RP-8).
    """
    return tuple(_next_open(h, closed) for h in range(HOLES))


RELAYS_BEFORE_CYCLE_CHECK = 64
"""RP-6 (speed only): relay pick-ups are recorded for the cycle check from this relay on.

The sowing is deterministic given (board, hole) at a relay pick-up, so a sowing that never
ends repeats its pairs for ever, also after the first 64 relays: recording only from there
on finds exactly the same endless sowings (a little later), while the short sowings of
ordinary play (rarely more than 20 relays) build no keys at all.
"""


def sow(
    board: tuple[int, ...],
    closed: tuple[bool, ...],
    hole: int,
    mover: int,
    pasu_on_last_seed: bool = True,
    reserves: tuple[int, int] = (0, 0),
    trace: bool = False,
) -> tuple[tuple[int, ...], tuple[int, int], list[Event]]:
    """Sow from ``hole`` for ``mover``; return ``(board, reserves, events)`` after the move.

    Implements RP-2 (sowing, the emptied hole is not skipped), RP-3 (relay), RP-4 (pussa),
    RP-5 (pasu by the row's owner, incl. the ``pasu_on_last_seed`` option) and RP-6 (raises
    :class:`SowingNeverEnds` when a relay pick-up (board, hole) recurs).  ``board`` is a
    14-tuple of seed counts, ``closed`` a 14-tuple of bools; ``events`` is empty unless
    ``trace``.  The hole must be open and non-empty (not checked here).
    """
    b = list(board)
    res = list(reserves)
    events: list[Event] = []
    hand = b[hole]
    b[hole] = 0  # RP-2: take all seeds of the hole
    pos = hole
    if trace:
        events.append(
            _ev("pick_up", f"{PLAYER_NAMES[mover]} picks up {hand} from {hole_name(hole)}", b, res, hand, hole)
        )
    succ = _successors(closed)
    seen: set[tuple[tuple[int, ...], int]] = set()
    relays = 0
    while True:
        while hand:
            pos = succ[pos]  # RP-2/RP-8: next open hole, origin included
            n = b[pos] = b[pos] + 1
            hand -= 1
            if trace:
                events.append(_ev("sow", f"sows 1 into {hole_name(pos)} ({b[pos]})", b, res, hand, pos))
            if n == PASU and (hand or pasu_on_last_seed):  # RP-5 (and its option)
                who = owner(pos)
                b[pos] = 0
                res[who] += PASU
                if trace:
                    events.append(
                        _ev(
                            "pasu",
                            f"pasu: {PLAYER_NAMES[who]} captures the 4 in {hole_name(pos)}",
                            b,
                            res,
                            hand,
                            pos,
                            player=who,
                            count=PASU,
                        )
                    )
        nxt = succ[pos]
        if b[nxt]:  # RP-3: relay from the next hole
            relays += 1
            if relays > RELAYS_BEFORE_CYCLE_CHECK:
                key = (tuple(b), nxt)
                if key in seen:  # RP-6: the same board, hand and hole recur
                    raise SowingNeverEnds
                seen.add(key)
            hand = b[nxt]
            b[nxt] = 0
            pos = nxt
            if trace:
                events.append(_ev("relay", f"relay: picks up {hand} from {hole_name(nxt)}", b, res, hand, nxt))
            continue
        beyond = succ[nxt]  # RP-4: pussa over the empty hole
        if b[beyond]:
            n = b[beyond]
            b[beyond] = 0
            res[mover] += n
            if trace:
                events.append(
                    _ev(
                        "pussa",
                        f"pussa: {hole_name(nxt)} is empty, {PLAYER_NAMES[mover]} captures {n} from {hole_name(beyond)}",
                        b,
                        res,
                        0,
                        beyond,
                        player=mover,
                        count=n,
                    )
                )
        if trace:
            events.append(_ev("move_end", f"the move ends: {hole_name(nxt)} is empty", b, res, 0, nxt))
        return tuple(b), (res[0], res[1]), events


def _ev(kind: str, text: str, b, res, hand: int, hole: int | None, **extra: Any) -> Event:
    data = {"board": tuple(b), "reserves": (res[0], res[1]), "hand": hand, "hole": hole}
    data.update(extra)
    return Event(kind, text, data)


@dataclass(frozen=True, eq=False)
class RajaPasuState(State):
    """An immutable Raja Pasu position.

    ``board``: 14 ints (seeds per hole); ``reserves``: (South, North) captured/held seeds;
    ``closed``: 14 bools (RP-8); ``to_move``: 0 South / 1 North; ``round``: 1, 2, ...;
    ``round_start``: reserves when this round began (RP-7 counts only this round's
    captures); ``round_winners``: 0, 1 or ``"draw"`` for each finished round; ``result``:
    the winner once decided (then the state is terminal).  Invariant RP-10: board +
    reserves = 98.
    """

    game: "RajaPasu"
    board: tuple[int, ...]
    reserves: tuple[int, int]
    closed: tuple[bool, ...]
    to_move: int
    round: int = 1
    round_start: tuple[int, int] = (0, 0)
    round_winners: tuple[Any, ...] = ()
    result: Any = None

    # --- common API -----------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        return self.to_move

    @property
    def winner(self) -> Any:
        return self.result

    def is_terminal(self) -> bool:
        return self.result is not None

    def is_chance(self) -> bool:
        return False

    def chance_outcomes(self) -> list:
        return []

    def returns(self) -> tuple[float, float]:
        if self.result in (SOUTH, NORTH):
            return (1.0, -1.0) if self.result == SOUTH else (-1.0, 1.0)
        return (0.0, 0.0)

    def round_captures(self) -> tuple[int, int]:
        """Seeds captured in this round by (South, North) (RP-7)."""
        return (self.reserves[0] - self.round_start[0], self.reserves[1] - self.round_start[1])

    @cached_property
    def _outcomes(self) -> dict[int, tuple[tuple[int, ...], tuple[int, int]] | None]:
        """For each non-empty open hole of the mover: the sowing's result, or None (RP-6)."""
        out = {}
        if self.result is not None:
            return out
        board, closed, mover, reserves = self.board, self.closed, self.to_move, self.reserves
        pasu_on_last_seed = self.game.options.pasu_on_last_seed
        for h in row_of(mover):
            if board[h] and not closed[h]:
                try:
                    b, r, _ = sow(board, closed, h, mover, pasu_on_last_seed, reserves)
                except SowingNeverEnds:
                    out[h] = None
                else:
                    out[h] = (b, r)
        return out

    @cached_property
    def _legal(self) -> tuple[Sow, ...]:
        return tuple(Sow(h) for h, r in self._outcomes.items() if r is not None)

    def legal_moves(self) -> list[Sow]:
        """RP-2 + RP-6: a non-empty open hole of the mover's row whose sowing ends."""
        return list(self._legal)

    def coerce_move(self, x: Any) -> Sow:
        """Accept a :class:`Sow`, its JSON ``{"type": "sow", "hole": h}``, a hole number or its digits."""
        if isinstance(x, Sow):
            return x
        if isinstance(x, Mapping):
            return self.game.move_from_json(x)  # InvalidMoveError
        if isinstance(x, bool) or not isinstance(x, int):
            if isinstance(x, str) and x.strip().isdigit():
                return Sow(int(x))
            raise InvalidMoveError(f"a Raja Pasu move is a hole number 0..13, not {x!r} (RP-2)", "RP-2")
        return Sow(x)

    def _places(self) -> dict[str, Place]:
        """The 14 holes (``"0"`` .. ``"13"``, RP-1): a hole the player to move may sow starts that
        sowing, named by its owner and seeds (``"South: sow from hole 3 (9 seeds)"``, RP-2);
        any other is refused with the rule that keeps it (not the mover's row or empty, RP-2;
        closed, RP-8; never ending, RP-6; the game over, RP-7)."""
        legal = {m.hole: m for m in self.legal_moves()}
        out: dict[str, Place] = {}
        for h in range(HOLES):
            m = legal.get(h)
            if m is None:
                out[str(h)] = Place(str(h), refusal=self._why_not(Sow(h)))
            else:
                k = self.board[h]
                label = f"{PLAYER_NAMES[owner(h)]}: sow from hole {h} ({k} {'seed' if k == 1 else 'seeds'})"
                out[str(h)] = Place(str(h), (m,), m, label)
        return out

    def _why_not(self, move: Any) -> str | None:
        if self.result is not None:
            return "the game is over (RP-7)"
        h = move.hole
        if not 0 <= h < HOLES:
            return f"there is no hole {h}: holes are 0..13 (RP-1)"
        me = PLAYER_NAMES[self.to_move]
        if owner(h) != self.to_move:
            return f"{hole_name(h)} is not in {me}'s row; {me} sows from holes {row_of(self.to_move)[0]}..{row_of(self.to_move)[-1]} (RP-2)"
        if self.closed[h]:
            return f"{hole_name(h)} is closed for this round (RP-8)"
        if not self.board[h]:
            return f"{hole_name(h)} is empty (RP-2)"
        if self._outcomes.get(h) is None:
            return f"sowing from {hole_name(h)} would never end (RP-6)"
        return None

    def _step(self, action: Sow, events: list[Event] | None) -> "RajaPasuState":
        """The one step function (``core.State.apply`` checked that ``action`` is legal): sow it,
        then settle the round (RP-7, RP-8, RP-9).

        Speed: without an events list the sowing's result already found for
        :meth:`legal_moves` (``_outcomes``) is used, so the sowing is not traced again.
        """
        if events is None:
            board, reserves = self._outcomes[action.hole]
        else:
            board, reserves, evs = sow(
                self.board,
                self.closed,
                action.hole,
                self.to_move,
                self.game.options.pasu_on_last_seed,
                self.reserves,
                trace=True,
            )
            events.extend(evs)
        nxt = RajaPasuState(
            self.game, board, reserves, self.closed, 1 - self.to_move, self.round, self.round_start, self.round_winners
        )
        return nxt._settle(events)

    def _over_reason(self) -> str:
        if self.game.options.match:
            return "the match is over: a player could not open a hole (RP-9)"
        return "the round is over: a player could not move (RP-7)"

    def _settle(self, events: list[Event] | None) -> "RajaPasuState":
        """RP-7, RP-8, RP-9: end the round (and set up the next one) while the mover cannot move;
        appends the events to ``events`` unless it is None."""
        state = self
        while state.result is None and not state.legal_moves():
            state, evs = state._end_round()
            if events is not None:
                events.extend(evs)
        return state

    def _end_round(self) -> tuple["RajaPasuState", list[Event]]:
        stuck = self.to_move
        taker = 1 - stuck
        res = list(self.reserves)
        left = sum(self.board)
        res[taker] += left  # RP-7: the other player takes every seed left on the board
        board = (0,) * HOLES
        caps = (res[0] - self.round_start[0], res[1] - self.round_start[1])
        w: Any = "draw" if caps[0] == caps[1] else (SOUTH if caps[0] > caps[1] else NORTH)
        why = (
            "has no seeds in its row"
            if not any(self.board[h] for h in row_of(stuck) if not self.closed[h])
            else "has no move whose sowing ends (RP-6)"
        )
        wtext = "a drawn round" if w == "draw" else f"{PLAYER_NAMES[w]} wins the round"
        events = [
            _ev(
                "round_end",
                f"round {self.round} ends: {PLAYER_NAMES[stuck]} {why}; {PLAYER_NAMES[taker]} takes the {left} seeds left; captured {caps[0]} : {caps[1]}, {wtext}",
                board,
                res,
                0,
                None,
                player=taker,
                count=left,
                winner=w,
            )
        ]
        winners = self.round_winners + (w,)
        reserves = (res[0], res[1])
        if not self.game.options.match:
            return RajaPasuState(
                self.game, board, reserves, self.closed, taker, self.round, self.round_start, winners, w
            ), events
        poor = [p for p in (SOUTH, NORTH) if reserves[p] < SEEDS_PER_HOLE]
        if poor:  # RP-9: a player who cannot open one hole loses the match
            mw = 1 - poor[0]
            events.append(
                _ev(
                    "match_end",
                    f"{PLAYER_NAMES[poor[0]]} holds {reserves[poor[0]]} seeds and cannot open a hole: {PLAYER_NAMES[mw]} wins the match",
                    board,
                    reserves,
                    0,
                    None,
                    winner=mw,
                )
            )
            return RajaPasuState(
                self.game, board, reserves, self.closed, taker, self.round, self.round_start, winners, mw
            ), events
        new_board, closed, left_over = setup_round(reserves)
        events.append(
            _ev(
                "round_start",
                f"round {self.round + 1}: South opens {7 - sum(closed[:7])} holes, North {7 - sum(closed[7:])}; {PLAYER_NAMES[taker]} opens the round",
                new_board,
                left_over,
                0,
                None,
                player=taker,
            )
        )
        nxt = RajaPasuState(self.game, new_board, left_over, closed, taker, self.round + 1, left_over, winners)
        return nxt, events

    def to_json(self) -> dict[str, Any]:
        """The header (``"game": "raja_pasu"``, ``"options"``, ``"to_move"``: 0 South / 1 North,
        ``"winner"``: null, 0, 1 or ``"draw"``), then ``"board"`` (14 seed counts), ``"reserves"``
        (2), ``"closed"`` (14 bools, RP-8), ``"round"``, ``"round_start_reserves"``,
        ``"round_winners"`` (RP-9)."""
        return {
            **self._json_header(),
            "board": list(self.board),
            "reserves": list(self.reserves),
            "closed": list(self.closed),
            "round": self.round,
            "round_start_reserves": list(self.round_start),
            "round_winners": list(self.round_winners),
        }

    def __str__(self) -> str:
        north = " ".join(f"{self.board[h]:2d}" if not self.closed[h] else " x" for h in range(13, 6, -1))
        south = " ".join(f"{self.board[h]:2d}" if not self.closed[h] else " x" for h in range(7))
        turn = "over" if self.result is not None else f"{PLAYER_NAMES[self.to_move]} to move"
        return f"North [{self.reserves[1]}]  {north}\nSouth [{self.reserves[0]}]  {south}\n({turn})"

    def __repr__(self) -> str:
        return f"<RajaPasuState {self.to_json()!r}>"


def setup_round(holdings: tuple[int, int]) -> tuple[tuple[int, ...], tuple[bool, ...], tuple[int, int]]:
    """RP-8: fill each player's holes with 7 seeds from its holdings.

    Holes a player cannot fill are closed from the left end of its own row (hole 0 for
    South, hole 7 for North).  Returns ``(board, closed, reserves_left_over)``.
    """
    board = [0] * HOLES
    closed = [False] * HOLES
    left = [0, 0]
    for p in (SOUTH, NORTH):
        n = min(ROW, holdings[p] // SEEDS_PER_HOLE)
        left[p] = holdings[p] - n * SEEDS_PER_HOLE
        row = row_of(p)
        for i, h in enumerate(row):
            if i < ROW - n:
                closed[h] = True
            else:
                board[h] = SEEDS_PER_HOLE
    return tuple(board), tuple(closed), (left[0], left[1])


class RajaPasu(Game):
    """The game of Raja Pasu (seed 001, RULES §5).  See the module docstring.

    ``RajaPasu(match=False, pasu_on_last_seed=True, first_player=0)``.

    Raises:
        UnknownOptionError: an unknown option or a bad value.
    """

    name = "raja_pasu"
    key = "raja_pasu"
    num_players = 2
    player_names = PLAYER_NAMES

    def __init__(self, **options: Any):
        self.options = make_options(RajaPasuOptions, self.name, options)

    def initial_state(self) -> RajaPasuState:
        """RP-1: 7 seeds in each of the 14 holes, ``first_player`` to move."""
        return RajaPasuState(self, (SEEDS_PER_HOLE,) * HOLES, (0, 0), (False,) * HOLES, self.options.first_player)

    def make_state(self, board: Mapping[int, int], reserves, to_move: int = 0) -> RajaPasuState:
        """A position of a round from its parts (validated as :meth:`state_from_json` does), as
        :meth:`gamekit.sechs_as.SechsAs.make_state` builds one of Sechs-As.

        ``board``: ``{hole: seeds}`` for the holes 0..13 that are not empty (RP-1: 0..6 South's
        row, 7..13 North's); ``reserves``: ``[South's, North's]`` captured seeds, so that board
        and reserves hold the 98 seeds; ``to_move``: the seat to sow (0 South, 1 North).  No
        hole is closed and nobody has won; a match position (``match=True``) also needs its
        round's keys: load it with :meth:`state_from_json`.

        Raises:
            InvalidPositionError: ``board`` is no mapping of holes, or the parts make no position
                (naming the key and the rule).
        """
        if not isinstance(board, Mapping) or not all(type(h) is int and 0 <= h < HOLES for h in board):
            raise InvalidPositionError(f"make_state(board): board must map holes 0..13 to seeds, not {board!r}")
        obj = {
            "game": self.key,
            "options": self.options_json(),
            "to_move": to_move,
            "winner": None,
            "board": [board.get(h, 0) for h in range(HOLES)],
            "reserves": reserves,
            "closed": [False] * HOLES,
        }
        return self.state_from_json(obj)

    def move_from_json(self, obj: Any) -> Sow:
        """The :class:`Sow` of ``move.to_json()``: ``{"type": "sow", "hole": 0..13}``.

        Raises:
            InvalidMoveError: ``obj`` is not such an object: key 'type' missing or not ``"sow"``,
                another key, or 'hole' not a hole number 0..13 (RP-1).
        """
        if not isinstance(obj, Mapping):
            raise InvalidMoveError(f'a Raja Pasu move\'s JSON is {{"type": "sow", "hole": 0..13}}, not {obj!r}')
        if obj.get("type") != "sow":
            raise InvalidMoveError(f"key 'type' of a Raja Pasu move must be 'sow', not {obj.get('type')!r}")
        if set(obj) != {"type", "hole"}:
            raise InvalidMoveError(f"a Raja Pasu move has the keys 'type' and 'hole', not {sorted(obj)}")
        h = obj["hole"]
        if isinstance(h, bool) or not isinstance(h, int) or not 0 <= h < HOLES:
            raise InvalidMoveError(f"key 'hole' must be a hole number 0..13, not {h!r} (RP-1)")
        return Sow(h)

    def state_from_json(self, obj: Mapping[str, Any]) -> RajaPasuState:
        """Load a position (see :meth:`RajaPasuState.to_json`); validates RP-1, RP-7, RP-8, RP-10.

        Raises:
            InvalidPositionError: a key is missing, unknown or wrong (naming it and the rule).
        """
        self.check_header(obj)
        required = ("board", "reserves", "closed")
        for k in required:
            if k not in obj:
                raise InvalidPositionError(f"missing key {k!r}")
        known = set(required) | set(HEADER_KEYS) | {"round", "round_start_reserves", "round_winners"}
        extra = sorted(set(obj) - known)
        if extra:
            raise InvalidPositionError(f"unknown key {extra[0]!r}")
        board = _int_list(obj, "board", HOLES)
        reserves = _int_list(obj, "reserves", 2)
        closed = obj["closed"]
        if not isinstance(closed, list) or len(closed) != HOLES or not all(isinstance(c, bool) for c in closed):
            raise InvalidPositionError("key 'closed' must be a list of 14 booleans")
        to_move = obj["to_move"]
        if type(to_move) is not int or to_move not in (0, 1):  # 1.0 and True are no seat
            raise InvalidPositionError(f"key 'to_move' must be 0 (South) or 1 (North), not {to_move!r}")
        rnd = obj.get("round", 1)
        if isinstance(rnd, bool) or not isinstance(rnd, int) or rnd < 1:
            raise InvalidPositionError(f"key 'round' must be an int >= 1, not {rnd!r}")
        start = _int_list(obj, "round_start_reserves", 2) if "round_start_reserves" in obj else [0, 0]
        winners = obj.get("round_winners", [])
        if not isinstance(winners, list) or any(
            w != "draw" and (type(w) is not int or w not in (0, 1)) for w in winners
        ):
            raise InvalidPositionError("key 'round_winners' must be a list of 0, 1 or 'draw'")
        result = obj.get("winner")
        if result not in (None, "draw") and (type(result) is not int or result not in (0, 1)):  # 0.0 is no seat
            raise InvalidPositionError(f"key 'winner' must be null, 0, 1 or 'draw', not {result!r}")
        if sum(board) + sum(reserves) != TOTAL_SEEDS:
            raise InvalidPositionError(f"board + reserves hold {sum(board) + sum(reserves)} seeds; RP-10 needs 98")
        for h in range(HOLES):
            if closed[h] and board[h]:
                raise InvalidPositionError(f"'board' puts seeds in closed hole {h} (RP-8)")
        for p in (SOUTH, NORTH):
            row = [closed[h] for h in row_of(p)]
            k = sum(row)
            if row != [True] * k + [False] * (ROW - k):
                raise InvalidPositionError(
                    f"'closed' must close {PLAYER_NAMES[p]}'s holes from the left end of its row (RP-8)"
                )
            if k == ROW:
                raise InvalidPositionError(
                    f"'closed' closes all of {PLAYER_NAMES[p]}'s row (RP-9 would have ended the match)"
                )
            if start[p] > reserves[p]:
                raise InvalidPositionError(f"'round_start_reserves' exceeds {PLAYER_NAMES[p]}'s reserve")
        _check_round_start(start if "round_start_reserves" in obj else None, closed, rnd)
        m = self.options.match
        if not m and (any(closed) or rnd != 1):
            raise InvalidPositionError("closed holes and rounds after the first need match=True (RP-8)")
        if rnd == 1 and any(closed):
            raise InvalidPositionError(
                "'closed' closes a hole in round 1, where every hole starts with 7 seeds (RP-1, RP-8)"
            )
        finished = len(winners)
        if result is None and finished != rnd - 1:
            raise InvalidPositionError(f"'round_winners' must list the {rnd - 1} finished rounds")
        if result is not None:
            if finished != rnd or any(board):
                raise InvalidPositionError(
                    f"key 'winner' is {result!r}, but a decided position has an empty board and lists its last "
                    "round in 'round_winners' (RP-7)"
                )
            caps = (reserves[0] - start[0], reserves[1] - start[1])
            won = "draw" if caps[0] == caps[1] else (SOUTH if caps[0] > caps[1] else NORTH)
            if winners[-1] != won:
                raise InvalidPositionError(
                    f"key 'round_winners': the last round was won by {won!r} on its captures {caps[0]} : {caps[1]} "
                    f"(RP-7), not by {winners[-1]!r}"
                )
            if not m and result != winners[-1]:
                raise InvalidPositionError("'winner' must be the round's winner (RP-7)")
            if m and (result == "draw" or reserves[1 - result] >= SEEDS_PER_HOLE):
                raise InvalidPositionError("the match is won only when the loser holds fewer than 7 seeds (RP-9)")
        state = RajaPasuState(
            self,
            tuple(board),
            (reserves[0], reserves[1]),
            tuple(closed),
            to_move,
            rnd,
            (start[0], start[1]),
            tuple(winners),
            result,
        )
        if result is None and not state.legal_moves():
            raise InvalidPositionError(
                f"{PLAYER_NAMES[to_move]} has no legal move, so the round would already have ended (RP-7)"
            )
        self.check_header(obj, state)
        return state


def _check_round_start(start: list[int] | None, closed: list[bool], rnd: int) -> None:
    """The invariants of a round's start that play keeps (checked on load, with those above):

    * RP-1: round 1 starts with every seed on the board, so its ``round_start_reserves`` are
      ``[0, 0]`` and no hole is closed;
    * RP-7, RP-8: a round after the first says what each player kept when it began
      (``round_start_reserves`` is given, as its captures count from there);
    * RP-8: a player with a closed hole could not fill one more, so its ``round_start_reserves``
      is below 7.

    The loader also checks RP-7 (the last finished round's winner is the one with more captures
    in it), RP-8 (closed holes from the left end), RP-9 (a finished match leaves the loser below
    7 seeds; a running one has an open hole per player) and RP-10 (98 seeds).

    Raises:
        InvalidPositionError: naming 'round_start_reserves' or 'closed' and the rule.
    """
    if start is None:
        if rnd > 1:
            raise InvalidPositionError(
                f"key 'round_start_reserves' is missing: round {rnd} counts its captures from the reserves "
                "each player kept when it began (RP-7, RP-8)"
            )
        return
    if rnd == 1 and start != [0, 0]:
        raise InvalidPositionError(
            f"key 'round_start_reserves' is {start!r}, but round 1 starts with every seed on the board: [0, 0] (RP-1)"
        )
    for p in (SOUTH, NORTH):
        if any(closed[h] for h in row_of(p)) and start[p] >= SEEDS_PER_HOLE:
            raise InvalidPositionError(
                f"key 'closed' closes a hole of {PLAYER_NAMES[p]}, who kept {start[p]} seeds at the round's start "
                "and so could have filled it (RP-8)"
            )


def _int_list(obj: Mapping[str, Any], key: str, n: int) -> list[int]:
    v = obj[key]
    if (
        not isinstance(v, list)
        or len(v) != n
        or not all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in v)
    ):
        raise InvalidPositionError(f"key {key!r} must be a list of {n} non-negative ints, not {v!r}")
    return list(v)
