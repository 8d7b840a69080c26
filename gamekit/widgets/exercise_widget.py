"""A widget that asks one exercise at a time and checks the answer (ipywidgets).

    from gamekit.widgets.exercise_widget import exercise
    exercise("raja_pasu", "which_can_move", seed=0)

The position is drawn on a clickable board (:class:`~gamekit.widgets.svgboard.SvgBoard`).  A
question about places ("which can move?") is answered on the drawing itself: the holes, pieces,
units or dice of the player to move carry ``data-click`` (:func:`gamekit.render.draw_places`,
all drawn alike, so the drawing does not give the answer away); a click, or Tab and
Enter/Space, picks or unpicks a place, which the board rings and the toggle button of the same
choice shows pressed (the buttons are the same answer in words; a German piece with several
values is picked by value there).  Other questions are answered with toggle buttons, a text
field (a chance: ``1/3`` or ``33%``) or small fields (what happens).  Check announces the
feedback in an ``aria-live`` region.  "New question" asks the next seed; "Show me" gives the
answer and plays it on the board event by event (the events of ``apply_with_events``, the
frames of the game's board view, at the board's :data:`~gamekit.widgets.animation.DEFAULT_SPEED`);
the score counts this sitting; "Questions and answers (JSON)" shows every exercise given, to
copy.  Text is at least 16 px.
"""

from __future__ import annotations

import html
import json
from typing import Any

import ipywidgets as W

from ..exercises import generate
from ..exercises.base import Exercise, ExerciseError
from ..exercises.places import candidates, places_of, supports
from ..render import draw, draw_places
from .animation import DEFAULT_SPEED, SPEEDS, frame_stride
from .static import StaticFallback, svg_picture
from .svgboard import SvgBoard

_STYLE = "font-size:17px;line-height:1.4;white-space:normal"


def _big(button):
    """A button with 16 px text, as wide as its label (a projector at 1366x768)."""
    button.style.font_size = "16px"
    button.layout = W.Layout(width="auto", height="auto", margin="2px")
    return button


def show_frames(state, move) -> list[tuple[str, str]]:
    """The answer ``move`` played in ``state``, event by event: ``(svg, caption)`` pairs, from the
    position before, through one frame per frame of the game's board view (a Raja Pasu relay:
    one per seed) or else one per event of ``state.apply_with_events(move)`` (its fields
    outlined so far), to the position after.  Raises :class:`~gamekit.GameError` if ``move`` is
    not legal in ``state``."""
    from .view import view_for

    after, events = state.apply_with_events(move)
    out = [(draw(state), f"Before: {state.describe(move)}.")]
    view = view_for(state.game)
    frames = view.frames(state, move, events)
    texts = [e.text for e in events if e.text]
    if frames:
        for i, f in enumerate(frames):
            svg = view.svg(after, events=events, frame=f, clickable=False)
            what = getattr(f, "text", "") or ""
            out.append((svg, f"Frame {i + 1} of {len(frames)}" + (f": {what}" if what else ".")))
    else:
        shown = [e for e in events if e.text]
        for i, e in enumerate(shown):
            out.append((draw(after, events=shown[: i + 1]), f"Event {i + 1} of {len(shown)}: {e.text}"))
    out.append((draw(after, events=events), "After: " + ("; ".join(texts) if texts else str(move)) + "."))
    return out


class ExerciseWidget(StaticFallback, W.VBox):
    """One exercise after another for a game and kind; ``exercise`` is the one shown.

    ``score`` is ``(right, asked)`` for this sitting; ``given`` the exercises asked so far;
    ``board`` the clickable drawing (:class:`~gamekit.widgets.svgboard.SvgBoard`);
    ``places`` the places of a question about places (token -> (name, choice ids)), else ``{}``.
    Raises :class:`ExerciseError` if the kind does not fit the game (from :func:`generate`).
    """

    def __init__(self, key: str, kind: str, seed: int = 0) -> None:
        self.key, self.kind, self.seed = key, kind, seed
        self.right = 0
        self.asked = 0
        self.given: list[Exercise] = []
        self.places: dict[str, tuple[str, tuple[str, ...]]] = {}
        self._show_queue: list[tuple[str, str]] = []
        self._prompt = W.HTML()
        self.board = SvgBoard(label="the position of the question")
        self.board.on_click(self.click_place)
        self.board.on_tick(self.step_show)
        self._caption = W.HTML()
        self._caption.add_class("gk-ex-caption")
        self._answer_box = W.VBox()
        self._feedback = W.HTML()
        self._score = W.HTML()
        self._json = W.Textarea(layout=W.Layout(width="100%", height="6em", display="none"))
        self._json.description = ""
        check = W.Button(description="Check", button_style="primary")
        new = W.Button(description="New question")
        show = W.Button(description="Show me")
        dump = W.Button(description="Questions and answers (JSON)")
        check.on_click(lambda _b: self.check())
        new.on_click(lambda _b: self.new_question())
        show.on_click(lambda _b: self.show_me())
        dump.on_click(lambda _b: self._toggle_json())
        for b in (check, new, show, dump):
            _big(b)
        buttons = W.HBox([check, new, show, dump], layout=W.Layout(flex_flow="row wrap"))
        left = W.VBox([self.board, self._caption], layout=W.Layout(width="46%", min_width="320px"))
        side = W.VBox(
            [self._prompt, self._answer_box, buttons, self._feedback, self._score],
            layout=W.Layout(width="52%", padding="0 0 0 12px"),
        )
        super().__init__(
            [W.HBox([left, side], layout=W.Layout(align_items="flex-start")), self._json],
            layout=W.Layout(max_width="1300px"),
        )
        self.add_class("gk-exercise")
        self._feedback.add_class("gk-ex-feedback")
        self._score.add_class("gk-ex-score")
        self._show(generate(key, kind, seed))

    static_note = "Run the notebook to answer."

    def _static_picture(self) -> str:
        """The position and the question asked (see :mod:`gamekit.widgets.static`)."""
        return svg_picture(draw(self.exercise.state)) + self._prompt.value

    def _static_summary(self) -> str:
        return f"Exercise ({self.key}, {self.kind}, seed {self.exercise.seed}): {self.exercise.prompt}"

    # -- showing -----------------------------------------------------------------------------
    def _show(self, ex: Exercise) -> None:
        self.exercise = ex
        self.given.append(ex)
        self._stop_show()
        self._prompt.value = f'<p style="{_STYLE};font-weight:bold">{html.escape(ex.prompt)}</p>'
        self.places = places_of(ex) if ex.form == "set" and supports(ex.key) else {}
        self._answer_box.children = self._inputs(ex)
        self.board.position += 1  # a click made on the last question's drawing is dropped
        self._draw_question()
        self._feedback.value = '<div aria-live="polite" role="status" style="{0}"></div>'.format(_STYLE)
        self._update_score()

    def _draw_question(self, marked: Any = None) -> None:
        """The question's position; with places, those clickable and the picked ones ringed."""
        ex = self.exercise
        if not self.places:
            self.board.svg = draw(ex.state)
            self.board.label = "the position of the question"
            self._caption.value = ""
            return
        if marked is None:
            marked = {t for t, (_n, ids) in self.places.items() if any(self._pick(i).value for i in ids)}
        names = {t: n + (", picked" if t in marked else "") for t, (n, _ids) in self.places.items()}
        self.board.svg = draw_places(ex.state, names, marked)
        self.board.label = "the position of the question: click a place (or Tab to it and press Enter) to pick it"
        self._caption.value = (
            f'<p style="{_STYLE}">Click the places on the board to pick them (Tab and Enter work too), then Check.</p>'
        )

    def _inputs(self, ex: Exercise) -> tuple:
        if ex.form in ("set", "choice"):
            self._picks = [_big(W.ToggleButton(description=c["label"])) for c in ex.choices]
            if ex.form == "choice":
                for b in self._picks:
                    b.observe(self._only_one, "value")
            else:
                for b in self._picks:
                    b.observe(lambda _c: self._draw_question() if self.places else None, "value")
            return (W.HBox(self._picks, layout=W.Layout(flex_flow="row wrap")),)
        if ex.form == "fraction":
            self._text = W.Text(placeholder="e.g. 1/3 or 33%", description="Chance:", style={"font_size": "16px"})
            return (self._text,)
        self._fields = {
            k: W.Text(
                description=k.replace("_", " ") + ":", style={"font_size": "16px", "description_width": "initial"}
            )
            for k in ex.answer
        }
        return tuple(self._fields.values())

    def _pick(self, cid: str) -> W.ToggleButton:
        return self._picks[[c["id"] for c in self.exercise.choices].index(cid)]

    def _only_one(self, change: Any) -> None:
        if change["new"]:
            for b in self._picks:
                if b is not change["owner"]:
                    b.value = False

    def _update_score(self) -> None:
        self._score.value = f'<p style="{_STYLE}">Score this sitting: {self.right} right of {self.asked} checked.</p>'

    def _say(self, text: str) -> None:
        self._feedback.value = f'<div aria-live="polite" role="status" style="{_STYLE}">{html.escape(text)}</div>'

    # -- actions -----------------------------------------------------------------------------
    def click_place(self, token: str) -> None:
        """A click (or Enter/Space) on the board place ``token``: picks it, or unpicks it if it is
        picked.  A German piece with a choice per value is picked by value with the buttons (the
        feedback line says so).  A click on no place of this question is ignored."""
        if token not in self.places:
            return
        if self._show_queue:  # a click during "Show me" ends it: the question again
            self._stop_show()
            self._draw_question()
        name, ids = self.places[token]
        if len(ids) == 1:
            b = self._pick(ids[0])
            b.value = not b.value
            self._say(f"{name}: {'picked' if b.value else 'not picked'}.")
            return
        labels = ", ".join(self.exercise.choice_label(i).removeprefix(name + " ") for i in ids)
        self._say(f"{name}: pick which values with the buttons ({labels}).")

    def answer(self) -> Any:
        """The answer as entered, in the form :meth:`Exercise.check` reads."""
        ex = self.exercise
        if ex.form == "set":
            return [c["id"] for c, b in zip(ex.choices, self._picks) if b.value]
        if ex.form == "choice":
            picked = [c["id"] for c, b in zip(ex.choices, self._picks) if b.value]
            return picked[0] if picked else None
        if ex.form == "fraction":
            return self._text.value
        out = {}
        for k, box in self._fields.items():
            parts = [p for p in box.value.replace(",", " ").split() if p]
            if isinstance(ex.answer[k], bool):
                out[k] = box.value.strip().lower() in ("yes", "true", "y", "1")
            elif isinstance(ex.answer[k], list):
                out[k] = [int(p) for p in parts if p.lstrip("-").isdigit()]
            else:
                out[k] = int(parts[0]) if parts and parts[0].lstrip("-").isdigit() else None
        return out

    def check(self) -> None:
        """Check the answer entered and announce the feedback."""
        given = self.answer()
        if given is None:
            self._say("Pick one choice first.")
            return
        try:
            fb = self.exercise.check(given)
        except ExerciseError as exc:
            self._say(str(exc))
            return
        self.asked += 1
        self.right += fb.right
        self._say(fb.text + (" Rules: " + ", ".join(fb.rule_ids) if fb.rule_ids else ""))
        self._update_score()

    def new_question(self) -> None:
        """Ask the exercise of the next seed."""
        self.seed += 1
        self._show(generate(self.key, self.kind, self.seed))

    def answer_moves(self) -> list:
        """The moves "Show me" plays: the move a question is about ("what happens?", the better
        play: for a play of the rollout analysis its moves in order), every right choice of
        "which can move?", or none (a chance, a refused move)."""
        ex = self.exercise
        state = ex.state
        if ex.form == "set" and supports(ex.key):
            by_id = {c.id: c.move for c in candidates(state)}
            return [by_id[cid] for cid in ex.answer if by_id.get(cid) is not None]
        if isinstance(ex.action, dict) and "play" in ex.action:  # a whole play of the rollout analysis
            return [state.game.move_from_json(m) for m in ex.action["play"]]
        if ex.action is not None and ex.form in ("fields", "choice") and ex.kind != "which_rule":
            return [state.game.move_from_json(ex.action)]
        return []

    def show_me(self) -> None:
        """Say the answer and play it on the board, event by event (each right move from the
        question's position in turn), at the board's animation speed; the places of the answer
        stay ringed afterwards."""
        ex = self.exercise
        text = f"The answer: {ex.answer_text()}."
        if ex.trace:
            text += " What happens: " + " ".join(f"{i}. {t}." for i, t in enumerate(ex.trace, 1))
        self._say(text)
        start = ex.state
        queue: list[tuple[str, str]] = []
        whole_play = isinstance(ex.action, dict) and "play" in ex.action
        state = start
        for move in self.answer_moves():  # the moves of one play follow each other; right choices each start again
            queue += show_frames(state, move)
            state = state.apply(move) if whole_play else start
        self._stop_show()
        if not queue:
            self._end_show()
            return
        self._show_queue = queue
        self._stride = frame_stride(len(queue), DEFAULT_SPEED)
        self._show_pos = -1
        self.step_show()
        self.board.tick_ms = SPEEDS[DEFAULT_SPEED][0]

    def step_show(self) -> None:
        """The next frame of "Show me" (the board's timer calls this); after the last, the question
        again with the answer's places ringed."""
        if not self._show_queue:
            self.board.tick_ms = 0
            return
        self._show_pos += 1 if self._show_pos < 0 else self._stride
        if self._show_pos >= len(self._show_queue):
            self._stop_show()
            self._end_show()
            return
        svg, caption = self._show_queue[self._show_pos]
        self.board.svg = svg
        self._caption.value = f'<p style="{_STYLE}">{html.escape(caption)}</p>'

    def _stop_show(self) -> None:
        self._show_queue = []
        self.board.tick_ms = 0

    def _end_show(self) -> None:
        ex = self.exercise
        if self.places:
            from ..exercises.places import place_of

            self._draw_question(marked={place_of(ex.key, c) for c in ex.answer})
            self._caption.value = f'<p style="{_STYLE}">Ringed: the places that can move.</p>'

    def _toggle_json(self) -> None:
        self._json.value = json.dumps([e.to_json() for e in self.given], indent=1)
        self._json.layout.display = None if self._json.layout.display == "none" else "none"


def exercise(key: str, kind: str, seed: int = 0) -> ExerciseWidget:
    """An :class:`ExerciseWidget` for the game ``key`` and ``kind``, starting at ``seed``."""
    return ExerciseWidget(key, kind, seed)


def notebook_exercise(notebook: str, number: int) -> ExerciseWidget:
    """Exercise ``number`` (from 1) of ``notebook`` as listed in :mod:`gamekit.exercises.catalogue`."""
    from ..exercises.catalogue import entry

    return ExerciseWidget(*entry(notebook, number))
