"""Animation of the last action on a :class:`~gamekit.widgets.shell.GameBoard`.

The view turns an action into frames (``BoardView.frames``: a Raja Pasu relay sowing is one frame
per seed dropped).  The board shows them by itself at the chosen speed, or one at a time with
"Step"; "Skip" shows the result; a caption says what the frame shows.

One "Speed:" list sets both how fast an action is animated (:data:`SPEEDS`) and how long a
computer player waits before it acts (the pace, :data:`~gamekit.widgets.seats.PACES`): its
choices are :data:`SPEED_CHOICES` (and, for a board made with another pair, that pair).  Animation position ``0`` is the position before the action, ``1..n`` its frames
and ``n + 1`` the settled result.
"""

from __future__ import annotations

import html
import math
from typing import Any

import ipywidgets as W

from ..errors import GameError
from .host import Host
from .layout import button

__all__ = ["SPEEDS", "DEFAULT_SPEED", "SPEED_CHOICES"]  # AnimationControls: a part of the board shell only

SPEEDS: dict[str, tuple[int, float | None]] = {
    "off": (0, 0.0),
    "fast": (60, 1.5),
    "brisk": (100, 3.0),
    "slow": (500, None),
}
"""Animation speeds: ``name -> (milliseconds per frame, at most seconds per action or None)``.

"off" shows the result at once (Step still shows the frames); with a limit, a long animation
(a Raja Pasu relay of 107 events) shows every k-th frame so that it lasts at most that long;
"slow" shows every frame (a teacher following seed by seed)."""

DEFAULT_SPEED = "brisk"

SPEED_CHOICES: dict[str, tuple[str, float]] = {
    "slow": ("slow", 2.0),
    "steady": ("brisk", 1.0),
    "fast": ("fast", 0.5),
    "at once": ("off", 0.0),
}
"""The "Speed:" list: ``label -> (animation speed, a key of SPEEDS; pace of computer players in
seconds)``.  "steady" is the board's default (``speed="brisk", pace=1.0``); "at once" shows every
result at once and lets computers play on in the same call."""


def speed_options(speed: str, pace: float) -> list[tuple[str, tuple[str, float]]]:
    """The options of the "Speed:" list: :data:`SPEED_CHOICES`, and ``(speed, pace)`` as one more
    (labelled with both) when it is none of them."""
    options = [(label, pair) for label, pair in SPEED_CHOICES.items()]
    if (speed, float(pace)) not in SPEED_CHOICES.values():
        options.append((f"{speed} animation, computers {float(pace):g} s", (speed, float(pace))))
    return options


def frame_stride(n: int, speed: str) -> int:
    """Frames to move on per tick (>= 1) so that ``n`` frames and the result last at most the
    speed's limit of seconds (every frame, 1, for a speed without a limit).

    Raises:
        KeyError: ``speed`` is not a key of :data:`SPEEDS`.
    """
    ms, limit = SPEEDS[speed]
    return 1 if limit is None else max(1, math.ceil((n + 1) * ms / 1000 / limit))


class AnimationControls:
    """The animation part of :class:`~gamekit.widgets.shell.GameBoard` (an object the board holds,
    told about the board by its :class:`~gamekit.widgets.host.Host`).

    Its controls: ``step_button``, ``skip_button``, ``speed_dropdown`` (the "Speed:" list, whose
    value is ``(animation speed, pace)``) and ``caption_html``.  It keeps the frames of the action
    that led to the state shown, the animation position (0 before the action, 1..n its frames,
    n + 1 the result), whether it plays by itself, and how many frames a tick moves on.
    """

    def __init__(self, host: Host, speed: str, pace: float) -> None:
        """Make Step, Skip, the "Speed:" list (set to ``(speed, pace)``) and the caption (the board
        places them)."""
        self._host = host
        self._frames: list[Any] = []
        self._pos = 0
        self._running = False
        self._stride = 1
        self._animated = False
        self.step_button = button(
            "Step", "Show the next frame of the animation (one click = one frame)", self.step_animation
        )
        self.skip_button = button("Skip", "Finish the animation and show the result", self.skip_animation)
        self.speed_dropdown = W.Dropdown(
            description="Speed:",
            options=speed_options(speed, pace),
            value=(speed, float(pace)),
            tooltip="How fast actions are shown and computer players play (at once: no animation, no waiting)",
            style={"description_width": "initial"},
            layout=W.Layout(width="auto"),
        )
        self.speed_dropdown.observe(self._on_speed_change, names="value")
        self.caption_html = W.HTML()
        self.caption_html.add_class("gk-caption")

    @property
    def frames(self) -> list[Any]:
        """Animation frames of the action that led to the current state."""
        return list(self._frames)

    def frame(self, index: int) -> Any:
        """Frame ``index`` (0-based) of the action that led to the current state."""
        return self._frames[index]

    @property
    def frame_index(self) -> int | None:
        """The frame shown (0-based), ``-1`` for the position before the action, None when settled."""
        n = len(self._frames)
        if not n or self._pos >= n + 1:
            return None
        return self._pos - 1

    @property
    def animating(self) -> bool:
        """True while an animation plays by itself (the clock shows its frames)."""
        return self._running

    @property
    def speed(self) -> str:
        """The animation speed (a key of :data:`SPEEDS`), as the "Speed:" list sets it."""
        return self.speed_dropdown.value[0]

    @property
    def pace(self) -> float:
        """Seconds a computer player waits before each action (0: at once), as the "Speed:" list sets it."""
        return float(self.speed_dropdown.value[1])

    def step_animation(self) -> None:
        """Show the next animation frame (one click = one frame; it pauses a playing animation);
        at the end, start it over."""
        n = len(self._frames)
        if not n:
            self._host.tell("There is no animation to show here.", "info")
            return
        self._running = False
        self._show_frame(0 if self._pos >= n + 1 else self._pos + 1)

    def skip_animation(self) -> None:
        """Stop the animation and show the result of the last action."""
        self.finish(force=True)

    def show_frame(self, pos: int) -> None:
        """Show animation position ``pos`` (0 the position before the last action, 1..n its frames,
        n + 1 the result), paused.

        Raises:
            ValueError: ``pos`` outside ``0..len(frames) + 1``.
        """
        n = len(self._frames)
        if type(pos) is not int or not 0 <= pos <= n + 1:
            raise GameError(f"pos: {pos!r} is outside 0..{n + 1}")
        self._running = False
        self._show_frame(pos)

    def start(self, animate: bool) -> None:
        """Load the frames of the action that led to the state shown; play them if ``animate``
        and the speed is not "off", else show the result (no redraw)."""
        self._load_frames()
        n = len(self._frames)
        self._animated = bool(animate and n and self.speed != "off")
        if self._animated:
            self._running = True
            self._stride = frame_stride(n, self.speed)
            self._pos = min(self._stride, n)
        else:
            self._running = False
            self._pos = n + 1

    def settle(self) -> None:
        """Stop and stand at the result of the action that led to the state shown (no redraw)."""
        self._running = False
        self._load_frames()
        self._pos = len(self._frames) + 1

    def stop(self) -> None:
        """Stop playing by itself (the frame shown stays)."""
        self._running = False

    def finish(self, force: bool = False) -> None:
        """Show the settled position at once (a click, a button or Skip during an animation)."""
        if self.frame_index is not None or force:
            self._running = False
            if self.frame_index is not None:
                self._pos = len(self._frames) + 1
                self._host.settled()
            else:
                self._host.update_clock()

    def advance(self) -> str:
        """One tick of a playing animation: ``"frame"`` (the next frame is shown) or
        ``"settled"`` (it ended on the result)."""
        n = len(self._frames)
        pos = min(self._pos + self._stride, n + 1)
        if pos >= n + 1:
            self._running = False
            self._pos = n + 1
            self._host.settled()
            return "settled"
        self._show_frame(pos, keep_running=True)
        return "frame"

    def _load_frames(self) -> None:
        rec = self._host.record
        c = rec.cursor
        if c == 0:
            self._frames = []
        else:
            self._frames = list(self._host.view.frames(rec.states[c - 1], rec.actions[c - 1], rec.events[c - 1]))

    def _show_frame(self, pos: int, keep_running: bool = False) -> None:
        """Show animation position ``pos`` (0 before, 1..n frames, n + 1 settled)."""
        self._pos = pos
        if not keep_running:
            self._running = False
        if self.frame_index is None:
            self._host.settled()
            return
        self._host.show_moment()

    def _on_speed_change(self, _change: Any) -> None:
        if self.speed == "off":
            self.finish()
        elif self._running:
            self._stride = frame_stride(len(self._frames), self.speed)
        self._host.update_clock()
        self._host.pace_changed()  # the same list sets the computers' pace

    def caption(self) -> str:
        """The caption (HTML-escaped): the frame shown; once settled, "Animation: N frames (press
        Step ...)" only where the last action was not animated (speed "off", Undo, the slider),
        else nothing."""
        n = len(self._frames)
        idx = self.frame_index
        if not n or (idx is None and self._animated):
            text = ""  # no frames, or the class has just watched them
        elif idx is None:
            text = f"Animation: {n} frame{'s' if n != 1 else ''} (press Step to watch the last action)."
        elif idx < 0:
            text = f"Before the last action (frame 0 of {n})."
        else:
            what = getattr(self._frames[idx], "text", "")
            text = f"Frame {idx + 1} of {n}" + (f": {what}" if what else ".")
        return html.escape(text)
