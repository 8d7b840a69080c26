"""A widget that asks one exercise at a time and checks the answer (ipywidgets).

    from gamekit.widgets.exercise_widget import exercise
    exercise("raja_pasu", "which_can_move", seed=0)

The position is drawn (:func:`gamekit.render.draw`); the student answers with toggle buttons
(choices), a text field (a chance: ``1/3`` or ``33%``) or small number fields (what happens),
presses Check, and reads the feedback, which sits in an ``aria-live`` region so screen readers
announce it.  "New question" asks the next seed, "Show me" shows the answer and its event trace,
the score counts this sitting, and "Questions and answers (JSON)" shows every exercise given,
to copy.  Text is at least 16 px.  Every control is a standard ipywidget, reachable by Tab.
"""

from __future__ import annotations

import html
import json
from typing import Any

import ipywidgets as W

from ..core import svg_image_html
from ..exercises import generate
from ..exercises.base import Exercise, ExerciseError
from ..render import draw
from .static import StaticFallback, svg_picture

_STYLE = "font-size:17px;line-height:1.4;white-space:normal"


def _big(button):
    """A button with 16 px text, as wide as its label (a projector at 1366x768)."""
    button.style.font_size = "16px"
    button.layout = W.Layout(width="auto", height="auto", margin="2px")
    return button


def _picture(state, **options) -> str:
    """The position drawn, shrunk to the board column's width."""
    img = svg_image_html(draw(state, **options)).replace("<img ", '<img style="max-width:100%;height:auto" ', 1)
    return f"<div>{img}</div>"


class ExerciseWidget(StaticFallback, W.VBox):
    """One exercise after another for a game and kind; ``exercise`` is the one shown.

    ``score`` is ``(right, asked)`` for this sitting; ``given`` the exercises asked so far.
    Raises :class:`ExerciseError` if the kind does not fit the game (from :func:`generate`).
    """

    def __init__(self, key: str, kind: str, seed: int = 0) -> None:
        self.key, self.kind, self.seed = key, kind, seed
        self.right = 0
        self.asked = 0
        self.given: list[Exercise] = []
        self._prompt = W.HTML()
        self._board = W.HTML()
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
        self._board.layout = W.Layout(width="46%", min_width="320px")
        side = W.VBox(
            [self._prompt, self._answer_box, buttons, self._feedback, self._score],
            layout=W.Layout(width="52%", padding="0 0 0 12px"),
        )
        super().__init__(
            [W.HBox([self._board, side], layout=W.Layout(align_items="flex-start")), self._json],
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
        self._prompt.value = f'<p style="{_STYLE};font-weight:bold">{html.escape(ex.prompt)}</p>'
        self._board.value = _picture(ex.state)
        self._answer_box.children = self._inputs(ex)
        self._feedback.value = '<div aria-live="polite" role="status" style="{0}"></div>'.format(_STYLE)
        self._update_score()

    def _inputs(self, ex: Exercise) -> tuple:
        if ex.form in ("set", "choice"):
            self._picks = [_big(W.ToggleButton(description=c["label"])) for c in ex.choices]
            if ex.form == "choice":
                for b in self._picks:
                    b.observe(self._only_one, "value")
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

    def show_me(self) -> None:
        """Show the answer, with the position after the move drawn and its events in order."""
        ex = self.exercise
        text = f"The answer: {ex.answer_text()}."
        if ex.action is not None and ex.form == "fields":
            state = ex.state
            after, events = state.apply_with_events(state.game.move_from_json(ex.action))
            self._board.value = _picture(after, events=events)
        if ex.trace:
            text += " What happens: " + " ".join(f"{i}. {t}." for i, t in enumerate(ex.trace, 1))
        self._say(text)

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
