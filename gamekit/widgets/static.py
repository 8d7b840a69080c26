"""What a gamekit widget's output shows where no live widget can be drawn: a picture and one line.

A widget's output in a notebook is one mimebundle.  ipywidgets puts the view
(``application/vnd.jupyter.widget-view+json``) and a ``text/plain`` repr in it; a frontend draws
the richest type it can render:

* JupyterLab and Voila, in a trusted notebook, draw the view (their widget renderer ranks first),
  live with a kernel or from the widget state saved in the notebook's metadata;
* JupyterLab with an *untrusted* notebook (any notebook opened fresh on another machine) renders
  only "safe" types: not the view, not SVG, but sanitised ``text/html``, keeping ``data:`` images;
* a viewer that knows no widgets (an exporter or a text console) falls back to ``text/plain``.

:class:`StaticFallback` adds to every gamekit widget's bundle a ``text/html`` with a picture of
what the widget shows (the board's position, the exercise's position; None for a widget with no
drawing) above the line "Run the notebook to play.", and replaces the ``text/plain`` repr (which
ipywidgets makes ``VBox(children=(...))``) by one line saying what the widget is.  Both are made
from the widget's state when it is displayed, so strict nbval compares them like any output.

    class GameBoard(StaticFallback, ..., W.VBox):
        def _static_picture(self): return svg_image_html(...)
        def _static_summary(self): return "GameBoard(...)"
"""

from __future__ import annotations

import html
import re
from typing import Any

from ..core import svg_image_html

__all__: list[str] = []  # a mixin of the kit's own widgets, not public API

#: the line under the picture, telling a reader of a saved notebook how to get the live widget
RUN_TO_PLAY = "Run the notebook to play."


_INTERACTIVE = re.compile(r'\sdata-(?:click|label)="[^"]*"')


def svg_picture(svg: str) -> str:
    """A drawing (one ``<svg>`` with a viewBox) as an ``<img>`` with alt text from its ``<title>``,
    shrunk to the output's width; the board's click targets (``data-click``/``data-label``) are
    left out, as a picture has none.  Raises :class:`~gamekit.errors.GameError` for a non-drawing."""
    img = svg_image_html(_INTERACTIVE.sub("", svg))
    return img.replace("<img ", '<img style="max-width:100%;height:auto" ', 1)


class StaticFallback:
    """Mixin for an ipywidgets widget: its displayed bundle gains a static ``text/html`` picture.

    Subclasses give :meth:`_static_picture` (HTML of one ``<img>``, or None) and
    :meth:`_static_summary` (one line of plain text; the default is ``repr(self)``); the class
    attribute ``static_note`` is the line shown under the picture.
    """

    static_note = RUN_TO_PLAY

    def _static_picture(self) -> str | None:
        """HTML of a picture of what the widget shows now (an ``<img>`` with alt text), or None."""
        return None

    def _static_summary(self) -> str:
        """One line saying what the widget is and shows (the bundle's ``text/plain``)."""
        return repr(self)

    def static_html(self) -> str:
        """The ``text/html`` a frontend without live widgets shows: the picture and the note."""
        picture = self._static_picture()
        note = html.escape(self.static_note)
        summary = html.escape(self._static_summary())
        body = f"<div>{picture}</div>" if picture else f"<p><strong>{summary}</strong></p>"
        return f'<div class="gk-static">{body}<p><em>{note}</em></p></div>'

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        data = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]  # ipywidgets.Widget's
        data["text/plain"] = " ".join(self._static_summary().split())
        data["text/html"] = self.static_html()
        return data
