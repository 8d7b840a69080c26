"""Small shared pieces for building SVG with ``xml.etree.ElementTree``.

Projector-friendly defaults: large fonts, thick lines, and the Okabe-Ito colour-blind-safe
palette; every coloured thing also carries a letter or shape so colour is never the only cue.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

SVG_NS = "http://www.w3.org/2000/svg"

# Okabe & Ito (2008), "Color Universal Design": distinguishable with common colour blindness.
OKABE_ITO = {
    "orange": "#E69F00",
    "sky": "#56B4E9",
    "green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermillion": "#D55E00",
    "purple": "#CC79A7",
    "black": "#000000",
}
INK = "#222222"
PAPER = "#FBF7EE"
WOOD = "#E8D3A9"
HIGHLIGHT = "#D55E00"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"


def svg_root(width: float, height: float, *, title: str | None = None) -> ET.Element:
    """An ``<svg>`` element with a viewBox ``0 0 width height`` (user units) and a background.

    The picture scales to the width available and keeps its proportions: ``width="100%"`` and
    no fixed height (the viewBox gives the aspect ratio), so a picture is never cut off behind a
    scrollbar in a narrow output area.  Shown inline (HTML, the board widget) it grows no wider
    than ``width`` CSS pixels (``style="max-width: ...px"``); shown as an image (JupyterLab draws
    ``image/svg+xml`` outputs as ``<img>``) it fills the output's width.  ``role="img"`` and the
    ``<title>`` give it an accessible name.  Each drawing chooses its text sizes so that at the
    size the board widget shows it on a 1366 x 768 screen no text is under 16 px.
    """
    root = ET.Element(
        "svg",
        {
            "xmlns": SVG_NS,
            "viewBox": f"0 0 {fmt(width)} {fmt(height)}",
            "width": "100%",
            "style": f"max-width: {fmt(width)}px; height: auto",
            "role": "img",
            "font-family": FONT,
        },
    )
    if title:
        ET.SubElement(root, "title").text = title
    ET.SubElement(root, "rect", {"x": "0", "y": "0", "width": fmt(width), "height": fmt(height), "fill": PAPER})
    return root


def view_box(root: ET.Element) -> tuple[float, float, float, float]:
    """``(x, y, width, height)`` of an ``<svg>`` element's viewBox, in user units."""
    x, y, w, h = (float(v) for v in root.get("viewBox", "0 0 0 0").split())
    return x, y, w, h


def set_view_height(root: ET.Element, height: float) -> None:
    """Make an ``<svg>`` from :func:`svg_root` ``height`` user units tall (it still scales)."""
    x, y, w, _h = view_box(root)
    root.set("viewBox", f"{fmt(x)} {fmt(y)} {fmt(w)} {fmt(height)}")
    if root.get("style"):
        root.set("style", f"max-width: {fmt(w)}px; height: auto")


def extend_right(root: ET.Element, extra: float) -> float:
    """Make an ``<svg>`` from :func:`svg_root` ``extra`` user units wider, with the background
    continued; returns the x where the new strip starts."""
    x, y, w, h = view_box(root)
    root.set("viewBox", f"{fmt(x)} {fmt(y)} {fmt(w + extra)} {fmt(h)}")
    root.set("style", f"max-width: {fmt(w + extra)}px; height: auto")
    ET.SubElement(root, "rect", {"x": fmt(w), "y": fmt(y), "width": fmt(extra), "height": fmt(h), "fill": PAPER})
    return w


def sub(parent: ET.Element, tag: str, text: str | None = None, **attrs: object) -> ET.Element:
    """Add a child element; attribute names use ``_`` for ``-`` (``stroke_width`` -> ``stroke-width``)."""
    el = ET.SubElement(parent, tag, {k.replace("_", "-"): fmt(v) for k, v in attrs.items() if v is not None})
    if text is not None:
        el.text = text
    return el


def fmt(v: object) -> str:
    """Numbers with at most two decimals, trailing zeros dropped; other values as ``str``.

    >>> fmt(12.5), fmt(3.14159), fmt(2.0), fmt(-0.001), fmt("red")
    ('12.5', '3.14', '2', '0', 'red')
    """
    if isinstance(v, float):
        s = f"{v:.2f}".rstrip("0").rstrip(".")
        return "0" if s == "-0" else s
    return str(v)


def to_string(root: ET.Element) -> str:
    """Serialise an SVG element tree to a string (no XML declaration)."""
    return ET.tostring(root, encoding="unicode")
