"""The common game API shared by every gamekit game.

Models: OpenSpiel (explicit chance nodes, one ``apply`` for throws and moves) and
python-chess (small frozen moves, specific errors).  See ``docs/CONTRIBUTING.md``.

Vocabulary
----------
* A *game* (:class:`Game`) holds the rules and their options; ``gamekit.load(name, **options)``
  makes one.  Players are *seats*: ints from 0 in turn order.
* A *state* (:class:`State`) is an immutable position.  ``state.apply(x)`` returns the next
  state; ``x`` is a legal move or, at a *chance node*, an *outcome* (a plain value: a
  two-dice throw is the tuple ``(high, low)``, a cowrie throw the int number of mouths up).
* JSON, one vocabulary for every game: a position starts with the header
  ``"game"`` (registry key), ``"options"``, ``"to_move"`` (the seat), ``"winner"``
  (:meth:`State._json_header`, checked by :meth:`Game.check_header`); a move is an object with a
  ``"type"`` first; an outcome is ``{"type": "throw", "value": ...}`` (:meth:`Game.outcome_to_json`).
* ``state.apply_with_events(x)`` also returns the *events* of that step (pick-up, sow,
  capture, enter, gate formed, ...) for animation and for printing a trace.
* A :class:`gamekit.record.GameRecord` is the list of states and actions of one game, with undo, redo,
  jump-to-step and JSON save/load.
"""

from __future__ import annotations

import abc
import dataclasses
import inspect
import numbers
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping, Sequence

from .errors import (
    GameError,
    shown_value,
    IllegalMoveError,
    InvalidMoveError,
    InvalidPositionError,
    UnfinishedGameError,
    UnknownOptionError,
)
from .errors import bool_arg as bool_arg
from .errors import int_arg as int_arg
from .errors import ints_arg as ints_arg
from .errors import seq_arg as seq_arg
from .errors import str_arg as str_arg
from .registry import entries, entry_for, game_class

Seat = int
"""A player's seat: an int from 0 in turn order."""


# ---------------------------------------------------------------------------------------------
# Options (rules as data)


def option(default: Any, rule: str, doc: str, choices: Sequence[Any] | None = None) -> Any:
    """Declare one field of a game's options dataclass.

    ``rule`` is the RULES.md ID the option belongs to, ``doc`` a one-line description,
    ``choices`` (optional) the allowed values: every value the option can take, so that a test
    can build every combination of a game's options from the declarations (a list-valued
    option such as ``colours`` lists its values as the class normalises them, and is checked
    after that).  The comparison notebook prints these.
    """
    return field(default=default, metadata={"rule": rule, "doc": doc, "choices": choices})


def make_options(cls: type, game_name: str, given: Mapping[str, Any]) -> Any:
    """Build an options dataclass of type ``cls`` from keyword options.

    Raises:
        UnknownOptionError: an unknown option (naming it and listing the valid ones), a value
            of the wrong kind, or a value outside its ``choices``; the class's own
            ``__post_init__`` raises it for ranges.
    """
    names = [f.name for f in dataclasses.fields(cls)]
    unknown = sorted(set(given) - set(names))
    if unknown:
        raise UnknownOptionError(
            f"{game_name} has no option {', '.join(map(repr, unknown))}; valid options: {', '.join(names) or '(none)'}"
        )
    late = []  # a list-valued option (e.g. colours) is checked once the class has normalised it
    for f in dataclasses.fields(cls):
        if f.name in given:
            _check_option_type(game_name, f.name, f.default, given[f.name])
        choices = f.metadata.get("choices")
        if f.name in given and choices is not None:
            if isinstance(f.default, tuple):
                late.append(f)
            elif given[f.name] not in choices:
                raise _not_a_choice(game_name, f.name, given[f.name], choices)
    options = cls(**given)
    for f in late:
        if getattr(options, f.name) not in f.metadata["choices"]:
            raise _not_a_choice(game_name, f.name, given[f.name], f.metadata["choices"])
    return options


def _not_a_choice(game_name: str, name: str, value: Any, choices: Sequence[Any]) -> UnknownOptionError:
    return UnknownOptionError(
        f"{game_name} option {name}={value!r} is not valid; choose one of {', '.join(map(repr, choices))}"
    )


_KINDS = {
    bool: "a bool (True or False)",
    int: "an int",
    float: "a number",
    str: "a string",
    tuple: "a list or tuple",
    list: "a list",
    dict: "an object (dict)",
}


def kind_phrase(kind: type) -> str:
    """``"an int"``, ``"a string"``, ... for a type, with the right article (for messages)."""
    return _KINDS.get(kind, f"a {kind.__name__}")


def _check_option_type(game_name: str, name: str, default: Any, value: Any) -> None:
    """An option takes values of its default's kind: a bool for a bool, an int (not a bool) for an
    int, a number for a float, a string for a string, a list or tuple for a tuple."""
    kinds = {bool: (bool,), int: (int,), float: (int, float), str: (str,), tuple: (tuple, list)}
    want = kinds.get(type(default))
    if want is None or default is None:
        return
    if not isinstance(value, want) or (isinstance(value, bool) and type(default) is not bool):
        raise UnknownOptionError(
            f"{game_name} option {name}={value!r} must be {kind_phrase(type(default))} like its default {default!r}"
        )


def option_table(options: Any) -> list[dict[str, Any]]:
    """One row per option of an options dataclass instance.

    Returns a list of dicts with keys ``name``, ``value``, ``default``, ``rule``, ``doc``.
    """
    rows = []
    for f in dataclasses.fields(options):
        rows.append(
            {
                "name": f.name,
                "value": getattr(options, f.name),
                "default": f.default,
                "rule": f.metadata.get("rule"),
                "doc": f.metadata.get("doc"),
            }
        )
    return rows


# ---------------------------------------------------------------------------------------------
# Events


@dataclass(frozen=True)
class Event:
    """One thing that happened while a move or throw was applied.

    ``kind`` is a short tag (``"pick_up"``, ``"sow"``, ``"relay"``, ``"pasu"``, ``"pussa"``,
    ``"enter"``, ``"capture"``, ``"gate"``, ``"throw"``, ``"pass"``, ``"end"`` ...), ``text`` a
    sentence for the log, ``data`` the numbers a widget needs to animate it (game-specific
    keys, documented by each game).
    """

    kind: str
    text: str
    data: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Place:
    """What one clickable place of a board means in a position: the rules' answer, drawn by the
    drawing (:mod:`gamekit.render`) and read by the board view (:class:`gamekit.widgets.view.BoardView`).

    * ``token``: the place's ``data-click`` token (``"piece:2"``, ``"unit:19"``, ``"9"``, a move's
      ``click_token()``);
    * ``moves``: the legal moves a click on it starts, in :meth:`State.legal_moves` order (empty:
      it starts none now);
    * ``play``: the move a click plays at once (one move started; for an interchangeable piece,
      the clicked piece's own step), or None: the click selects the place (several moves, each
      then offered by its own token) or is refused;
    * ``label``: its accessible name, where it is and what a click does (``data-label``);
    * ``refusal``: with no move, the engine's reason with its rule ID (``why_not``), else None.
    """

    token: str
    moves: tuple[Any, ...] = ()
    play: Any = None
    label: str = ""
    refusal: str | None = None


# ---------------------------------------------------------------------------------------------
# Game and State


HEADER_KEYS = ("game", "options", "to_move", "winner")
"""The first four keys of every position's JSON, in this order (see :meth:`State._json_header`)."""


def winner_to_json(winner: Any) -> Any:
    """``state.winner`` as JSON: ``None``, an int seat, a list of seats (a team) or ``"draw"``."""
    return list(winner) if isinstance(winner, tuple) else winner


def _plain_ints(x: Any) -> Any:
    """``x`` with numpy integers (``rng.integers(14)``, ``np.int64(3)``) turned into plain ints, also
    inside a tuple or list (a throw); anything else unchanged.  ``True`` stays a bool (no hole 1)."""
    if isinstance(x, numbers.Integral) and type(x) not in (int, bool):
        return int(x)
    if type(x) in (tuple, list) and any(isinstance(v, numbers.Integral) and type(v) not in (int, bool) for v in x):
        return type(x)(int(v) if isinstance(v, numbers.Integral) and type(v) is not bool else v for v in x)
    return x


_NOT_LISTED = object()


def _listed(x: Any, outs: list[tuple[Any, float]]) -> Any:
    """The outcome of ``outs`` equal to ``x`` in value and type (``(6.0, 5)`` is no throw), else
    :data:`_NOT_LISTED`."""
    kind = type(x)
    try:
        for o, _ in outs:
            if o == x:
                if type(o) is kind:
                    if kind is not tuple:
                        return o
                    for a, b in zip(o, x):
                        if type(a) is not type(b):
                            break
                    else:
                        return o
                break
    except (TypeError, ValueError):  # e.g. an array, whose == gives no single truth value
        pass
    return _NOT_LISTED


def same_json(a: Any, b: Any) -> bool:
    """Equal as JSON values, types included (``True`` is no seat ``1``, ``[0, 2]`` no ``(0, 2)``).

    >>> same_json([0, 2], [0, 2]), same_json(True, 1), same_json([0, 2], (0, 2))
    (True, False, False)
    """
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    return a == b


def json_int(
    value: Any, key: str, lo: int | None = None, hi: int | None = None, *, error: type = InvalidPositionError
) -> int:
    """``value`` if it is a JSON integer from ``lo`` to ``hi`` (either bound may be None): an
    ``int`` -- a bool, a float such as ``0.0`` or ``-0.0`` and a string of digits are refused --
    so that ``to_json`` of what was loaded equals the input.  The integer check the loaders share
    (the JSON header's ``to_move``, ...).

    Raises:
        InvalidPositionError (or ``error``, e.g. :class:`InvalidMoveError` for a move's JSON):
            ``value`` is no int in range; the message names ``key``.
    """
    if type(value) is not int or (lo is not None and value < lo) or (hi is not None and value > hi):
        span = (f" from {lo}" if lo is not None else "") + (f" to {hi}" if hi is not None else "")
        raise error(f"key {key!r} must be an int{span}, not {value!r}")
    return value


def takes_arguments(fn: Any, n: int) -> bool:
    """False when ``fn`` is not callable, or its signature cannot take ``n`` positional
    arguments (a careless ``lambda state: ...`` where an agent(state, rng) is asked for); True
    when it can, or when Python cannot tell (a builtin without a signature).  The check every
    public function taking a callable makes at its entry, so that the mistake is a ``GameError``
    naming the argument instead of a ``TypeError`` from deep inside a playout."""
    if not callable(fn):
        return False
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return True
    try:
        sig.bind(*([None] * n))
    except TypeError:
        return False
    return True


def state_arg(value: Any, where: str, *, key: str | None = None, arg: str = "state") -> "State":
    """``value`` if it is a gamekit :class:`State` (of the game whose registry key is ``key``, if
    given): the check every public function taking a state makes at its entry.

    ``where`` names the function (``"render.raja_pasu.svg"``); the message reads
    ``"svg(state): state must be a raja_pasu state, not None"``.

    Raises:
        GameError: ``value`` is no state, or a state of another game; the message names ``arg``.
    """
    if not isinstance(value, State) or (key is not None and value.game.key != key):
        what = f"a {key} state" if key else "a gamekit state"
        raise GameError(f"{where}({arg}): {arg} must be {what} (game.initial_state(), ...), not {shown_value(value)}")
    return value


def game_arg(value: Any, where: str, *, arg: str = "game") -> "Game":
    """``value`` as a :class:`Game`: a game itself, or a registry key or ``load`` name (a str,
    loaded with default options) -- the check every public function taking a game makes.

    Raises:
        GameError: ``value`` is neither a game nor a known name; the message names ``arg``.
    """
    if isinstance(value, Game):
        return value
    if isinstance(value, str):
        try:
            cls, options = game_class(value, {})
            return cls(**options)
        except GameError as exc:
            raise GameError(f"{where}({arg}): {exc}") from None
    raise GameError(f"{where}({arg}): {arg} must be a game (gamekit.load(...)) or its name, not {shown_value(value)}")


def _json_winner_ok(w: Any) -> bool:
    """A header ``"winner"``: null, ``"draw"``, an int seat or a list of int seats (no bool, no float)."""
    return w is None or w == "draw" or type(w) is int or (type(w) is list and all(type(x) is int for x in w))


class Game(abc.ABC):
    """A game with fixed options.  Make one with ``gamekit.load(name, **options)``.

    Attributes: ``name`` (str, the name ``load`` takes), ``key`` (str, the game's key in
    :mod:`gamekit.registry`, e.g. ``"pachisi/czech"``), ``options`` (a frozen dataclass),
    ``num_players`` (int), ``player_names`` (tuple of str, one per seat), ``outcome_rule`` (the
    rule ID of the game's throw, cited when a throw is refused; ``""`` for a game without
    chance).
    """

    name: str
    options: Any
    num_players: int
    player_names: tuple[str, ...]
    outcome_rule: str = ""

    @property
    def key(self) -> str:
        """The game's key in :mod:`gamekit.registry`; a game class sets it (default: ``name``)."""
        return self.name

    @abc.abstractmethod
    def initial_state(self) -> "State":
        """The position at the start of the game (a chance node if the game starts with a throw)."""

    @abc.abstractmethod
    def state_from_json(self, obj: Mapping[str, Any]) -> "State":
        """Build a state from the dict ``state.to_json()`` gave.

        Raises:
            InvalidPositionError: ``obj`` is not a position of this game and these options, or
                not one play can reach; the message names the key or value (nothing is
                half-loaded).
        """

    @abc.abstractmethod
    def move_from_json(self, obj: Any) -> Any:
        """Rebuild a move from ``move.to_json()``.

        Raises:
            InvalidMoveError: ``obj`` is not a move's JSON of this game (naming the key or value).
        """

    def outcome_to_json(self, outcome: Any) -> dict[str, Any]:
        """A chance outcome as typed JSON, the same in every game: ``{"type": "throw", "value": v}``.

        ``v`` is the game's plain value with tuples as lists: a two-dice throw ``[5, 2]``
        (German Pachisi, Sechs-As), the mouths up ``3`` (Czech Pachisi).  Defined once, here, so
        a throw never looks like a move (every move's JSON has another ``"type"``).
        """
        return {"type": "throw", "value": list(outcome) if isinstance(outcome, tuple) else outcome}

    def outcome_from_json(self, obj: Any) -> Any:
        """Inverse of :meth:`outcome_to_json`: the plain outcome (a list value becomes a tuple).

        Whether the throw is possible at a chance node is :meth:`State.apply`'s question; this
        only reads the form.

        Raises:
            InvalidMoveError: ``obj`` is not ``{"type": "throw", "value": v}`` with ``v`` an int or
                a list of ints (naming the key that is wrong).
        """
        if not isinstance(obj, Mapping):
            raise InvalidMoveError(f'a throw must be an object {{"type": "throw", "value": ...}}, not {obj!r}')
        if obj.get("type") != "throw":
            raise InvalidMoveError(f"key 'type' of a throw must be 'throw', not {obj.get('type')!r}")
        extra = sorted(set(obj) - {"type", "value"})
        if extra:
            raise InvalidMoveError(f"unknown key {extra[0]!r} in a throw; a throw has only 'type' and 'value'")
        if "value" not in obj:
            raise InvalidMoveError("a throw lacks the key 'value'")
        v = obj["value"]
        if isinstance(v, list) and v and all(type(x) is int for x in v):
            return tuple(v)
        if type(v) is int:
            return v
        raise InvalidMoveError(f"key 'value' of a throw must be an int or a list of ints, not {v!r}")

    def outcome_label(self, outcome: Any) -> str:
        """A readable label for a chance outcome."""
        return f"throw {outcome}"

    def options_json(self) -> dict[str, Any]:
        """The options as a plain JSON dict (what ``to_json()`` stores under ``"options"``)."""
        out = {}
        for f in dataclasses.fields(self.options):
            v = getattr(self.options, f.name)
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out

    def check_header(self, obj: Any, state: "State | None" = None) -> None:
        """Check the header of a JSON position (see :meth:`State._json_header`); loaders call it twice.

        Without ``state`` (before building the position): ``obj`` is a dict with the four header
        keys, ``"game"`` is this game's registry key and ``"options"`` are this game's options.
        With ``state`` (the position just built from the rest of ``obj``): ``"to_move"`` is its
        ``current_player`` and ``"winner"`` its ``winner`` as JSON, same value and type.

        Raises:
            InvalidPositionError: the check fails; the message names the key ('game', 'options',
                'to_move' or 'winner').  An old-format position (``"game": "pachisi"``) is told
                which keys to use.
        """
        if state is not None:
            want = state.current_player
            got = obj.get("to_move")
            if type(got) is not int or got != want:
                raise InvalidPositionError(
                    f"key 'to_move' is {got!r}, but in this position seat {want} is to move (the seat, an int)"
                )
            want_w, got_w = winner_to_json(state.winner), obj.get("winner")
            if not same_json(got_w, want_w):
                raise InvalidPositionError(f"key 'winner' is {got_w!r}, but this position's winner is {want_w!r}")
            return
        if not isinstance(obj, Mapping):
            raise InvalidPositionError(f"a position must be a JSON object, not {type(obj).__name__}")
        got = obj.get("game")
        if got != self.key:
            family = [e.key for e in entries() if e.load_name == got and e.key != got]
            if isinstance(got, str) and family:
                raise InvalidPositionError(
                    f"key 'game': {got!r} is not a game key; use {' or '.join(map(repr, family))}"
                )
            raise InvalidPositionError(f"key 'game' is {got!r}; this loader reads {self.key!r} positions")
        opts = obj.get("options")
        mine = self.options_json()
        if not isinstance(opts, Mapping):
            raise InvalidPositionError("key 'options' must be an object")
        for k in sorted(set(opts) | set(mine)):
            if k not in mine:
                raise InvalidPositionError(f"key 'options' has unknown option {k!r}")
            if k not in opts:
                raise InvalidPositionError(f"key 'options' lacks the option {k!r} (this game has {k}={mine[k]!r})")
            if k not in opts or opts[k] != mine[k] or type(opts[k]) is not type(mine[k]):
                raise InvalidPositionError(
                    f"option {k!r} is {opts.get(k)!r} in the position but {mine[k]!r} in this game; "
                    f"load it with gamekit.load({self.name!r}, {k}={opts.get(k)!r}, ...)"
                )
        for k in HEADER_KEYS if got == self.key else ("game", "options"):
            if k not in obj:
                raise InvalidPositionError(f"missing key {k!r}; every position starts with {', '.join(HEADER_KEYS)}")
        json_int(obj["to_move"], "to_move", 0, self.num_players - 1)  # 1.0 and True are no seat
        if not _json_winner_ok(obj["winner"]):
            raise InvalidPositionError(
                f"key 'winner' must be null, 'draw', an int seat or a list of int seats, not {obj['winner']!r}"
            )

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.options == self.options  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.options))

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.options_json().items())
        return f"gamekit.load({self.name!r}{', ' if opts else ''}{opts})"


def svg_image_html(svg: str, alt: str | None = None) -> str:
    """An SVG drawing as ``<img src="data:image/svg+xml;base64,..." alt="..." width="W" />``.

    JupyterLab and Voila draw an ``image/svg+xml`` output as an ``<img>`` without ``alt`` text (axe
    rule ``image-alt``, impact critical), at its fixed size, and only when the notebook is trusted;
    this HTML they prefer: ``alt`` is ``alt`` or the text of the SVG's ``<title>``; the image
    shrinks to the output's width (JupyterLab styles images in HTML outputs ``max-width: 100%``)
    but never grows beyond ``W``, the viewBox width; JupyterLab's sanitizer keeps a ``data:``
    image source, so an untrusted notebook shows it too.  Raises :class:`GameError` if ``svg``
    is not one ``<svg>`` element with a viewBox.
    """
    import base64
    import html
    import xml.etree.ElementTree as ET

    if not isinstance(svg, str):
        raise GameError(f"svg must be an SVG string, not {type(svg).__name__}")
    try:
        root = ET.fromstring(svg)
    except ET.ParseError as exc:
        raise GameError(f"svg is not well-formed SVG: {exc}") from None
    ns = "{http://www.w3.org/2000/svg}"
    box = (root.get("viewBox") or "").split()
    if root.tag not in ("svg", ns + "svg") or len(box) != 4:
        raise GameError("svg must be one <svg> element with a viewBox")
    if alt is None:
        title = root.find(ns + "title")
        if title is None:
            title = root.find("title")
        alt = (title.text or "") if title is not None else ""
    alt = " ".join((alt or "").split()) or "a drawing of the position"
    data = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img src="data:image/svg+xml;base64,{data}" alt="{html.escape(alt)}" width="{round(float(box[2]))}" />'


_POSITION_FIELDS: dict[type, tuple[str, ...]] = {}
"""Per state class, the names of its position fields (:meth:`State._key`)."""


class State(abc.ABC):
    """An immutable position of a game.

    Subclasses implement the abstract methods; :meth:`apply` and :meth:`apply_with_events`
    validate the input and never change ``self``.

    A subclass is a ``@dataclass(frozen=True, eq=False)``: equality and hashing are defined here,
    once, from :meth:`_key` -- two states are equal when they are of the same type, under the
    same options, with the same position fields (every dataclass field but ``game`` and those
    declared ``compare=False``, such as caches or the path by which a state was reached).
    """

    game: Game

    # --- equality and hashing (one recipe for every game) ------------------------------------
    def _key(self) -> tuple:
        """``(options, field, field, ...)``: the game's options, then the position's fields."""
        names = _POSITION_FIELDS.get(type(self))
        if names is None:
            names = _POSITION_FIELDS[type(self)] = tuple(
                f.name for f in dataclasses.fields(self) if f.compare and f.name != "game"
            )
        return (self.game.options, *[getattr(self, n) for n in names])

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._key())

    # --- what a subclass provides -------------------------------------------------------------
    @property
    @abc.abstractmethod
    def current_player(self) -> Seat:
        """The seat to move, or at a chance node the seat about to throw."""

    @property
    @abc.abstractmethod
    def winner(self) -> Any:
        """None until decided; an int seat; a tuple of seats for a winning team; ``"draw"``."""

    @abc.abstractmethod
    def is_terminal(self) -> bool:
        """True when the game (or the single round) is over."""

    @abc.abstractmethod
    def is_chance(self) -> bool:
        """True at a chance node (a throw is due); then ``legal_moves()`` is empty."""

    @abc.abstractmethod
    def chance_outcomes(self) -> list[tuple[Any, float]]:
        """``[(outcome, probability), ...]`` at a chance node (floats summing to 1), else ``[]``."""

    @abc.abstractmethod
    def legal_moves(self) -> list[Any]:
        """The legal moves of the player to move; ``[]`` at chance nodes and terminal states."""

    @abc.abstractmethod
    def returns(self) -> tuple[float, ...]:
        """One number per seat: +1 win, -1 loss, 0 draw or undecided (games may document others)."""

    @abc.abstractmethod
    def to_json(self) -> dict[str, Any]:
        """A plain JSON-serialisable dict: :meth:`_json_header` first, then the game's own keys."""

    def _json_header(self) -> dict[str, Any]:
        """The four keys every position's JSON starts with, in this order (:data:`HEADER_KEYS`).

        ``"game"``: the registry key (``"raja_pasu"``, ``"pachisi/czech"`` ...); ``"options"``:
        ``game.options_json()``; ``"to_move"``: the seat to move, an int (``current_player``; at
        a chance node the seat about to throw); ``"winner"``: :func:`winner_to_json` of
        ``winner``.  Loaders check it with :meth:`Game.check_header`.
        """
        return {
            "game": self.game.key,
            "options": self.game.options_json(),
            "to_move": self.current_player,
            "winner": winner_to_json(self.winner),
        }

    @abc.abstractmethod
    def _step(self, action: Any, events: list[Event] | None) -> "State":
        """The state after ``action``, already checked by :meth:`apply`: at a chance node one of
        :meth:`chance_outcomes` (the listed object itself), else a move :meth:`why_not` accepts.

        Appends the step's events to ``events`` unless it is None (``apply`` passes None, so a
        game may skip building them: speed).  The one place a game implements a step.
        """

    def _over_reason(self) -> str:
        """Why nothing can be played at a terminal state, with the rule that ended the game.
        Games override it to name their rule."""
        return "the game is over; nothing more can be played"

    def coerce_move(self, x: Any) -> Any:
        """Turn a convenient value (e.g. a plain int) into a move; default: unchanged."""
        return x

    def _why_not(self, move: Any) -> str | None:
        """Why the (coerced) ``move`` is not legal here, with the rule ID; None if legal.  Games override it."""
        if move in self.legal_moves():
            return None
        return f"{move} is not a legal move here"

    def why_not(self, x: Any) -> str | None:
        """Why the move ``x`` is not legal here (a sentence with the rule ID), or None if it is legal.

        ``x`` is anything :meth:`apply` accepts: at a chance node a throw (an outcome
        :meth:`chance_outcomes` lists, or its JSON), at a decision node a move, its JSON, a click
        token, a plain hole number ...  Never raises: malformed input gets a sentence too.
        """
        outs = self.chance_outcomes()  # [] except at a chance node
        x_plain = _plain_ints(x)  # numpy integers (rng.integers) read as ints
        if outs:
            try:
                self._canonical_outcome(x, outs)
                return None  # a throw listed here
            except GameError as exc:
                not_a_throw = str(exc)
            try:  # a move given when a throw is due: the game says why (e.g. "a throw is due first")
                return self._reason(self.coerce_move(x_plain)) or not_a_throw
            except Exception:  # noqa: BLE001 - neither a throw nor a move: say which throws are possible
                return not_a_throw
        try:
            move = self.coerce_move(x_plain)
        except GameError as exc:
            return str(exc)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            return f"{x!r} is not a move of this game ({exc})"
        reason = self._reason(move)
        if reason is None:
            try:
                self._legal_form(move)  # as apply: a move whose fields its JSON cannot hold is refused
            except GameError as exc:
                return str(exc)
        return reason

    def _reason(self, move: Any) -> str | None:
        # A hand-built move object can carry any field values: treat a crash on them as malformed input.
        try:
            return self._why_not(move)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            return f"{move!r} is not a well-formed move of this game"

    def places(self) -> dict[str, Place]:
        """The clickable places of the board in this position: token -> :class:`Place`, answered
        once by the rules and memoised per state (states are immutable).  The drawing draws them,
        the board view looks a click's token up here.

        Default: one place per legal move that has a ``click_token()`` (the move itself).  Games
        whose board has places that start several moves or none (a piece, a unit, a hole)
        override :meth:`_places`.
        """
        cached = self.__dict__.get("_places_cache")
        if cached is None:
            cached = self._places()
            object.__setattr__(self, "_places_cache", cached)
        return cached

    def _places(self) -> dict[str, Place]:
        """:meth:`places`, computed (the default: one place per legal move with a click token)."""
        out: dict[str, Place] = {}
        for m in self.legal_moves():
            token = getattr(m, "click_token", None)
            if token is not None:
                t = token()
                out.setdefault(t, Place(t, (m,), m, str(m)))
        return out

    # --- the common, checked interface (defined once, here) ---------------------------------------
    def apply(self, x: Any) -> "State":
        """Return the state after the move or outcome ``x``; ``self`` is unchanged.

        ``x`` is, at a chance node, one of the outcomes :meth:`chance_outcomes` lists (the same
        value and type; a list stands for a tuple, as in JSON); at a decision node a legal move or
        anything the game's ``coerce_move`` reads as one (its JSON, a click token, a hole number).
        :meth:`apply` and :meth:`apply_with_events` accept and refuse exactly the same inputs and
        give the same state: both run :meth:`_checked`, then the game's one step function.

        Raises:
            IllegalMoveError: ``x`` is not legal here; the message gives the reason and ``rule``
                the rule ID(s).  Also at a terminal state.
            InvalidMoveError: ``x`` cannot be read as a move of this game (a subclass of
                IllegalMoveError).
        """
        return self._step(self._checked(x), None)

    def apply_with_events(self, x: Any) -> tuple["State", tuple[Event, ...]]:
        """Like :meth:`apply`, also returning the events of the step (a tuple of :class:`Event`).

        Raises:
            IllegalMoveError: as :meth:`apply`.
            InvalidMoveError: as :meth:`apply`.
        """
        events: list[Event] = []
        new = self._step(self._checked(x), events)
        return new, tuple(events)

    def read_action(self, x: Any) -> Any:
        """The action ``x`` stands for here, as :meth:`apply` reads it: at a chance node the listed
        outcome, else the legal move (a click token, a JSON object or a hole number read as the
        move).  What a game record keeps (:class:`gamekit.record.GameRecord`).  The state
        remembers the action it read, so applying that very object (``apply_with_events(action)``)
        looks it up no second time.

        Raises:
            IllegalMoveError: as :meth:`apply`.
            InvalidMoveError: as :meth:`apply`.
        """
        action = self._checked(x)
        object.__setattr__(self, "_read_cache", action)
        return action

    def _checked(self, x: Any) -> Any:
        """The action ``x`` stands for here (an outcome at a chance node, else a legal move);
        raises :class:`IllegalMoveError` / :class:`InvalidMoveError` as :meth:`apply` says."""
        if x is not None and x is self.__dict__.get("_read_cache"):  # read here already (read_action)
            return x
        outs = self.chance_outcomes()  # [] except at a chance node
        if outs:
            return self._canonical_outcome(x, outs)
        if self.is_terminal():
            raise IllegalMoveError(self._over_reason())
        for m in self.legal_moves():
            if m is x:  # a move taken from legal_moves() itself: legal, nothing to read (speed)
                return x
        x = _plain_ints(x)  # numpy integers (rng.integers) read as ints
        try:
            move = self.coerce_move(x)
        except IllegalMoveError:
            raise
        except GameError as exc:
            raise InvalidMoveError(str(exc)) from None
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            raise InvalidMoveError(f"{x!r} is not a move of this game ({exc})") from None
        try:
            reason = self._why_not(move)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):  # a hand-built move with odd fields
            raise InvalidMoveError(f"{move!r} is not a well-formed move of this game") from None
        if reason is not None:
            raise IllegalMoveError(reason)
        return self._legal_form(move)

    def _legal_form(self, move: Any) -> Any:
        """The legal move that ``move`` (accepted by ``_why_not``) stands for, as the game builds it.

        ``move`` is read back through its own JSON (``Game.move_from_json(move.to_json())``, numpy
        integers read as ints), then replaced by the equal move of :meth:`legal_moves` if there is
        one (German Pachisi also accepts a step of an interchangeable piece, which is kept as read).
        So what is applied and recorded is always a move whose JSON loads back to it: a
        hand-built ``Move(0, 0.0, 3, 1)`` or ``Sow(True)`` is refused like the JSON
        ``{"from": 0.0}`` or ``{"hole": true}``, and ``Sow(np.int64(3))`` becomes ``Sow(3)``.

        Raises:
            InvalidMoveError: a field is not of the kind its JSON requires (a float, bool or
                string where an int belongs), naming the key.
        """
        try:
            obj = move.to_json()
        except Exception:  # noqa: BLE001 - a hand-built move whose fields its own to_json cannot write
            raise InvalidMoveError(f"{move!r} is not a well-formed move of this game") from None
        if isinstance(obj, dict):
            obj = {k: _plain_ints(v) for k, v in obj.items()}
        back = self.game.move_from_json(obj)  # InvalidMoveError names the key of an odd field
        for m in self.legal_moves():
            if m == back:
                return m
        return back

    def _canonical_outcome(self, x: Any, outs: list[tuple[Any, float]]) -> Any:
        """The outcome of ``outs`` (this chance node's :meth:`chance_outcomes`) equal to ``x`` in
        value *and* type (so ``6.0`` or ``True`` is no die; a list stands for a tuple, as in JSON).

        A valid outcome is one the rules allow at this chance node, that is one
        :meth:`chance_outcomes` lists; every game lists only outcomes of probability > 0 (the
        conformance suite checks it), so the board, the samplers and ``apply`` agree.

        ``x`` may also be the outcome's typed JSON (:meth:`Game.outcome_to_json`).

        Raises:
            IllegalMoveError: ``x`` is not a listed outcome; the message lists them and cites
                the game's throw rule (``Game.outcome_rule``).
            InvalidMoveError: ``x`` is a dict but not a throw's JSON.
        """
        if isinstance(x, Mapping):  # the typed JSON {"type": "throw", "value": ...}
            x = self.game.outcome_from_json(x)  # InvalidMoveError if it is no throw's JSON
        elif type(x) is list:
            x = tuple(x)
        found = _listed(x, outs)
        if found is not _NOT_LISTED:
            return found
        plain = _plain_ints(x)  # numpy integers (rng.integers) read as ints, only when not found as given
        if plain is not x and (found := _listed(plain, outs)) is not _NOT_LISTED:
            return found
        rule = self.game.outcome_rule
        raise IllegalMoveError(
            f"{x!r} is not a possible throw here; a throw is due and the outcomes are "
            f"{', '.join(repr(o) for o, _ in outs)}" + (f" ({rule})" if rule else "")
        )

    def describe(self, x: Any) -> str:
        """A sentence for a move or outcome applicable here.

        Raises:
            IllegalMoveError / InvalidMoveError: at a chance node, ``x`` is none of the outcomes
                :meth:`chance_outcomes` lists (``None``, ``(7, 7)``, a move); at a decision, as
                :meth:`coerce_move`.
        """
        if self.is_chance():
            return self.game.outcome_label(self._canonical_outcome(x, self.chance_outcomes()))
        return str(self.coerce_move(x))

    def _repr_svg_(self) -> str:
        """Jupyter draws a state as its board: the drawing its game's registry entry names
        (:mod:`gamekit.registry`; the same as :func:`gamekit.render.draw`).  ``core`` imports no
        drawing module itself.  Raises :class:`GameError` for a game without a drawing."""
        return entry_for(self.game).draw_picture(self)

    def _repr_html_(self) -> str:
        """The same picture as an image with alt text (:func:`svg_image_html`; its ``<title>``
        says the game and whose turn), which JupyterLab and Voila prefer over the SVG: accessible,
        scaled to the width available, and shown in an untrusted notebook too."""
        return svg_image_html(self._repr_svg_())

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.to_json()!r}>"


def state_from_json(obj: Mapping[str, Any]) -> State:
    """Load any gamekit position: picks the game from ``obj["game"]`` (a registry key) and ``obj["options"]``.

    Raises:
        InvalidPositionError: ``obj`` is not such a dict, names an unknown game or option, or
            is not a valid position of that game (naming the key).
    """
    if not isinstance(obj, Mapping) or not isinstance(obj.get("options"), Mapping):
        raise InvalidPositionError("a position needs the keys 'game' and 'options' (an object)")
    try:
        name = obj.get("game")
        if not isinstance(name, str):
            raise GameError(f"the key 'game' must be a game key, not {name!r}")
        cls, options = game_class(name, obj["options"])
        game = cls(**options)
        if name != game.key:
            family = [e.key for e in entries() if e.load_name == name and e.key != name]
            raise InvalidPositionError(f"key 'game': {name!r} is not a game key; use {' or '.join(map(repr, family))}")
    except GameError as exc:
        if isinstance(exc, InvalidPositionError):
            raise
        raise InvalidPositionError(f"position names an unknown game or option: {exc}") from None
    return game.state_from_json(obj)


def sample_outcome(state: State, rng: Any) -> Any:
    """One chance outcome of ``state`` drawn with ``rng`` (a ``numpy.random.Generator``).

    The one sampler of gamekit: :func:`playout`, :func:`gamekit.analysis.simulate.simulate`, the
    board's Throw button, the tests and the notebook builders all throw with it.  It is
    ``rng.choice(len(outs), p=probabilities)`` over ``state.chance_outcomes()`` in their order: one
    uniform number per throw, the first outcome whose cumulative probability exceeds it; an
    outcome of probability 0 is never drawn.

    Raises:
        GameError: ``state`` is not a chance node or not a state, or ``rng`` has no ``choice``.
    """
    if not isinstance(state, State):
        raise GameError(f"sample_outcome(state): state must be a gamekit state, not {state!r}")
    if not callable(getattr(rng, "choice", None)):
        raise GameError(
            f"sample_outcome(rng): rng must be a numpy.random.Generator (np.random.default_rng(seed)), not {rng!r}"
        )
    outs = state.chance_outcomes()
    if not outs:
        raise GameError("no throw is due here: the state is not a chance node")
    k = rng.choice(len(outs), p=[p for _o, p in outs])
    return outs[int(k)][0]


@dataclass(frozen=True)
class Step:
    """One step of a :func:`playout` with ``events=True``: ``state`` before, the ``action``
    applied (a move or a chance outcome), the state ``after`` and the ``events`` of the step."""

    state: "State"
    action: Any
    after: "State"
    events: tuple[Event, ...]


def playout(state: State, choose, rng, max_steps: int = 1_000_000, *, events: bool = False) -> Iterator[Any]:
    """Play a game from ``state`` to its end: the one playout loop of gamekit.

    ``choose(state, rng)`` picks a move at decision nodes; chance outcomes are drawn by
    :func:`sample_outcome` with ``rng`` (a ``numpy.random.Generator``).  Yields
    ``(state, action)`` pairs, each before the action is applied; with ``events=True`` yields a
    :class:`Step` per action instead (the state after it and its events included, so the last
    ``Step.after`` is the final state).

    Raises:
        UnfinishedGameError: (a :class:`GameError`) the game did not end within ``max_steps``
            actions; every step up to the cap has been yielded.
    """
    for _ in range(max_steps):
        if state.is_terminal():
            return
        action = sample_outcome(state, rng) if state.is_chance() else choose(state, rng)
        if events:
            after, evs = state.apply_with_events(action)
            yield Step(state, action, after, evs)
        else:
            yield state, action
            after = state.apply(action)
        state = after
    if state.is_terminal():  # ended with the last allowed action
        return
    raise UnfinishedGameError(f"the game did not end within max_steps={max_steps} actions")
