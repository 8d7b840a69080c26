"""What a gamekit widget's output shows where no live widget can be drawn: a picture and one line.

A widget displayed in a notebook leaves an output whose bundle holds the view
(``application/vnd.jupyter.widget-view+json``) and a ``text/plain`` line.  Who draws what:

* JupyterLab and Voila, in a trusted notebook, draw the view, live with a kernel or from the
  widget state saved in the notebook's metadata;
* JupyterLab with an *untrusted* notebook (any notebook opened fresh on another machine) renders
  only "safe" types: not the view, not SVG, but sanitised ``text/html``, keeping ``data:`` images;
* a static render (``jupyter nbconvert --to html``, nbviewer, GitHub's viewer, all nbconvert's
  HTML exporter) picks the view whenever the saved widget state holds its model, and then only
  writes an empty ``<div>`` with a script for the widgets' HTML manager (loaded from a CDN;
  GitHub runs no script, so it stays empty): a ``text/html`` in the widget's own bundle is
  never shown there.

So :class:`StaticFallback` displays every gamekit widget as *two* outputs: first a picture output
(``text/html``: a picture of what the widget shows, e.g. the board's position, above the line
"Run the notebook to play."; ``text/plain``: that line), then the widget's own output (the view
and a one-line ``text/plain`` saying what the widget is, in place of ipywidgets' ``VBox(...)``
repr).  Every viewer shows the picture output; where the widget itself is drawn, a CSS rule the
picture output carries (``:has()``, in a ``<style>`` that only trusted HTML keeps) hides the
picture output whenever the output right after it holds a drawn widget box, so a live board is
never shown twice.  Both outputs are made from the widget's state when it is displayed, so
strict nbval compares them like any output.

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

#: the class of the picture output's outer ``<div>``
STATIC_CLASS = "gk-static"

#: Hide a picture output (the ``.jp-OutputArea-child`` whose rendered HTML is the ``gk-static``
#: div) when the next output of the same cell holds a drawn widget box (``.widget-box``: every
#: StaticFallback widget is an ipywidgets box) with no part that failed to draw
#: (``.jupyter-widgets-error-widget``, e.g. a widget module a static page could not load).
#: JupyterLab, Voila and nbconvert's HTML all use these output-area classes; "Error displaying
#: widget: model not found" draws no box, so the picture stays then.
HIDE_WHEN_DRAWN = (
    "<style>.jp-OutputArea-child:has(> .jp-OutputArea-output > .gk-static)"
    ":has(+ .jp-OutputArea-child .widget-box)"
    ":not(:has(+ .jp-OutputArea-child .jupyter-widgets-error-widget)){display:none}</style>"
)

_INTERACTIVE = re.compile(r'\sdata-(?:click|label)="[^"]*"')


def svg_picture(svg: str) -> str:
    """A drawing (one ``<svg>`` with a viewBox) as an ``<img>`` with alt text from its ``<title>``,
    shrunk to the output's width; the board's click targets (``data-click``/``data-label``) are
    left out, as a picture has none.  Raises :class:`~gamekit.errors.GameError` for a non-drawing."""
    img = svg_image_html(_INTERACTIVE.sub("", svg))
    return img.replace("<img ", '<img style="max-width:100%;height:auto" ', 1)


class StaticFallback:
    """Mixin for an ipywidgets widget: displayed, it shows a picture output, then the widget.

    Subclasses give :meth:`_static_picture` (HTML of one ``<img>``, or None) and
    :meth:`_static_summary` (one line of plain text; the default is ``repr(self)``); the class
    attribute ``static_note`` is the line shown under the picture.  ``display(w)`` and a cell
    ending in ``w`` both write the two outputs (display_data, so the cell has no ``Out[n]``); a
    widget shown only inside another box (``VBox([w])``) gets no picture output.
    """

    static_note = RUN_TO_PLAY

    def _static_picture(self) -> str | None:
        """HTML of a picture of what the widget shows now (an ``<img>`` with alt text), or None."""
        return None

    def _static_summary(self) -> str:
        """One line saying what the widget is and shows (the widget output's ``text/plain``)."""
        return repr(self)

    def static_html(self) -> str:
        """The picture output's ``text/html``: the picture (or, for a widget without one, the
        summary in bold) and the note, then the rule hiding it where the widget is drawn."""
        picture = self._static_picture()
        note = html.escape(self.static_note)
        summary = html.escape(self._static_summary())
        body = f"<div>{picture}</div>" if picture else f"<p><strong>{summary}</strong></p>"
        return f'<div class="{STATIC_CLASS}">{body}<p><em>{note}</em></p>{HIDE_WHEN_DRAWN}</div>'

    def static_bundle(self) -> dict[str, str]:
        """The picture output's bundle: ``text/html`` (:meth:`static_html`) and ``text/plain``
        (the note, for text viewers)."""
        return {"text/html": self.static_html(), "text/plain": self.static_note}

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        """The widget output's bundle: ipywidgets' view and the one-line summary as ``text/plain``."""
        data = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]  # ipywidgets.Widget's
        data["text/plain"] = " ".join(self._static_summary().split())
        return data

    def _ipython_display_(self, **kwargs: Any) -> None:
        """Write the picture output, then the widget output (IPython calls this for ``display``
        and for a cell's last expression)."""
        from IPython.display import display

        display(self.static_bundle(), raw=True)
        display(self._repr_mimebundle_(), raw=True)
