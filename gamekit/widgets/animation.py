"""Animation of the last action on a :class:`~gamekit.widgets.shell.GameBoard`.

The view turns an action into frames (``BoardView.frames``: a Raja Pasu relay sowing is one frame
per seed dropped).  The board shows them by itself at the chosen speed (:data:`SPEEDS`, the
"Animation:" list), or one at a time with "Step"; "Skip" shows the result; a caption says what
the frame shows.  Animation position ``0`` is the position before the action, ``1..n`` its frames
and ``n + 1`` the settled result.
"""

from __future__ import annotations

import html
import math
from typing import Any

import ipywidgets as W

from ..errors import GameError
from .layout import button, row

__all__ = ["SPEEDS", "DEFAULT_SPEED", "AnimationControls"]

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


def frame_stride(n: int, speed: str) -> int:
    """Frames to move on per tick (>= 1) so that ``n`` frames and the result last at most the
    speed's limit of seconds (every frame, 1, for a speed without a limit).

    Raises:
        KeyError: ``speed`` is not a key of :data:`SPEEDS`.
    """
    ms, limit = SPEEDS[speed]
    return 1 if limit is None else max(1, math.ceil((n + 1) * ms / 1000 / limit))


class AnimationControls:
    """The animation part of :class:`~gamekit.widgets.shell.GameBoard` (a base class of it, in
    the way ``ipywidgets.ValueWidget`` is one of ``IntSlider``; not a widget on its own).

    Its controls: ``step_button``, ``skip_button``, ``speed_dropdown`` and ``caption_html``.
    It keeps the board's ``_frames`` (frames of the action that led to the state shown),
    ``_pos`` (animation position), ``_anim_running`` and ``_stride``, and uses the board's
    record, view, clock (``_update_clock``, ``time_source``, ``_ready_at``) and drawing
    (``_refresh``, ``_render_board``, ``_render_status``).
    """

    def _build_animation_controls(self, speed: str) -> W.HBox:
        """Make Step, Skip, the "Animation:" list (set to ``speed``) and the caption; return their row."""
        self.step_button = button(
            "Step", "Show the next frame of the animation (one click = one frame)", self.step_animation
        )
        self.skip_button = button("Skip", "Finish the animation and show the result", self.skip_animation)
        self.speed_dropdown = W.Dropdown(
            description="Animation:",
            options=[(k, k) for k in SPEEDS],
            value=speed,
            tooltip="How fast an action is animated (off: the result at once)",
            style={"description_width": "initial"},
            layout=W.Layout(width="auto", min_width="12em"),
        )
        self.speed_dropdown.observe(self._on_speed_change, names="value")
        self.caption_html = W.HTML()
        self.caption_html.add_class("gk-caption")
        return row([self.step_button, self.skip_button, self.speed_dropdown, self.caption_html])

    @property
    def frames(self) -> list[Any]:
        """Animation frames of the action that led to the current state."""
        return list(self._frames)

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
        return self._anim_running

    @property
    def speed(self) -> str:
        """The animation speed (a key of :data:`SPEEDS`)."""
        return self.speed_dropdown.value

    def step_animation(self) -> None:
        """Show the next animation frame (one click = one frame; it pauses a playing animation);
        at the end, start it over."""
        n = len(self._frames)
        if not n:
            self._set_message("There is no animation to show here.", "info")
            self._refresh()
            return
        self._anim_running = False
        self._show_frame(0 if self._pos >= n + 1 else self._pos + 1)

    def skip_animation(self) -> None:
        """Stop the animation and show the result of the last action."""
        self._finish_animation(force=True)

    def show_frame(self, pos: int) -> None:
        """Show animation position ``pos`` (0 the position before the last action, 1..n its frames,
        n + 1 the result), paused.

        Raises:
            ValueError: ``pos`` outside ``0..len(frames) + 1``.
        """
        n = len(self._frames)
        if type(pos) is not int or not 0 <= pos <= n + 1:
            raise GameError(f"pos: {pos!r} is outside 0..{n + 1}")
        self._anim_running = False
        self._show_frame(pos)

    def _start_animation(self, animate: bool) -> None:
        """Load the frames of the action that led to the state shown; play them if ``animate``
        and the speed is not "off", else show the result."""
        self._load_frames()
        n = len(self._frames)
        self._animated = bool(animate and n and self.speed != "off")
        if self._animated:
            self._anim_running = True
            self._stride = frame_stride(n, self.speed)
            self._pos = min(self._stride, n)
        else:
            self._anim_running = False
            self._pos = n + 1

    def _finish_animation(self, force: bool = False) -> None:
        """Show the settled position at once (a click, a button or Skip during an animation)."""
        if self.frame_index is not None or force:
            self._anim_running = False
            if self.frame_index is not None:
                self._pos = len(self._frames) + 1
                self._ready_at = self.time_source()
                self._refresh()
            self._update_clock()

    def _load_frames(self) -> None:
        rec = self._record
        c = rec.cursor
        if c == 0:
            self._frames = []
        else:
            self._frames = list(self.view.frames(rec.states[c - 1], rec.actions[c - 1], rec.events[c - 1]))

    def _show_frame(self, pos: int, keep_running: bool = False) -> None:
        """Show animation position ``pos`` (0 before, 1..n frames, n + 1 settled)."""
        self._pos = pos
        if not keep_running:
            self._anim_running = False
        if self.frame_index is None:
            self._ready_at = self.time_source()
            self._refresh()
            self._update_clock()
            return
        self._render_board()
        self._render_caption()
        self._render_status()
        self._update_clock()

    def _on_speed_change(self, _change: Any) -> None:
        if self.speed == "off":
            self._finish_animation()
        elif self._anim_running:
            self._stride = frame_stride(len(self._frames), self.speed)
        self._update_clock()

    def _render_caption(self) -> None:
        """The caption: the frame shown; once settled, "Animation: N frames (press Step ...)" only
        where the last action was not animated (speed "off", Undo, the slider), else nothing."""
        n = len(self._frames)
        idx = self.frame_index
        if not n or (idx is None and getattr(self, "_animated", False)):
            text = ""  # no frames, or the class has just watched them
        elif idx is None:
            text = f"Animation: {n} frame{'s' if n != 1 else ''} (press Step to watch the last action)."
        elif idx < 0:
            text = f"Before the last action (frame 0 of {n})."
        else:
            what = getattr(self._frames[idx], "text", "")
            text = f"Frame {idx + 1} of {n}" + (f": {what}" if what else ".")
        self.caption_html.value = html.escape(text)
