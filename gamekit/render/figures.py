"""Matplotlib figures in a notebook as images with a text alternative.

JupyterLab and Voila show a figure's ``image/png`` output as an ``<img>`` without ``alt`` text, and
an accessibility audit reports axe rule ``image-alt`` (impact critical) for every plot
(JupyterLab does not take an image's ``alt`` from the output's metadata; a proposal to standardise
that key is still open).  After
:func:`accessible_figures`, every figure shown in the notebook also carries a ``text/html``
output, which both prefer: the same PNG as an ``<img>`` whose ``alt`` is built from the figure's
own words (:func:`figure_alt`: its title, each plot's title and axis labels), scaled to the width
available.  The PNG stays in the output too, for other front ends.

    import matplotlib.pyplot as plt
    from gamekit.render.figures import accessible_figures
    accessible_figures()          # once, at the top of a notebook

matplotlib and IPython are imported only when the function is called.
"""

from __future__ import annotations

import base64
import html
from typing import Any

__all__ = ["accessible_figures"]


def figure_alt(fig: Any) -> str:
    """Alternative text for a matplotlib figure: its title, then each plot's title and axis labels
    ("plot: <title>; x: <label>; y: <label>"); ``"a plot"`` when the figure has no words."""
    parts = []
    sup = getattr(fig, "_suptitle", None)
    if sup is not None and sup.get_text().strip():
        parts.append(sup.get_text().strip())
    for ax in fig.get_axes():
        bits = [t for t in (ax.get_title(), ax.get_title("left"), ax.get_title("right")) if t.strip()]
        if ax.get_xlabel().strip():
            bits.append(f"x: {ax.get_xlabel().strip()}")
        if ax.get_ylabel().strip():
            bits.append(f"y: {ax.get_ylabel().strip()}")
        if bits:
            parts.append("plot: " + "; ".join(bits))
    text = " | ".join(parts) if parts else "a plot"
    return " ".join(text.split())


def figure_html(fig: Any) -> str:
    """The figure as ``<img src="data:image/png;base64,..." alt="...">`` (the inline backend's PNG)."""
    from IPython.core.pylabtools import print_figure

    data = print_figure(fig, "png", bbox_inches="tight")
    if not data:
        return ""
    b64 = base64.b64encode(data).decode("ascii")
    return f'<img src="data:image/png;base64,{b64}" alt="{html.escape(figure_alt(fig))}" />'


def accessible_figures(shell: Any = None) -> bool:
    """Show matplotlib figures in this IPython session also as images with alt text (``text/html``).
    Returns False (and changes nothing) outside IPython."""
    if shell is None:
        from IPython import get_ipython

        shell = get_ipython()
    if shell is None:
        return False
    from matplotlib.figure import Figure

    # Turning the inline backend on resets every formatter's entry for Figure (IPython's
    # select_figure_formats), so turn it on first, and register again before every cell.
    shell.enable_matplotlib("inline")

    def register(*_args: Any) -> None:
        shell.display_formatter.formatters["text/html"].for_type(Figure, figure_html)

    register()
    if register.__qualname__ not in {getattr(f, "__qualname__", "") for f in shell.events.callbacks["pre_run_cell"]}:
        shell.events.register("pre_run_cell", register)
    return True
