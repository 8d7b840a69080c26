"""The history of one game: :class:`GameRecord` -- states and actions, undo, redo, jump-to-step, JSON.

Its JSON: ``{"game": registry key, "options", "start": position, "actions": [typed
move or throw, ...], "cursor": int}``; a throw is ``{"type": "throw", "value": ...}``
(:meth:`gamekit.core.Game.outcome_to_json`), a move its ``to_json()``.
"""

from __future__ import annotations

from typing import Any, Mapping

from .core import Event, Game, State, same_json, state_from_json
from .errors import GameError, IllegalMoveError, InvalidMoveError, InvalidPositionError


class GameRecord:
    """The states and actions of one game, with undo, redo, jump-to-step and JSON.

    The record itself is mutable (it is the history a widget edits); the states in it are
    immutable.  ``record.states[i]`` is the position after ``i`` actions; ``record.cursor``
    is the step shown; ``record.state`` is ``states[cursor]``.  Applying an action while
    undone drops the redo tail, as in any editor.
    """

    def __init__(self, start: State):
        """Start a record at the position ``start`` (a :class:`State`, e.g. ``game.initial_state()``).

        Raises:
            GameError: ``start`` is not a gamekit state (e.g. a game or a game's name).
        """
        if not isinstance(start, State):
            hint = " (pass game.initial_state(), not the game)" if isinstance(start, Game) else ""
            raise GameError(f"GameRecord(start): start must be a gamekit state, not {start!r}{hint}")
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
        """Apply a move or outcome to the current state (as :meth:`State.apply`); returns the new state.

        Raises:
            IllegalMoveError: ``x`` is not legal here (then the record is unchanged).
            InvalidMoveError: ``x`` cannot be read as a move (then the record is unchanged).
        """
        state = self.state
        action = state.read_action(x)  # the listed outcome or the legal move x stands for: what is recorded
        new, events = state.apply_with_events(action)  # no second lookup: the state read it
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
        """Jump to step ``step`` (an int, ``0 <= step <= len(self)``); returns the state there.

        Raises:
            GameError: ``step`` is not an int in that range (the cursor is unchanged).
        """
        if type(step) is not int or not 0 <= step <= len(self.actions):
            raise GameError(f"GameRecord.goto(step): step must be an int from 0 to {len(self.actions)}, not {step!r}")
        self.cursor = step
        return self.state

    def action_json(self, i: int) -> dict[str, Any]:
        """Action ``i`` as typed JSON: a throw ``{"type": "throw", "value": ...}``
        (:meth:`Game.outcome_to_json`) or the move's ``to_json()`` (another ``"type"``).

        Raises:
            GameError: ``i`` is not an int from 0 to ``len(self) - 1``.
        """
        if type(i) is not int or not 0 <= i < len(self.actions):
            raise GameError(
                f"GameRecord.action_json(i): i must be an int from 0 to {len(self.actions) - 1}, not {i!r}"
                if self.actions
                else f"GameRecord.action_json(i): the record has no actions yet, so no i ({i!r}) exists"
            )
        before, action = self.states[i], self.actions[i]
        if before.is_chance():
            return before.game.outcome_to_json(action)
        return action.to_json()

    def to_json(self) -> dict[str, Any]:
        """The whole game: ``{"game": registry key, "options", "start": position, "actions":
        [typed move or throw, ...], "cursor": int}``."""
        return {
            "game": self.game.key,
            "options": self.game.options_json(),
            "start": self.states[0].to_json(),
            "actions": [self.action_json(i) for i in range(len(self.actions))],
            "cursor": self.cursor,
        }

    @classmethod
    def from_json(cls, obj: Mapping[str, Any]) -> "GameRecord":
        """Rebuild a record from :meth:`to_json` by replaying its actions.

        A missing ``"cursor"`` means the end of the record (every action played).

        Raises:
            InvalidPositionError: ``obj`` is malformed or has a key :meth:`to_json` does not
                write, its ``"game"``/``"options"`` differ from its start position's, or an
                action is no typed move or throw legal where it stands (naming the action's index).
        """
        if not isinstance(obj, Mapping) or not isinstance(obj.get("actions"), list):
            raise InvalidPositionError(
                "a game record needs 'game', 'options', 'start' and 'actions' (a list), and may give 'cursor'"
            )
        unknown = sorted(str(k) for k in set(obj) - {"game", "options", "start", "actions", "cursor"})
        if unknown:
            raise InvalidPositionError(
                f"unknown key {unknown[0]!r} in a game record; its keys are 'game', 'options', 'start', 'actions' and 'cursor'"
            )
        start = state_from_json(obj.get("start"))
        if obj.get("game") != start.game.key or not same_json(obj.get("options"), start.game.options_json()):
            raise InvalidPositionError(
                f"keys 'game' and 'options' of a game record must be those of its start position ({start.game.key!r})"
            )
        rec = cls(start)
        for i, a in enumerate(obj["actions"]):
            state = rec.state
            try:
                if state.is_chance():
                    value = state.game.outcome_from_json(a)
                else:
                    if isinstance(a, Mapping) and a.get("type") == "throw":
                        raise InvalidMoveError("a throw where a move is due")
                    value = state.game.move_from_json(a)
                rec.apply(value)
            except IllegalMoveError as exc:
                raise InvalidPositionError(f"action {i} is not legal: {exc}") from None
        cursor = obj.get("cursor", len(rec.actions))
        if type(cursor) is not int or not 0 <= cursor <= len(rec.actions):
            raise InvalidPositionError(f"'cursor' must be an int in 0..{len(rec.actions)}")
        rec.cursor = cursor
        return rec
