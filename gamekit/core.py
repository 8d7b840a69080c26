"""The common game API shared by every gamekit game.

Models: OpenSpiel (explicit chance nodes, one ``apply`` for throws and moves) and
python-chess (small frozen moves, specific errors).  See ``../shared/ENGINEERING.md``.

Vocabulary
----------
* A *game* (:class:`Game`) holds the rules and their options; ``gamekit.load(name, **options)``
  makes one.  Players are *seats*: ints from 0 in turn order.
* A *state* (:class:`State`) is an immutable position.  ``state.apply(x)`` returns the next
  state; ``x`` is a legal move or, at a *chance node*, an *outcome* (a plain value: a
  two-dice throw is the tuple ``(high, low)``, a cowrie throw the int number of mouths up).
* ``state.apply_with_events(x)`` also returns the *events* of that step (pick-up, sow,
  capture, enter, gate formed, ...) for animation and for printing a trace.
* A :class:`GameRecord` is the list of states and actions of one game, with undo, redo,
  jump-to-step and JSON save/load.
"""

from __future__ import annotations

import abc
import dataclasses
import json
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from .errors import GameError, IllegalMoveError, InvalidPositionError, UnknownOptionError

Seat = int
"""A player's seat: an int from 0 in turn order."""


# ---------------------------------------------------------------------------------------------
# Options (rules as data)


def option(default: Any, rule: str, doc: str, choices: Sequence[Any] | None = None) -> Any:
    """Declare one field of a game's options dataclass.

    ``rule`` is the RULES.md ID the option belongs to, ``doc`` a one-line description,
    ``choices`` (optional) the allowed values.  The comparison notebook prints these.
    """
    return field(default=default, metadata={"rule": rule, "doc": doc, "choices": choices})


def make_options(cls: type, game_name: str, given: Mapping[str, Any]) -> Any:
    """Build an options dataclass of type ``cls`` from keyword options.

    Raises :class:`UnknownOptionError` (a ``ValueError``) naming the unknown option and
    listing the valid ones, or naming a value outside its ``choices``.  The class's own
    ``__post_init__`` may raise it for ranges.
    """
    names = [f.name for f in dataclasses.fields(cls)]
    unknown = sorted(set(given) - set(names))
    if unknown:
        raise UnknownOptionError(
            f"{game_name} has no option {', '.join(map(repr, unknown))}; "
            f"valid options: {', '.join(names) or '(none)'}"
        )
    for f in dataclasses.fields(cls):
        if f.name in given:
            _check_option_type(game_name, f.name, f.default, given[f.name])
        choices = f.metadata.get("choices")
        if f.name in given and choices is not None and given[f.name] not in choices:
            raise UnknownOptionError(
                f"{game_name} option {f.name}={given[f.name]!r} is not valid; "
                f"choose one of {', '.join(map(repr, choices))}"
            )
    return cls(**given)


def _check_option_type(game_name: str, name: str, default: Any, value: Any) -> None:
    """An option takes values of its default's kind: a bool for a bool, an int (not a bool) for an
    int, a number for a float, a string for a string, a list or tuple for a tuple."""
    kinds = {bool: (bool,), int: (int,), float: (int, float), str: (str,), tuple: (tuple, list)}
    want = kinds.get(type(default))
    if want is None or default is None:
        return
    if not isinstance(value, want) or (isinstance(value, bool) and type(default) is not bool):
        raise UnknownOptionError(
            f"{game_name} option {name}={value!r} must be a {type(default).__name__} like its default {default!r}"
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


# ---------------------------------------------------------------------------------------------
# Game and State


class Game(abc.ABC):
    """A game with fixed options.  Make one with ``gamekit.load(name, **options)``.

    Attributes: ``name`` (str, the name ``load`` takes), ``options`` (a frozen dataclass),
    ``num_players`` (int), ``player_names`` (tuple of str, one per seat).
    """

    name: str
    options: Any
    num_players: int
    player_names: tuple[str, ...]

    @abc.abstractmethod
    def initial_state(self) -> "State":
        """The position at the start of the game (a chance node if the game starts with a throw)."""

    @abc.abstractmethod
    def state_from_json(self, obj: Mapping[str, Any]) -> "State":
        """Build a state from the dict ``state.to_json()`` gave.

        Raises :class:`InvalidPositionError` naming the wrong key or value; nothing is
        half-loaded.
        """

    @abc.abstractmethod
    def move_from_json(self, obj: Any) -> Any:
        """Rebuild a move from ``move.to_json()``; raises :class:`InvalidPositionError`."""

    def outcome_to_json(self, outcome: Any) -> Any:
        """A chance outcome as plain JSON (tuples become lists)."""
        return list(outcome) if isinstance(outcome, tuple) else outcome

    def outcome_from_json(self, obj: Any) -> Any:
        """Inverse of :meth:`outcome_to_json`."""
        return tuple(obj) if isinstance(obj, list) else obj

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

    def check_header(self, obj: Any) -> None:
        """Check that a JSON position belongs to this game and these options.

        Raises :class:`InvalidPositionError` if ``obj`` is not a dict, if ``"game"`` names
        another game, or if ``"options"`` differ from this game's options.
        """
        if not isinstance(obj, Mapping):
            raise InvalidPositionError(f"a position must be a JSON object, not {type(obj).__name__}")
        if obj.get("game") != self.name:
            raise InvalidPositionError(
                f"key 'game' is {obj.get('game')!r}; this is a {self.name!r} position loader"
            )
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

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.options == self.options  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.options))

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.options_json().items())
        return f"gamekit.load({self.name!r}{', ' if opts else ''}{opts})"


class State(abc.ABC):
    """An immutable position of a game.

    Subclasses implement the abstract methods; :meth:`apply` and :meth:`apply_with_events`
    validate the input and never change ``self``.
    """

    game: Game

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
        """A plain JSON-serialisable dict with ``"game"``, ``"options"`` and the position."""

    @abc.abstractmethod
    def _step_outcome(self, outcome: Any) -> tuple["State", tuple[Event, ...]]:
        """Apply a valid chance outcome (already checked)."""

    @abc.abstractmethod
    def _step_move(self, move: Any) -> tuple["State", tuple[Event, ...]]:
        """Apply a legal move (already checked)."""

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

        ``x`` is anything :meth:`apply` accepts at a decision node (a move, its JSON, a click
        token, a plain hole number ...).  Never raises: malformed input gets a sentence too.
        """
        try:
            move = self.coerce_move(x)
        except GameError as exc:
            return str(exc)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            return f"{x!r} is not a move of this game ({exc})"
        return self._reason(move)

    def _reason(self, move: Any) -> str | None:
        # A hand-built move object can carry any field values: treat a crash on them as malformed input.
        try:
            return self._why_not(move)
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            return f"{move!r} is not a well-formed move of this game"

    # --- the common, checked interface ----------------------------------------------------------
    def apply(self, x: Any) -> "State":
        """Return the state after the move or outcome ``x``; ``self`` is unchanged.

        Raises :class:`IllegalMoveError` (with the reason and rule ID) if ``x`` is not legal.
        """
        return self.apply_with_events(x)[0]

    def apply_with_events(self, x: Any) -> tuple["State", tuple[Event, ...]]:
        """Like :meth:`apply`, also returning the events of the step (a tuple of :class:`Event`)."""
        if self.is_terminal():
            raise IllegalMoveError("the game is over; nothing more can be played")
        if self.is_chance():
            return self._step_outcome(self._canonical_outcome(x))
        try:
            move = self.coerce_move(x)
        except GameError as exc:
            raise IllegalMoveError(str(exc)) from None
        except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
            raise IllegalMoveError(f"{x!r} is not a move of this game ({exc})") from None
        reason = self._reason(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        return self._step_move(move)

    def _canonical_outcome(self, x: Any) -> Any:
        """The chance outcome equal to ``x`` in value *and* type (so ``6.0`` or ``True`` is no die).

        Raises :class:`IllegalMoveError` listing the possible outcomes.
        """
        valid = [o for o, p in self.chance_outcomes() if p > 0]
        try:
            key = json.dumps(self.game.outcome_to_json(self.game.outcome_from_json(x) if isinstance(x, list) else x))
        except (TypeError, ValueError):
            key = None
        for o in valid:
            if key == json.dumps(self.game.outcome_to_json(o)):
                return o
        raise IllegalMoveError(
            f"{x!r} is not a possible throw here; a throw is due and the outcomes are "
            f"{', '.join(repr(o) for o in valid)}"
        )

    def describe(self, x: Any) -> str:
        """A sentence for a move or outcome applicable here."""
        if self.is_chance():
            return self.game.outcome_label(x)
        return str(self.coerce_move(x))

    def _repr_svg_(self) -> str:
        """Jupyter draws a state as its board (:func:`gamekit.render.draw`)."""
        from .render import draw

        return draw(self)

    def _repr_html_(self) -> str:
        """The same picture as an image with alt text (:class:`gamekit.render.Picture`), which
        JupyterLab and Voila prefer: accessible, scaled to the width available, shown untrusted."""
        from .render import Picture
        from .widgets import view_for

        view = view_for(self.game)
        return Picture(view.picture(self), alt=f"{view.title}: {view.status(self)}")._repr_html_()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.to_json()!r}>"


def state_from_json(obj: Mapping[str, Any]) -> State:
    """Load any gamekit position: picks the game and options from ``obj["game"]`` / ``obj["options"]``.

    Raises :class:`InvalidPositionError` if they are missing or unknown.
    """
    from . import load
    from .errors import GameError

    if not isinstance(obj, Mapping) or not isinstance(obj.get("options"), Mapping):
        raise InvalidPositionError("a position needs the keys 'game' and 'options' (an object)")
    try:
        game = load(obj.get("game"), **obj["options"])
    except GameError as exc:
        if isinstance(exc, InvalidPositionError):
            raise
        raise InvalidPositionError(f"position names an unknown game or option: {exc}") from None
    return game.state_from_json(obj)


# ---------------------------------------------------------------------------------------------
# Game record


class GameRecord:
    """The states and actions of one game, with undo, redo, jump-to-step and JSON.

    The record itself is mutable (it is the history a widget edits); the states in it are
    immutable.  ``record.states[i]`` is the position after ``i`` actions; ``record.cursor``
    is the step shown; ``record.state`` is ``states[cursor]``.  Applying an action while
    undone drops the redo tail, as in any editor.
    """

    def __init__(self, start: State):
        self.states: list[State] = [start]
        self.actions: list[Any] = []
        self.events: list[tuple[Event, ...]] = []
        self.cursor = 0

    @property
    def game(self) -> Game:
        return self.states[0].game

    @property
    def state(self) -> State:
        """The current state (``states[cursor]``)."""
        return self.states[self.cursor]

    @property
    def last_events(self) -> tuple[Event, ...]:
        """Events of the action that led to the current state (``()`` at the start)."""
        return self.events[self.cursor - 1] if self.cursor else ()

    @property
    def last_action(self) -> Any:
        """The action that led to the current state, or None at the start."""
        return self.actions[self.cursor - 1] if self.cursor else None

    def __len__(self) -> int:
        """Number of actions recorded (including any redo tail)."""
        return len(self.actions)

    def apply(self, x: Any) -> State:
        """Apply a move or outcome to the current state; returns the new state.

        Raises :class:`IllegalMoveError`; then the record is unchanged.
        """
        state = self.state
        if state.is_chance():
            action = state.game.outcome_from_json(x) if isinstance(x, list) else x
        else:
            action = state.coerce_move(x)
        new, events = state.apply_with_events(action)
        del self.states[self.cursor + 1 :]
        del self.actions[self.cursor :]
        del self.events[self.cursor :]
        self.states.append(new)
        self.actions.append(action)
        self.events.append(events)
        self.cursor += 1
        return new

    def can_undo(self) -> bool:
        return self.cursor > 0

    def can_redo(self) -> bool:
        return self.cursor < len(self.actions)

    def undo(self) -> State:
        """Step back one action (no-op at the start); returns the current state."""
        if self.cursor > 0:
            self.cursor -= 1
        return self.state

    def redo(self) -> State:
        """Step forward one action (no-op at the end); returns the current state."""
        if self.cursor < len(self.actions):
            self.cursor += 1
        return self.state

    def goto(self, step: int) -> State:
        """Jump to step ``0 <= step <= len(self)``; raises :class:`IndexError` outside."""
        if not 0 <= step <= len(self.actions):
            raise IndexError(f"step {step} is outside 0..{len(self.actions)}")
        self.cursor = step
        return self.state

    def action_json(self, i: int) -> dict[str, Any]:
        """Action ``i`` as JSON: ``{"chance": bool, "value": ...}``."""
        before, action = self.states[i], self.actions[i]
        if before.is_chance():
            return {"chance": True, "value": before.game.outcome_to_json(action)}
        return {"chance": False, "value": action.to_json()}

    def to_json(self) -> dict[str, Any]:
        """The whole game: start position, every action, and the cursor."""
        return {
            "game": self.game.name,
            "options": self.game.options_json(),
            "start": self.states[0].to_json(),
            "actions": [self.action_json(i) for i in range(len(self.actions))],
            "cursor": self.cursor,
        }

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> "GameRecord":
        """Rebuild a record by replaying its actions; raises :class:`InvalidPositionError`."""
        if not isinstance(obj, Mapping) or not isinstance(obj.get("actions"), list):
            raise InvalidPositionError("a game record needs 'start', 'actions' (a list) and 'cursor'")
        start = state_from_json(obj.get("start"))
        rec = cls(start)
        for i, a in enumerate(obj["actions"]):
            if not isinstance(a, Mapping) or "value" not in a:
                raise InvalidPositionError(f"action {i} must be an object with 'chance' and 'value'")
            state = rec.state
            if bool(a.get("chance")) != state.is_chance():
                raise InvalidPositionError(f"action {i}: 'chance' does not match the position")
            try:
                value = (
                    state.game.outcome_from_json(a["value"])
                    if state.is_chance()
                    else state.game.move_from_json(a["value"])
                )
                rec.apply(value)
            except IllegalMoveError as exc:
                raise InvalidPositionError(f"action {i} is not legal: {exc}") from None
        cursor = obj.get("cursor", len(rec.actions))
        if not isinstance(cursor, int) or not 0 <= cursor <= len(rec.actions):
            raise InvalidPositionError(f"'cursor' must be an int in 0..{len(rec.actions)}")
        rec.cursor = cursor
        return rec


def playout(state: State, choose, rng, max_steps: int = 1_000_000) -> Iterable[tuple[State, Any]]:
    """Yield ``(state, action)`` pairs of a game played from ``state`` to its end.

    ``choose(state, rng)`` picks a move at decision nodes; chance outcomes are sampled from
    ``state.chance_outcomes()`` with ``rng`` (a ``numpy.random.Generator``).
    """
    for _ in range(max_steps):
        if state.is_terminal():
            return
        if state.is_chance():
            outs = state.chance_outcomes()
            r = rng.random()
            acc = 0.0
            action = outs[-1][0]
            for o, p in outs:
                acc += p
                if r < acc:
                    action = o
                    break
        else:
            action = choose(state, rng)
        yield state, action
        state = state.apply(action)
    raise RuntimeError(f"no end after {max_steps} steps")
