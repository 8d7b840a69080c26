"""The one board widget shell every game uses: :class:`GameBoard`.

A :class:`GameBoard` shows a game through its :class:`~gamekit.widgets.view.BoardView` and keeps
a :class:`~gamekit.core.GameRecord`.  It knows nothing about any particular game.

What a class sees (every control has a name and a tooltip, and works with Tab, Enter and Space;
the board's own keys work only while the focus is inside the board).  The board picture sits
beside a control column so that both fit a projector's screen (:mod:`gamekit.widgets.layout`);
in the column, top to bottom: status line, message line, throwing, the move, Undo/Redo, the
players, hint, animation, replay and log:

* the status line (large): whose turn, what is due, or the result;
* a message line: why a click was refused (prominent), or what a click selected;
* the board (:class:`~gamekit.widgets.svgboard.SvgBoard`): click a highlighted element, or Tab to
  it and press Enter or Space;
* animation of the last action: Play/Pause (an ``ipywidgets.Play``), "Step" (one click = one
  frame), "Skip" (to the end), and a caption saying what the frame shows;
* throwing (only for games with chance): "Throw" (random, from a ``numpy`` Generator seeded by
  ``seed``), or choose the throw by hand and press "Set throw";
* moves without the mouse on the board: a list of the legal moves and "Play move";
* "Undo", "Redo", a replay slider over the whole record, "New game", and "Hint" when the view
  has hints;
* computer players: one list per seat ("person", "random", "greedy", ...), "Computer move" (one
  click = one step for a computer seat) and "auto" (computers play on until a person's turn, at
  most ``max_auto_steps`` steps per go; they throw for themselves too);
* the log of every action in words, newest at the bottom; the newest action is also announced
  by a live region (``aria-live="polite"``) for screen readers.

Everything the controls do is also a method (:meth:`GameBoard.play`, :meth:`GameBoard.click`,
:meth:`GameBoard.throw`, :meth:`GameBoard.undo`, ...), so tests and notebooks can drive a board.
"""

from __future__ import annotations

import html
import re
from typing import Any, Callable, Mapping, Sequence

import ipywidgets as W
import numpy as np

from ..agents import agents_for, game_key
from ..core import Game, GameRecord, State, sample_outcome
from ..errors import GameError
from .layout import BOARD_HEIGHT, STYLE, arrange, row
from .svgboard import SvgBoard
from .view import BoardView, Refuse, Select

__all__ = ["GameBoard", "PERSON"]

PERSON = "person"
"""The seat choice for a human player."""

_DATA_CLICK = re.compile(r'\sdata-(?:click|label)="[^"]*"')



def _button(description: str, tooltip: str, handler: Callable[[], Any], **kw: Any) -> W.Button:
    b = W.Button(description=description, tooltip=tooltip, layout=W.Layout(width="auto"), **kw)
    b.on_click(lambda _b: handler())
    return b


class GameBoard(W.VBox):
    """A playable board for any gamekit game.

    ``GameBoard(game_or_state_or_record, view=None, *, agents=None, seats=None, seed=0)``

    * ``game_or_state_or_record``: a game (starts at ``game.initial_state()``), a state (starts
      there, e.g. a position loaded from JSON) or a :class:`~gamekit.core.GameRecord` (shown at
      its cursor; the board edits that record).
    * ``view``: the game's :class:`~gamekit.widgets.view.BoardView`; None picks the game's view.
    * ``agents``: ``{name: agent}`` computer players; None uses ``agents_for(game)``.
    * ``seats``: a list (one entry per seat) or a dict ``{seat: name}`` of ``"person"`` or an
      agent name; None means everybody is a person.
    * ``seed``: seeds the ``numpy.random.Generator`` used for throws and computer players.
    * ``auto``: start with "auto" ticked; ``autoplay``: animate each action as it is made
      (False: show the result at once; Play/Step still show the animation);
      ``interval``: milliseconds per animation frame; ``max_auto_steps``: bound on one auto run.
    """

    def __init__(
        self,
        game_or_state_or_record: Game | State | GameRecord,
        view: BoardView | None = None,
        *,
        agents: Mapping[str, Callable] | None = None,
        seats: Sequence[str] | Mapping[int, str] | None = None,
        seed: int | None = 0,
        auto: bool = False,
        autoplay: bool = True,
        interval: int = 500,
        max_auto_steps: int = 500,
    ) -> None:
        x = game_or_state_or_record
        if isinstance(x, GameRecord):
            record = x
        elif isinstance(x, State):
            record = GameRecord(x)
        elif isinstance(x, Game):
            record = GameRecord(x.initial_state())
        else:
            raise TypeError(f"GameBoard needs a game, a state or a GameRecord, not {type(x).__name__}")
        self._record = record
        game = record.game
        if view is None:
            from . import view_for

            view = view_for(game)
        self.view = view
        self.rng = np.random.default_rng(seed)
        self.agents: dict[str, Callable] = dict(agents) if agents is not None else agents_for(game)
        if PERSON in self.agents:
            raise ValueError(f"{PERSON!r} is reserved for human players; rename that agent")
        self.autoplay = bool(autoplay)
        self.max_auto_steps = int(max_auto_steps)
        self._selected: Any = None
        self._message = ""
        self._message_kind = ""  # "", "refused", "selected", "info"
        self._frames: list[Any] = []
        self._has_chance = record.states[0].is_chance() or any(s.is_chance() for s in record.states)
        self._syncing = False
        self._anim_hold = 0
        self._log_cache: dict[int, tuple[Any, list[str]]] = {}

        seat_names = self._seat_list(seats, game.num_players)

        # --- widgets -------------------------------------------------------------------------
        self.status_html = W.HTML(layout=W.Layout(width="100%"))
        self.status_html.add_class("gk-status")
        self.message_html = W.HTML(layout=W.Layout(width="100%"))
        self.message_html.add_class("gk-message")
        self.svgboard = SvgBoard(
            label=view.title,
            shortcut_keys=["ArrowLeft", "ArrowRight", "s"],
            help="Keys: Tab \u00b7 Enter or Space plays \u00b7 \u2190 undo \u00b7 \u2192 redo "
            "\u00b7 S step",
            suppress_scope=".gamekit-board",
            fit_height=BOARD_HEIGHT,
            layout=W.Layout(width="auto"),
        )
        self.svgboard.on_click(self.click)
        self.svgboard.on_key(self._on_key)

        # animation
        self.animation = W.Play(
            value=0, min=0, max=0, step=1, interval=int(interval), show_repeat=False,
            description="Animation", tooltip="Play or pause the animation of the last action",
            disabled=True,
        )
        self.animation.observe(self._on_frame, names="value")
        self.step_button = _button("Step", "Show the next frame of the animation (one click = one frame)",
                                   self.step_animation)
        self.skip_button = _button("Skip", "Skip the animation and show the result", self.skip_animation)
        self.caption_html = W.HTML()
        self.caption_html.add_class("gk-caption")
        animation_box = row([self.animation, self.step_button, self.skip_button, self.caption_html])

        # chance
        self.throw_button = _button("Throw", "Throw at random", lambda: self.throw())
        self.outcome_dropdown = W.Dropdown(description="Throw by hand:", options=[],
                                           style={"description_width": "initial"},
                                           layout=W.Layout(width="auto"))
        self.set_throw_button = _button("Set throw", "Use the throw chosen in the list", self._set_throw)
        self.chance_box = row([self.throw_button, self.outcome_dropdown, self.set_throw_button])
        # a view may draw its throwing device for setting a throw by hand (BoardView.throw_svg)
        self._throw_picks: Any = None
        self.throw_board: SvgBoard | None = None
        if view.throw_svg(record.state, None) is not None:
            self.throw_board = SvgBoard(
                label="set the throw by hand", shortcut_keys=[], suppress_scope=".gamekit-board",
                help="",  # each shell and the button say what a click does (their accessible names)
                layout=W.Layout(width="100%"),
            )
            self.throw_board.on_click(self.throw_click)
            self.chance_box.children = (*self.chance_box.children, self.throw_board)

        # moves
        self.move_dropdown = W.Dropdown(description="Move:", options=[],
                                        style={"description_width": "initial"},
                                        layout=W.Layout(width="auto"))
        self.play_button = _button("Play move", "Play the move chosen in the list", self._play_chosen)
        self.move_box = row([self.move_dropdown, self.play_button])

        # history
        self.undo_button = _button("Undo", "Take back the last action (\u2190 inside the board)", self.undo)
        self.redo_button = _button("Redo", "Play the taken-back action again (\u2192 inside the board)", self.redo)
        self.replay_slider = W.IntSlider(value=0, min=0, max=0, description="Replay step:",
                                         style={"description_width": "initial"},
                                         continuous_update=True, layout=W.Layout(width="100%", max_width="420px"))
        self.replay_slider.observe(self._on_slider, names="value")
        self.new_button = _button("New game", "Start a new game from the beginning", self.new_game)
        self.hint_toggle = W.ToggleButton(value=False, description="Hint", tooltip="Show or hide a hint",
                                          layout=W.Layout(width="auto"))
        self.hint_toggle.observe(lambda _c: self._refresh(), names="value")
        self.hint_html = W.HTML()
        self.hint_html.add_class("gk-hint")
        history_box = row([self.undo_button, self.redo_button, self.new_button, self.hint_toggle])
        replay_box = row([self.replay_slider])

        # computer players
        choices = [PERSON, *self.agents]
        self.seat_dropdowns: list[W.Dropdown] = []
        for s in range(game.num_players):
            if seat_names[s] not in choices:
                raise ValueError(
                    f"seat {s} ({game.player_names[s]}): unknown player {seat_names[s]!r}; "
                    f"choose one of {', '.join(map(repr, choices))}"
                )
            d = W.Dropdown(description=f"{game.player_names[s]}:", options=choices, value=seat_names[s],
                           tooltip=f"Who plays {game.player_names[s]}",
                           style={"description_width": "initial"}, layout=W.Layout(width="auto"))
            d.observe(self._on_seat_change, names="value")
            self.seat_dropdowns.append(d)
        self.computer_button = _button("Computer move",
                                       "The computer plays one step for the seat whose turn it is",
                                       self.computer_move)
        self.auto_checkbox = W.Checkbox(value=bool(auto), description="auto", indent=False,
                                        tooltip="Computers play on by themselves until a person's turn",
                                        layout=W.Layout(width="auto"))
        self.auto_checkbox.observe(self._on_auto_change, names="value")
        players_box = row([*self.seat_dropdowns, self.computer_button, self.auto_checkbox], "gk-players")

        self.log_html = W.HTML(layout=W.Layout(width="100%"))
        self.log_html.add_class("gk-log-box")
        self.style_html = W.HTML(STYLE)

        super().__init__(
            arrange(style=self.style_html, status=self.status_html, message=self.message_html,
                    board=self.svgboard,
                    primary=[self.chance_box, self.move_box, history_box, players_box],
                    secondary=[self.hint_html, animation_box, replay_box, self.log_html]),
            layout=W.Layout(width="100%"),
        )
        self.add_class("gamekit-board")
        self._load_frames()
        self._set_frame(self.animation.max)  # start settled
        self._refresh()
        self._run_auto()

    # ------------------------------------------------------------------------------------------
    # public state

    @property
    def record(self) -> GameRecord:
        """The game record the board shows and edits."""
        return self._record

    @property
    def state(self) -> State:
        """The current state (``record.state``)."""
        return self._record.state

    @property
    def game(self) -> Game:
        return self._record.game

    @property
    def message(self) -> str:
        """The text of the message line (a refusal reason, a selection, or a note); ``""`` if none."""
        return self._message

    @property
    def refused(self) -> bool:
        """True if the message line shows a refusal."""
        return self._message_kind == "refused"

    @property
    def selected(self) -> Any:
        """What the last click selected (passed to the view), or None."""
        return self._selected

    @property
    def status(self) -> str:
        """The status line (plain text)."""
        return self.view.status(self.state)

    @property
    def frames(self) -> list[Any]:
        """Animation frames of the action that led to the current state."""
        return list(self._frames)

    @property
    def frame_index(self) -> int | None:
        """The frame shown (0-based), ``-1`` for the position before the action, None when settled."""
        v, n = self.animation.value, len(self._frames)
        if not n or v >= n + 1:
            return None
        return v - 1

    @property
    def seats(self) -> list[str]:
        """Who plays each seat: ``"person"`` or an agent name."""
        return [d.value for d in self.seat_dropdowns]

    @property
    def log_lines(self) -> list[str]:
        """The log as plain lines: one per action (numbered), undone ones marked."""
        out = []
        for i in range(len(self._record.actions)):
            head, details = self._log_entry(i)
            mark = " (undone)" if i >= self._record.cursor else ""
            out.append(f"{i + 1}. {head}{mark}")
            out.extend(f"   {d}" for d in details)
        return out

    # ------------------------------------------------------------------------------------------
    # actions (each mirrors a control)

    def play(self, move: Any) -> bool:
        """Play a move (a move object, or anything the state accepts); True if it was legal."""
        state = self.state
        if state.is_terminal():
            return self._refuse("The game is over. Press New game to play again.")
        if state.is_chance():
            return self._refuse(f"{self._who(state)} must throw first.")
        return self._act(move)

    def throw(self, outcome: Any = None) -> bool:
        """Throw: ``outcome=None`` throws at random; otherwise sets the throw by hand."""
        state = self.state
        if not state.is_chance():
            if state.is_terminal():
                return self._refuse("The game is over. Press New game to play again.")
            return self._refuse(f"No throw is due: {self.view.status(state)}")
        if outcome is None:
            outcome = self._sample(state)
        return self._act(outcome)

    def throw_click(self, token: str) -> bool:
        """Do what a click on the view's throwing device (``view.throw_svg``) does; True if a throw was made."""
        state = self.state
        if not state.is_chance() or self.throw_board is None:
            return self.throw()  # refused with the reason
        try:
            picks, outcome = self.view.throw_click(state, str(token), self._throw_picks)
        except (GameError, ValueError) as exc:
            return self._refuse(str(exc))
        self._throw_picks = picks
        if outcome is None:
            self._refresh()
            return False
        return self.throw(outcome)

    def click(self, token: str) -> bool:
        """Do what a click on the board element ``data-click=token`` does; True if a move was played."""
        state = self.state
        if self.frame_index is not None:
            self.skip_animation()
        if state.is_terminal():
            return self._refuse("The game is over. Press New game to play again.")
        if state.is_chance():
            return self._refuse(f"{self._who(state)} must throw first: press Throw.")
        try:
            result = self.view.click(state, str(token), self._selected)
        except GameError as exc:
            result = Refuse(str(exc))
        except (ValueError, TypeError, IndexError, KeyError):  # a token the view cannot read
            result = Refuse(f"{token!r} is not a place on this board.")
        if isinstance(result, Refuse):
            return self._refuse(result.reason)
        if isinstance(result, Select):
            self._selected = result.selected
            self._set_message(result.message, "selected")
            self._refresh()
            return False
        return self._act(result)

    def undo(self) -> None:
        """Take back the last action (no-op at the start)."""
        if self._record.can_undo():
            self._record.undo()
            self._message, self._message_kind = "", ""  # an old message would describe another step
            self._after_jump(animate=False)
        else:
            self._set_message("Nothing to undo: this is the start.", "info")
            self._refresh()

    def redo(self) -> None:
        """Play the next taken-back action again (no-op at the end); its animation plays."""
        if self._record.can_redo():
            self._record.redo()
            self._message, self._message_kind = "", ""
            self._after_jump(animate=self.autoplay)
        else:
            self._set_message("Nothing to redo.", "info")
            self._refresh()

    def goto(self, step: int) -> bool:
        """Show the position after ``step`` actions (``0 <= step <= len(record)``); False (with the
        reason shown) for any other step."""
        n = len(self._record)
        if type(step) is not int or not 0 <= step <= n:
            return self._refuse(f"There is no step {step!r}: the game has steps 0 to {n}.")
        self._record.goto(step)
        self._message, self._message_kind = "", ""
        self._after_jump(animate=False)
        return True

    def new_game(self) -> None:
        """Start again from ``game.initial_state()`` (the old record is dropped)."""
        self._record = GameRecord(self.game.initial_state())
        self._has_chance = self._has_chance or self._record.state.is_chance()
        self._log_cache.clear()
        self._selected = None
        self._set_message("New game.", "info")
        self._after_jump(animate=False)
        self._run_auto()

    def step_animation(self) -> None:
        """Show the next animation frame (one click = one frame); at the end, start it over."""
        n = len(self._frames)
        if not n:
            self._set_message("There is no animation to show here.", "info")
            self._refresh()
            return
        self.animation.playing = False
        v = self.animation.value
        self._set_frame(0 if v >= n + 1 else v + 1)

    def skip_animation(self) -> None:
        """Stop the animation and show the result of the last action."""
        self.animation.playing = False
        self._set_frame(self.animation.max)

    def computer_move(self) -> bool:
        """The computer plays one step (a move or a throw) for the seat whose turn it is."""
        state = self.state
        if state.is_terminal():
            return self._refuse("The game is over. Press New game to play again.")
        seat = state.current_player
        if not self._is_computer(seat):
            return self._refuse(
                f"{self.game.player_names[seat]} is played by a person: choose a computer player for "
                f"{self.game.player_names[seat]} first."
            )
        ok = self._computer_step(state, seat)
        if ok:
            self._after_action()
        return ok

    # ------------------------------------------------------------------------------------------
    # internals

    @staticmethod
    def _seat_list(seats: Any, n: int) -> list[str]:
        out = [PERSON] * n
        if seats is None:
            return out
        if isinstance(seats, Mapping):
            for k, v in seats.items():
                if not isinstance(k, int) or not 0 <= k < n:
                    raise ValueError(f"seats: {k!r} is not a seat; seats are 0..{n - 1}")
                out[k] = v
            return out
        seats = list(seats)
        if len(seats) != n:
            raise ValueError(f"seats: give one player per seat ({n}), not {len(seats)}")
        return [str(s) for s in seats]

    def _who(self, state: State) -> str:
        return self.game.player_names[state.current_player]

    def _is_computer(self, seat: int) -> bool:
        return self.seat_dropdowns[seat].value != PERSON

    def _sample(self, state: State) -> Any:
        return sample_outcome(state, self.rng)  # the one sampler (gamekit.core)

    def _computer_step(self, state: State, seat: int) -> bool:
        """Apply one computer action to the record (no refresh); False if refused."""
        if state.is_chance():
            action = self._sample(state)
        else:
            agent = self.agents[self.seat_dropdowns[seat].value]
            action = agent(state, self.rng)
        try:
            self._record.apply(action)
        except GameError as exc:
            self._refuse(f"The computer player for {self.game.player_names[seat]} failed: {exc}")
            return False
        if self._record.state.is_chance():
            self._has_chance = True
        return True

    def _act(self, action: Any) -> bool:
        try:
            self._record.apply(action)
        except GameError as exc:
            return self._refuse(str(exc))
        if self._record.state.is_chance():
            self._has_chance = True
        self._after_action()
        return True

    def _after_action(self) -> None:
        self._selected = None
        self._set_message("", "")
        self._run_auto(refresh=False)
        self._after_jump(animate=self.autoplay)

    def _run_auto(self, refresh: bool = True) -> int:
        """Let computers play on until a person's turn or the end; returns the steps taken."""
        if not self.auto_checkbox.value:
            return 0
        steps = 0
        while True:
            state = self._record.state
            if state.is_terminal() or not self._is_computer(state.current_player):
                break
            if steps >= self.max_auto_steps:
                self._set_message(
                    f"auto stopped after {steps} steps; press Computer move to go on, or untick auto.", "info")
                break
            if not self._computer_step(state, state.current_player):
                break
            steps += 1
        if steps and refresh:
            self._after_jump(animate=self.autoplay)
        return steps

    def _after_jump(self, animate: bool) -> None:
        """The cursor changed: reload frames, set the animation, and refresh every control."""
        self._load_frames()
        self._syncing = True
        try:
            self.animation.playing = False
            self._anim_hold = 0 if animate and self._frames else self.animation.max
            self.animation.value = self._anim_hold
        finally:
            self._syncing = False
        self._refresh()
        if animate and self._frames:
            self.animation.playing = True

    def _load_frames(self) -> None:
        rec = self._record
        c = rec.cursor
        if c == 0:
            frames: list[Any] = []
        else:
            frames = list(self.view.frames(rec.states[c - 1], rec.actions[c - 1], rec.events[c - 1]))
        self._frames = frames
        self._syncing = True
        try:
            n = len(frames)
            # 0 = the position before the action, 1..n = frames, n + 1 = the result (settled)
            if n:
                self.animation.max = n + 1
            else:
                self.animation.value = 0
                self.animation.max = 0
            self.animation.disabled = not n
        finally:
            self._syncing = False

    def _set_frame(self, value: int) -> None:
        """Show animation value ``value`` (0 before, 1..n frames, n + 1 settled), chosen by Python."""
        self._anim_hold = value
        if self.animation.value == value:
            self._render_board()
            self._render_caption()
        else:
            self.animation.value = value

    def _refuse(self, reason: str) -> bool:
        self._set_message(reason, "refused")
        self._refresh()
        return False

    def _set_message(self, text: str, kind: str) -> None:
        self._message = text
        self._message_kind = kind if text else ""

    def _on_key(self, key: str) -> None:
        if key == "ArrowLeft":
            self.undo()
        elif key == "ArrowRight":
            self.redo()
        elif key == "s":
            self.step_animation()

    def _on_frame(self, change: Any) -> None:
        if self._syncing:
            return
        play = self.animation
        from_browser = "value" in getattr(play, "_property_lock", {})
        if from_browser and not play.playing and change["new"] != play.min and change["new"] != self._anim_hold:
            # A timer tick that left the browser before Skip/Step/a new action reached it: keep
            # the frame Python chose.  (The browser's Stop button sets the value to min: allowed.)
            self._set_frame(self._anim_hold)
            return
        self._render_board()
        self._render_caption()

    def _on_slider(self, change: Any) -> None:
        if self._syncing:
            return
        step = int(change["new"])
        if step != self._record.cursor and 0 <= step <= len(self._record):
            self.goto(step)

    def _on_seat_change(self, _change: Any) -> None:
        if self._syncing:
            return
        self._refresh()
        self._run_auto()

    def _on_auto_change(self, change: Any) -> None:
        if change["new"]:
            self._run_auto()
        self._refresh()

    def _set_throw(self) -> None:
        i = self.outcome_dropdown.value
        if not self.state.is_chance():
            self.throw()  # refused with the reason
            return
        outs = self._outcomes(self.state)
        if i is None or not 0 <= i < len(outs):
            self._refuse("Choose a throw in the list first.")
            return
        self.throw(outs[i][0])

    def _play_chosen(self) -> None:
        i = self.move_dropdown.value
        state = self.state
        if state.is_terminal() or state.is_chance():
            self.play(None)  # refused with the reason (game over / throw first)
            return
        moves = state.legal_moves()
        if i is None or not 0 <= i < len(moves):
            self._refuse("Choose a move in the list first.")
            return
        self.play(moves[i])

    @staticmethod
    def _outcomes(state: State) -> list[tuple[Any, float]]:
        return [(o, p) for o, p in state.chance_outcomes() if p > 0] if state.is_chance() else []

    # --- drawing ------------------------------------------------------------------------------
    def _board_svg(self) -> str:
        rec = self._record
        idx = self.frame_index
        if idx is None:
            return self.view.svg(rec.state, events=rec.last_events, selected=self._selected)
        if idx < 0:  # the position before the action, nothing clickable
            before = rec.states[rec.cursor - 1]
            events = rec.events[rec.cursor - 2] if rec.cursor >= 2 else ()
            return _DATA_CLICK.sub("", self.view.svg(before, events=events))
        frame = self._frames[idx]
        return _DATA_CLICK.sub("", self.view.svg(rec.state, events=rec.last_events, frame=frame))

    def _render_board(self) -> None:
        self.svgboard.svg = self._board_svg()

    def _render_caption(self) -> None:
        n = len(self._frames)
        idx = self.frame_index
        if not n:
            text = ""
        elif idx is None:
            text = f"Animation: {n} frame{'s' if n != 1 else ''} (press Play or Step to watch the last action)."
        elif idx < 0:
            text = f"Before the last action (frame 0 of {n})."
        else:
            what = getattr(self._frames[idx], "text", "")
            text = f"Frame {idx + 1} of {n}" + (f": {what}" if what else ".")
        self.caption_html.value = html.escape(text)

    def _log_entry(self, i: int) -> tuple[str, list[str]]:
        rec = self._record
        key = (id(rec.states[i]), id(rec.actions[i]))
        hit = self._log_cache.get(i)
        if hit is not None and hit[0] == key:
            return hit[1][0], hit[1][1:]
        before, action, events = rec.states[i], rec.actions[i], rec.events[i]
        try:
            who = self.game.player_names[before.current_player]
        except (IndexError, TypeError):
            who = ""
        described = before.describe(action)
        details = [str(t) for t in self.view.log_lines(before, action, events)]
        head = f"{who}: {described}" if who and not described.startswith(who) else described
        self._log_cache[i] = (key, [head, *details])
        return head, details

    def _render_log(self) -> str:
        rec = self._record
        n = len(rec.actions)
        first = max(0, n - 200)
        items = []
        for i in range(first, n):
            head, details = self._log_entry(i)
            cls = ' class="gk-undone"' if i >= rec.cursor else ""
            sub = ""
            if details:
                sub = "<ul>" + "".join(f"<li>{html.escape(d)}</li>" for d in details) + "</ul>"
            undone = " (undone)" if i >= rec.cursor else ""
            items.append(f"<li{cls}>{html.escape(head)}{undone}{sub}</li>")
        if not items:
            body = "<p><i>No actions yet.</i></p>"
        else:
            more = f"<p><i>{first} earlier actions not shown.</i></p>" if first else ""
            body = f'{more}<ol start="{first + 1}">{"".join(items)}</ol>'
        # A scrollable region; the latest action is announced by a live region the board
        # keeps beside it (svgboard.py: .gk-live), since this markup is replaced on every action.
        return (f'<div class="gk-log" role="region" aria-label="Game log" tabindex="0">'
                f"<div><b>Log</b>{body}</div></div>")

    def _refresh(self) -> None:
        """Bring every control in line with the record."""
        rec = self._record
        state = rec.state
        self._syncing = True
        try:
            status = self.view.status(state)
            self.status_html.value = f'<div role="status" aria-live="polite">{html.escape(status)}</div>'
            if self._message:
                cls = {"refused": "gk-refused", "selected": "gk-selected"}.get(self._message_kind, "")
                role = ' role="alert"' if self._message_kind == "refused" else ""
                prefix = "Not allowed: " if self._message_kind == "refused" else ""
                self.message_html.value = (f'<div class="{cls}"{role}>{html.escape(prefix)}'
                                           f"{html.escape(self._message)}</div>")
            else:
                self.message_html.value = ""
            self._render_board()
            self._render_caption()

            # chance controls
            chance = state.is_chance() and not state.is_terminal()
            outs = self._outcomes(state)
            self.outcome_dropdown.options = [
                (f"{self.view.outcome_label(state, o)} ({p:.1%})", i) for i, (o, p) in enumerate(outs)
            ]
            self.outcome_dropdown.value = 0 if outs else None
            # Buttons stay enabled (a disabled button drops the keyboard focus and leaves the Tab
            # order); the control that is due is marked, and a press out of turn says why not.
            self.outcome_dropdown.disabled = not chance
            self.throw_button.button_style = "primary" if chance else ""
            self.set_throw_button.button_style = "primary" if chance else ""
            self.chance_box.layout.display = None if self._has_chance else "none"
            if self.throw_board is not None:
                self.throw_board.svg = self.view.throw_svg(state, self._throw_picks)
                self.throw_board.layout.display = None if chance else "none"

            # move controls
            moves = [] if chance or state.is_terminal() else state.legal_moves()
            self.move_dropdown.options = [(str(m), i) for i, m in enumerate(moves)]
            self.move_dropdown.value = 0 if moves else None
            self.move_dropdown.disabled = not moves
            self.play_button.button_style = "primary" if moves else ""

            # history
            n = len(rec)
            if self.replay_slider.max != n:
                if n < self.replay_slider.value:
                    self.replay_slider.value = 0
                self.replay_slider.max = n
            self.replay_slider.value = rec.cursor
            self.replay_slider.disabled = n == 0

            # computer players
            computer_due = not state.is_terminal() and self._is_computer(state.current_player)
            self.computer_button.button_style = "primary" if computer_due else ""

            # hint
            if self.hint_toggle.value and not state.is_terminal():
                self.hint_html.value = f"<div>{html.escape(str(self.view.hint(state)))}</div>"
            else:
                self.hint_html.value = ""

            self.log_html.value = self._render_log()
        finally:
            self._syncing = False

    def save_svg(self, path: Any) -> str:
        """Export the position shown (the current step) as an SVG file for worksheets; returns the path."""
        from ..render import save_svg

        return save_svg(self.state, path, events=self._record.last_events)

    def __repr__(self) -> str:
        status = self.view.status(self.state).rstrip(".")
        return f"GameBoard({game_key(self.game)}: {status}, step {self._record.cursor} of {len(self._record)})"
