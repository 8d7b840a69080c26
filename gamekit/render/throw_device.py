"""What every drawn throwing device shares: the line that says the throw, and "Set throw".

A board sets a throw by hand on a small drawing of its throwing device (the cowrie shells,
:func:`gamekit.render.cowries.throw_picker_svg`; the two dice,
:func:`gamekit.render.dice.dice_picker_svg`).  Both say under the device what throw it shows
now (:func:`draw_value_line`, class ``gk-throw-value``, which the browser tests read); a device
whose last click does not make the throw by itself (the shells: any number of them may be turned
over) ends in the one "Set throw" button (:func:`draw_set_throw_button`), whose ``data-click``
token the game's view reads.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from .svg import FONT, INK, OKABE_ITO, sub

__all__: list[str] = []  # parts of the drawings in gamekit.render, not public API

VALUE_CLASS = "gk-throw-value"
"""The class of the line that says the throw a device shows."""


def draw_value_line(parent: ET.Element, text: str, x: float, y: float, font_size: float) -> ET.Element:
    """The line ``text`` centred on ``x`` with its baseline at ``y`` (user units), ``font_size``
    user units high, class :data:`VALUE_CLASS`; returns the ``<text>`` element."""
    return sub(
        parent,
        "text",
        text,
        x=x,
        y=y,
        font_size=font_size,
        text_anchor="middle",
        fill=INK,
        font_family=FONT,
        **{"class": VALUE_CLASS},
    )


def draw_set_throw_button(
    parent: ET.Element,
    x: float,
    y: float,
    width: float,
    height: float,
    *,
    token: str,
    label: str,
    active: bool = True,
) -> ET.Element:
    """The "Set throw" button: a rounded box ``width`` x ``height`` user units with its top-left
    corner at ``(x, y)``, the words "Set throw" in bold (half the height), clickable as
    ``data-click=token`` with the accessible name ``label`` while ``active``; grey and not
    clickable otherwise.  Returns the button's group."""
    attrs = {"data-click": token, "data-label": label, "cursor": "pointer"} if active else {}
    btn = sub(parent, "g", **attrs)
    sub(
        btn,
        "rect",
        x=x,
        y=y,
        width=width,
        height=height,
        rx=height * 0.25,
        fill=OKABE_ITO["sky"] if active else "#DDDDDD",
        stroke=INK,
        stroke_width=2,
    )
    sub(
        btn,
        "text",
        "Set throw",
        x=x + width / 2,
        y=y + height * 0.68,
        font_size=height * 0.5,
        text_anchor="middle",
        fill=INK,
        font_family=FONT,
        font_weight="bold",
    )
    return btn
