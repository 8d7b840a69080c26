"""The contract between a game and the board widget shell.

rules -> SVG -> widget (``docs/CONTRIBUTING.md``).  Each game provides one :class:`BoardView`
subclass (``gamekit/widgets/<game>.py``); the shell (``gamekit/widgets/shell.py``) does
everything else: throwing, clicks, animation, undo/redo, replay, computer players and the log.

Clickable SVG: any element with the attribute ``data-click="TOKEN"`` becomes a button (mouse,
Tab + Enter/Space); when it is activated the shell calls ``view.click(state, TOKEN, selected)``.
What a token means is the rules' answer (``state.places()``, :class:`gamekit.core.Place`): the
drawing draws those places, the view looks the token up there once.
"""

from __future__ import annotations

import abc
from dataclasses import dataclass
from typing import Any, Sequence

from .. import registry
from ..core import Event, Game, Place, State, state_arg
from ..errors import GameError, IllegalMoveError, InvalidMoveError, seq_arg
from ..render.dice import DEFAULT_PICKS, dice_click, dice_picker_svg
from .sizes import MOVE_LABEL_PX


@dataclass(frozen=True)
class Select:
    """A click chose something that is not yet a whole move (e.g. a piece, before its value).

    ``selected`` is passed back to :meth:`BoardView.svg` and the next :meth:`BoardView.click`;
    ``message`` is shown to the user (e.g. "red piece 2 chosen: now pick a value").
    """

    selected: Any
    message: str = ""


@dataclass(frozen=True)
class Refuse:
    """A click that is not legal: ``reason`` is shown (the engine's sentence with the rule ID:
    ``state.why_not`` or the game's own ``why_not_*`` function, never words of the view's own)."""

    reason: str


class BoardView(abc.ABC):
    """How one game is drawn and clicked.  Subclasses set ``title`` and implement ``svg``;
    every other part of the protocol has a default here (``click``, ``select``, ``other_click``, ``frames``, ``status``,
    ``hint``, ``log_lines``, ``throw_svg``, ``throw_click``, ``outcome_label``, ``move_label``).

    All methods are pure: they read the state and return values; the shell keeps the record.
    """

    title: str = "board"

    log_first_event: bool = False
    """True if the first event of every action says the action itself, in the words of the log
    ("red throws 6-4", "South gives a stone to North with the 1"): the log then shows that
    sentence once, as the action's line, instead of the action's label followed by the same
    thing again.  False: the line is ``state.describe(action)`` and every event with other words
    follows under it."""

    @abc.abstractmethod
    def svg(
        self,
        state: State,
        *,
        events: Sequence[Event] = (),
        frame: Any = None,
        selected: Any = None,
        clickable: bool = True,
    ) -> str:
        """The board as an SVG string (a ``<svg>`` element with a ``viewBox``).

        ``events`` are the events of the action that led to ``state`` (to highlight the last
        move); ``frame`` is one of :meth:`frames` while an animation runs (draw that instead of
        ``state``'s position); ``selected`` is what :meth:`click` last selected.  Clickable
        elements carry ``data-click``; with ``clickable=False`` none does (the drawing's own
        parameter: the position before an animated action, a play the analysis shows).
        """

    def click(self, state: State, token: str, selected: Any = None) -> Any:
        """Turn a click on ``data-click=token`` into a legal move, a :class:`Select`, or a :class:`Refuse`.

        One lookup: the token's :class:`~gamekit.core.Place` among the rules' places of the
        position (``state.places()``).  A place that plays one move gives that move; one that
        starts several is selected (:meth:`select`); one that starts none is refused with the
        engine's reason (``Place.refusal``).  A token that is no place now is read by
        :meth:`other_click`.  A refusal's reason is always the engine's, never words of the view's own.

        Raises:
            InvalidMoveError: ``token`` is no place of this board (the game's ``coerce_move``
                cannot read it).
        """
        place = state.places().get(token)
        if place is None:
            return self.other_click(state, token, selected)
        if place.play is not None:
            return place.play
        if place.moves:
            return self.select(state, place, selected)
        return Refuse(place.refusal or f"{token} is not a legal move now")

    def select(self, state: State, place: Place, selected: Any = None) -> Any:
        """What a click on a place that starts several moves does: default, select the place
        (its token; the message is its label).  ``selected`` is the selection before the click."""
        return Select(place.token, place.label)

    def other_click(self, state: State, token: str, selected: Any = None) -> Any:
        """A click on a token that is no place of the position now (e.g. a move drawn on a board
        the position has left): refused with the engine's reason (``state.why_not``).

        Raises:
            InvalidMoveError: the game's ``coerce_move`` cannot read ``token``.
        """
        try:
            move = state.coerce_move(token)
        except InvalidMoveError as exc:
            raise InvalidMoveError(f"{token!r} is not a place on this board ({exc})") from None
        except IllegalMoveError as exc:  # read, but refused by the rules
            return Refuse(str(exc))
        except (GameError, TypeError, ValueError) as exc:
            raise InvalidMoveError(f"{token!r} is not a place on this board ({exc})") from None
        return Refuse(state.why_not(move) or f"{token} is not a legal move now")

    def frames(self, before: State, action: Any, events: Sequence[Event]) -> list[Any]:
        """Animation frames for an applied action (each passed to :meth:`svg` as ``frame``).

        Default: no animation (``[]``).  Raja Pasu returns one frame per sown seed.
        """
        return []

    def status(self, state: State) -> str:
        """One line in the style of every game: "Red to throw.", "South to move.", "Red to move:
        values 6, 3.", "Game over: red and green win." (the shell capitalises the first letter)."""
        g = state.game
        if state.is_terminal():
            w = state.winner
            if w == "draw":
                return "Game over: a draw."
            if isinstance(w, tuple):
                return "Game over: " + " and ".join(g.player_names[s] for s in w) + " win."
            return f"Game over: {g.player_names[w]} wins."
        who = g.player_names[state.current_player]
        return f"{who} to throw." if state.is_chance() else f"{who} to move."

    def hint(self, state: State) -> str:
        """A hint for the position (shown when the board's Hint toggle is on).

        Default: the move the game's ``"greedy"`` agent (:func:`gamekit.agents.agents_for`) would
        play, or ``""`` if the game has none or nothing is to be decided.
        """
        if state.is_terminal():
            return "The game is over."
        if state.is_chance():
            return f"{state.game.player_names[state.current_player]} throws next."
        from ..agents import agents_for

        greedy = agents_for(state.game).get("greedy")
        return f"The greedy player would play: {greedy(state, None)}." if greedy is not None else ""

    def log_head(self, before: State, action: Any, events: Sequence[Event]) -> str:
        """The action's own line in the log (the shell puts the player's name in front if it is
        not there).  Default: ``before.describe(action)``; with :attr:`log_first_event`, the
        first event's sentence."""
        if self.log_first_event and events and events[0].text:
            return events[0].text
        return before.describe(action)

    def log_lines(self, before: State, action: Any, events: Sequence[Event]) -> list[str]:
        """Lines under the action's own line in the log (:meth:`log_head`).

        Default: the text of every event that says something the action's line does not (with
        :attr:`log_first_event`, every event after the first).
        """
        if self.log_first_event and events and events[0].text:
            return [e.text for e in events[1:] if e.text]
        described = before.describe(action)
        return [e.text for e in events if e.text and e.text != described]

    def throw_svg(self, state: State, picks: Any = None) -> str | None:
        """The throwing device drawn for setting a throw by hand, clickable parts carrying
        ``data-click``; ``picks`` is the view's own record of what has been clicked so far (None at
        first).  Default: None -- the game has no device to click (the shell's list of outcomes
        is enough), and the shell shows no device."""
        return None

    def throw_click(self, state: State, token: str, picks: Any) -> tuple[Any, Any]:
        """Interpret a click on :meth:`throw_svg`: returns ``(picks, outcome_or_None)``; an outcome
        means "throw this".  Default: raises :class:`~gamekit.errors.GameError` (no device).

        Raises:
            GameError: the view draws no throwing device.
        """
        raise GameError(f"{self.title} has no throwing device to click")

    move_label_px: float = float(MOVE_LABEL_PX)
    """The widest a label of this game's "Move:" list may be (CSS px, DejaVu Sans at 17 px):
    the room for text that the board's layout leaves the list in a 1366 x 768 window
    (:data:`gamekit.widgets.sizes.MOVE_LABEL_PX` unless the game's picture takes more of the row);
    ``tests/test_move_labels.py`` holds every label to it, the browser test measures the room."""

    def move_label(self, state: State, move: Any) -> str:
        """The short label of the legal move ``move`` of ``state`` in the board's "Move:" list.

        A list (an HTML ``<select>``) cannot wrap, so a label must fit the list's width at its
        font size (:attr:`move_label_px` at 17 px; the whole sentence,
        ``state.describe(move)``, is the list's tooltip and is shown on the message line when the
        move is chosen), and the labels of one position's moves are all different.  A game whose
        sentences are longer overrides this with a label made from the move's own data (its
        fields, its JSON), never from a rule test of the view's own.  Default: the sentence
        ``state.describe(move)``.
        """
        return state.describe(move)

    def outcome_label(self, state: State, outcome: Any) -> str:
        """Label of a chance outcome in the throw picker."""
        return state.game.outcome_label(outcome)


class TwoDiceView(BoardView):
    """A view whose throw is two dice (German Pachisi PG-10, Sechs-As SA-1): the throw is set by
    hand by clicking the two dice, the one way to set it; the log says "red throws 6-4" once."""

    log_first_event = True

    def throw_svg(self, state: State, picks: Any = None) -> str:
        """The six faces of each die, one click per face (the one way to set a throw by hand);
        clickable only at a chance node.  ``picks``: the face picked so far per die, ``(a, b)``
        with None where none is."""
        return dice_picker_svg(picks if picks is not None else DEFAULT_PICKS, active=state.is_chance())

    def throw_click(self, state: State, token: str, picks: Any) -> tuple[Any, Any]:
        """``die:I:V`` picks face V for die I; the second die's click sets the throw (high, low);
        ``throw:H-L`` sets the throw (H, L) at once.

        Raises:
            ValueError: a token that is not a click on the dice.
        """
        return dice_click(picks, token)


def view_for(game: Game) -> BoardView:
    """A new board view for ``game``: the class its registry entry names (:mod:`gamekit.registry`),
    built with no arguments (a view reads everything it draws from the state, ``state.game`` for
    the options).  Raises :class:`~gamekit.errors.GameError` if the game has no view.
    """
    e = registry.entry_for(game)
    if e.view is None:
        with_views = ", ".join(x.key for x in registry.entries() if x.view is not None)
        raise GameError(f"no board view for game {e.key!r}; views exist for {with_views}")
    return registry.resolve(e.view)()


def show(state: State, events: Sequence[Event] = (), selected: Any = None) -> None:
    """Display ``state`` in a notebook as its board view draws it, with nothing to click: a
    :class:`~gamekit.render.Picture` (the SVG, shown as an image) whose alt text is the view's title
    and status line, e.g. ``"Pačísí (Czech rules): red to throw."``.

    ``events``: the :class:`~gamekit.core.Event` list of the action that led to ``state`` (the
    board outlines the fields they touch); ``selected``: what the view's :meth:`BoardView.svg`
    takes as the chosen piece or unit (None: nothing chosen).

    Raises:
        GameError: ``state`` is no gamekit state, ``events`` is no list or tuple, or the game has
            no board view (:func:`view_for`).
    """
    from IPython.display import display

    from ..render import Picture

    state_arg(state, "show")
    events = seq_arg(events, "show", "events")
    view = view_for(state.game)
    display(Picture(view.svg(state, events=events, selected=selected), alt=f"{view.title}: {view.status(state)}"))
