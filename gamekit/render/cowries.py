"""Six cowrie shells as SVG (Czech Pačísí, RULES PC-2): mouths up or down, and the throw's value.

A cowrie *mouth up* shows its long toothed slit; *mouth down* shows its smooth humped back.
Colour is never the only cue: the slit has teeth, the back has a spot pattern, and every shell
carries the word "up" or "down" underneath (and an ``aria-label`` when it is clickable).

* :func:`draw_cowries` adds the shells to an existing ``<svg>`` element (the board uses it);
* :func:`cowries_svg` returns a stand-alone SVG string;
* :func:`throw_picker_svg` returns clickable shells for setting a throw by hand: each shell
  carries ``data-click="shell:i"`` (turn it over) and a button ``data-click="throw:k"`` sets a
  throw of ``k`` mouths up (``k`` = the shells now showing their mouth);
  :func:`toggle_shell` applies a ``shell:i`` click to a tuple of six booleans.
"""

from __future__ import annotations

from ..errors import GameError

import xml.etree.ElementTree as ET
from typing import Sequence

from ..core import int_arg
from ..throws import COWRIE_VALUES, GRACE_VALUES
from .svg import HIGHLIGHT, INK, fmt, sub, svg_root, to_string
from .throw_device import draw_set_throw_button, draw_value_line

__all__ = ["cowries_svg", "value_text"]

SHELL = "#F4ECD8"
SHELL_BACK = "#E2CFA6"
SLIT = "#4A3523"


def shells_for(mouths_up: int) -> tuple[bool, ...]:
    """Six booleans (True = mouth up) showing ``mouths_up`` mouths, the up ones first."""
    if mouths_up not in COWRIE_VALUES:
        raise GameError(f"mouths up must be 0..6, not {mouths_up!r}")
    return tuple(i < mouths_up for i in range(6))


def value_text(mouths_up: int) -> str:
    """``"3 mouths up: move 3"``, ``"1 mouth up: move 10 (grace)"``, ``"0 mouths up: pachisi, 25 (grace)"``
    (PC-2, PC-6: a cowrie outcome is a count of mouths up).  Raises
    :class:`~gamekit.errors.GameError` unless ``mouths_up`` is an int from 0 to 6."""
    v = COWRIE_VALUES[int_arg(mouths_up, "value_text", "mouths_up", 0, 6)]
    what = "pachisi, 25" if mouths_up == 0 else f"move {v}"
    mouths = "mouth" if mouths_up == 1 else "mouths"
    return f"{mouths_up} {mouths} up: {what}" + (" (grace)" if v in GRACE_VALUES else "")


def _shell(parent: ET.Element, cx: float, cy: float, w: float, up: bool) -> ET.Element:
    """One cowrie, its long axis vertical, centred at (cx, cy), width ``w``."""
    h = w * 1.45
    g = sub(parent, "g", **{"class": "cowrie cowrie-up" if up else "cowrie cowrie-down"})
    sub(
        g,
        "ellipse",
        cx=cx,
        cy=cy,
        rx=w / 2,
        ry=h / 2,
        fill=SHELL if up else SHELL_BACK,
        stroke=INK,
        stroke_width=max(1.5, w / 18),
    )
    if up:
        # the mouth: a long slit with teeth on both lips
        sub(
            g,
            "path",
            d=f"M{fmt(cx)},{fmt(cy - h * 0.36)} Q{fmt(cx + w * 0.1)},{fmt(cy)} {fmt(cx)},{fmt(cy + h * 0.36)}",
            fill="none",
            stroke=SLIT,
            stroke_width=max(2.0, w / 9),
            stroke_linecap="round",
        )
        for k in range(-3, 4):
            ty = cy + k * h * 0.09
            sub(g, "line", x1=cx - w * 0.16, y1=ty, x2=cx + w * 0.2, y2=ty, stroke=SLIT, stroke_width=max(1.0, w / 30))
    else:
        # the back: a hump line and a few spots
        sub(
            g,
            "path",
            d=f"M{fmt(cx - w * 0.3)},{fmt(cy + h * 0.2)} Q{fmt(cx)},{fmt(cy - h * 0.45)} "
            f"{fmt(cx + w * 0.3)},{fmt(cy + h * 0.2)}",
            fill="none",
            stroke=INK,
            stroke_width=max(1.0, w / 25),
        )
        for dx, dy in ((-0.15, -0.05), (0.12, 0.02), (-0.02, 0.22), (0.18, -0.2), (-0.2, 0.25)):
            sub(g, "circle", cx=cx + dx * w, cy=cy + dy * h, r=max(1.2, w / 20), fill="#8C6A43")
    return g


def draw_cowries(
    parent: ET.Element,
    x: float,
    y: float,
    shells: Sequence[bool],
    *,
    size: float = 30.0,
    caption: str | None = None,
    clickable: bool = False,
    highlight: bool = False,
    min_font: float = 17.0,
) -> float:
    """Draw six shells left to right from ``(x, y)`` (top-left), each ``size`` wide, with "up"/"down"
    under each and an optional ``caption`` below.  Returns the height used.

    ``min_font``: no text smaller than this (user units), so that the words stay legible at the
    size the drawing is shown (16 px or more on a 1366 x 768 screen)."""
    gap = size * 0.35
    h = size * 1.45
    g = sub(parent, "g", **{"class": "cowries"})
    if highlight:
        sub(
            g,
            "rect",
            x=x - gap / 2,
            y=y - gap / 2,
            width=6 * size + 6 * gap,
            height=h + size * 0.8 + gap,
            rx=gap,
            fill="none",
            stroke=HIGHLIGHT,
            stroke_width=3,
        )
    for i, up in enumerate(shells):
        cx = x + i * (size + gap) + size / 2
        cy = y + h / 2
        holder = g
        if clickable:
            holder = sub(
                g,
                "g",
                **{
                    "data-click": f"shell:{i}",
                    "data-label": f"shell {i + 1}: mouth {'up' if up else 'down'}; click to turn it over",
                    "cursor": "pointer",
                },
            )
            sub(
                holder,
                "rect",
                x=cx - size / 2 - gap / 3,
                y=y - gap / 3,
                width=size + 2 * gap / 3,
                height=h + size * 0.75,
                fill="#FFFFFF",
                fill_opacity=0.01,
                stroke="none",
            )
        _shell(holder, cx, cy, size, bool(up))
        sub(
            holder,
            "text",
            "up" if up else "down",
            x=cx,
            y=y + h + size * 0.5,
            font_size=max(min_font, size * 0.38),
            text_anchor="middle",
            fill=INK,
        )
    used = h + size * 0.75
    if caption:
        sub(
            g,
            "text",
            caption,
            x=x,
            y=y + used + size * 0.55,
            font_size=max(min_font, size * 0.55),
            font_weight="bold",
            fill=INK,
        )
        used += size * 0.8
    return used


def cowries_svg(
    mouths_up: int | None = None, *, shells: Sequence[bool] | None = None, size: float = 40.0, caption: bool = True
) -> str:
    """A stand-alone SVG of a cowrie throw: ``mouths_up`` (0..6) or an explicit ``shells`` tuple,
    with its value underneath (PC-2)."""
    if shells is None:
        shells = shells_for(0 if mouths_up is None else mouths_up)
    k = sum(bool(s) for s in shells)
    width = 6 * size * 1.35 + size * 0.4
    height = size * 1.45 + size * 0.75 + (size * 0.8 if caption else 0) + size * 0.5
    root = svg_root(width, height, title=f"six cowries, {value_text(k)}")
    draw_cowries(root, size * 0.3, size * 0.25, shells, size=size, caption=value_text(k) if caption else None)
    return to_string(root)


def toggle_shell(shells: Sequence[bool], token: str) -> tuple[bool, ...]:
    """Apply a ``"shell:i"`` click: turn shell ``i`` over.  Raises ValueError for another token."""
    kind, _, idx = token.partition(":")
    if kind != "shell" or not idx.isdigit() or not 0 <= int(idx) < 6:
        raise GameError(f"{token!r} is not a shell click")
    i = int(idx)
    out = list(bool(s) for s in shells)
    out[i] = not out[i]
    return tuple(out)


def throw_picker_svg(shells: Sequence[bool], *, size: float = 40.0, active: bool = True) -> str:
    """Clickable shells (``data-click="shell:i"``), the value they show on a line of its own
    (:func:`value_text`), and a button ``data-click="throw:k"`` reading "Set throw" that sets the
    throw of ``k`` mouths up shown by ``shells`` (PC-2).  With ``active=False`` nothing is clickable."""
    k = sum(bool(s) for s in shells)
    width = 6 * size * 1.35 + size * 0.4
    used_h = size * 1.45 + size * 0.75
    height = used_h + size * 2.3
    root = svg_root(width, height, title="set a cowrie throw by hand")
    draw_cowries(root, size * 0.3, size * 0.25, shells, size=size, clickable=active)
    # The value the shells show, on a line of its own above the button (PC-2: a count of mouths up).
    draw_value_line(root, value_text(k), width / 2, size * 0.25 + used_h + size * 0.6, size * 0.5)
    by = size * 0.25 + used_h + size * 0.85
    draw_set_throw_button(
        root,
        size * 0.3,
        by,
        width - size * 0.6,
        size * 1.0,
        token=f"throw:{k}",
        label=f"set the throw: {value_text(k)}",
        active=active,
    )
    return to_string(root)
