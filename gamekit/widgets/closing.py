"""Closing every widget model a gamekit widget made.

``ipywidgets.Widget.close()`` closes one model: the children of a box, and every widget's
``layout`` and ``style`` models, stay open in the kernel (and in ``ipywidgets.Widget.widgets``)
after the box is closed.  :func:`close_widgets` closes a whole tree: every widget reachable from
the roots through their synced traits (``children``, ``layout``, ``style``, ...), each once.
"""

from __future__ import annotations

from typing import Any, Iterable

import ipywidgets as W

__all__: list[str] = []  # helpers of the board and experiment widgets, not public API (CONTRIBUTING)


def reachable_widgets(roots: Iterable[Any]) -> list[W.Widget]:
    """Every widget in ``roots`` (widgets, or lists, tuples and dicts of them; anything else is
    skipped) and every widget reachable from them through their synced traits, each once, in
    the order found."""
    found: dict[int, W.Widget] = {}
    stack = list(roots)
    while stack:
        x = stack.pop()
        if isinstance(x, (list, tuple)):
            stack.extend(x)
        elif isinstance(x, dict):
            stack.extend(x.values())
        elif isinstance(x, W.Widget) and id(x) not in found:
            found[id(x)] = x
            stack.extend(getattr(x, name, None) for name in x.keys)
    return list(found.values())


def close_widgets(*roots: Any) -> int:
    """Close every widget reachable from ``roots`` (see :func:`reachable_widgets`); returns how many
    were open and are now closed.  Closing a closed widget does nothing."""
    n = 0
    for w in reachable_widgets(roots):
        if w.comm is not None:
            n += 1
        W.Widget.close(w)  # the model's own close: a widget's close() may be this function's caller
    return n
