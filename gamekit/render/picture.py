"""A picture of a position for a notebook: shown as an image with a text alternative.

JupyterLab and Voila draw an ``image/svg+xml`` output as an ``<img>`` without ``alt`` text (an
accessibility audit reports axe rule ``image-alt``, impact critical), at its fixed size, and only in
trusted notebooks.  A :class:`Picture` also offers ``text/html``, which both prefer: an ``<img>``
whose ``alt`` says what the picture shows and whose source is the SVG itself
(:func:`gamekit.core.svg_image_html`, the same as a state's own ``_repr_html_``).

    from gamekit.render import Picture, draw
    Picture(draw(state))            # in a notebook: the position, with alt text from its <title>
"""

from __future__ import annotations

from ..core import svg_image_html

__all__ = ["Picture"]


class Picture:
    """An SVG drawing shown in a notebook as an image with alternative text.

    ``svg``: one ``<svg>`` element with a ``viewBox`` (as :func:`gamekit.render.draw` returns);
    ``alt``: what the picture shows, in words; None takes the text of the SVG's ``<title>``.
    Raises :class:`~gamekit.errors.GameError` if ``svg`` is not an SVG drawing with a viewBox.
    """

    def __init__(self, svg: str, alt: str | None = None) -> None:
        self._html = svg_image_html(svg, alt)  # checks svg and alt
        self.svg = svg
        self.alt = self._html.split(' alt="', 1)[1].split('"', 1)[0]
        self.width = float(self._html.rsplit(' width="', 1)[1].split('"', 1)[0])

    def _repr_html_(self) -> str:
        return self._html

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return f"Picture({self.alt!r})"
