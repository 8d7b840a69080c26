"""A picture of a position for a notebook: shown as an image with a text alternative.

JupyterLab and Voila draw an ``image/svg+xml`` output as an ``<img>`` without ``alt`` text (an
accessibility audit reports axe rule ``image-alt``, impact critical), at its fixed size, and only in
trusted notebooks.  A :class:`Picture` also offers ``text/html``, which both prefer: an ``<img>``
whose ``alt`` says what the picture shows, whose source is the SVG itself (a ``data:`` URL, so
nothing is fetched and an untrusted notebook shows it too -- JupyterLab's sanitizer keeps an
image's ``src``), and which scales down to the width available (JupyterLab's stylesheet gives
``max-width: 100%`` to images in HTML outputs) but never beyond the drawing's own size.

    from gamekit.render import Picture, draw
    Picture(draw(state))            # in a notebook: the position, with alt text from its <title>
"""

from __future__ import annotations

import base64
import html
import re
import xml.etree.ElementTree as ET

__all__ = ["Picture"]

_NS = "{http://www.w3.org/2000/svg}"


class Picture:
    """An SVG drawing shown in a notebook as an image with alternative text.

    ``svg``: one ``<svg>`` element with a ``viewBox`` (as :func:`gamekit.render.draw` returns);
    ``alt``: what the picture shows, in words; None takes the text of the SVG's ``<title>``.
    Raises :class:`~gamekit.errors.GameError` if ``svg`` is not an SVG drawing with a viewBox.
    """

    def __init__(self, svg: str, alt: str | None = None) -> None:
        from ..errors import GameError

        if not isinstance(svg, str):
            raise GameError(f"svg must be an SVG string, not {type(svg).__name__}")
        try:
            root = ET.fromstring(svg)
        except ET.ParseError as exc:
            raise GameError(f"svg is not well-formed SVG: {exc}") from None
        box = (root.get("viewBox") or "").split()
        if root.tag not in ("svg", _NS + "svg") or len(box) != 4:
            raise GameError("svg must be one <svg> element with a viewBox")
        self.svg = svg
        self.width = float(box[2])
        if alt is None:
            title = root.find(_NS + "title")
            if title is None:
                title = root.find("title")
            alt = (title.text or "").strip() if title is not None else ""
        self.alt = re.sub(r"\s+", " ", alt or "a drawing of the position").strip()

    def _repr_html_(self) -> str:
        data = base64.b64encode(self.svg.encode("utf-8")).decode("ascii")
        return (f'<img src="data:image/svg+xml;base64,{data}" alt="{html.escape(self.alt)}" '
                f'width="{round(self.width)}" />')

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"Picture({self.alt!r})"
