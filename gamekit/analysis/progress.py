"""The progress bar of :func:`~gamekit.analysis.simulate.simulate`: tqdm's, leaving text, not a widget.

In a notebook ``tqdm.auto`` draws an ipywidgets bar, and with ``leave=False`` closes its widget at
the end; the output stays in the notebook, pointing at a widget model that no longer exists, so
a saved notebook reopened (or a later Voila page) shows "Error displaying widget: model not
found".  :func:`progress_bar` gives the same bar, displayed under a display id, and when the run
ends replaces that output by one line of text, e.g. ``Raja Pasu: 6000 games played`` (or
``Raja Pasu: 2500 of 6000 games played, stopped``), which every frontend can show.  Outside a
notebook it is tqdm's text bar, unchanged.  ``TQDM_DISABLE=1`` (or ``enabled=False``) turns it
off: no output at all.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

__all__: list[str] = []  # simulate()'s own helper


def progress_bar(total: int, desc: str, enabled: bool = True) -> Any:
    """A tqdm bar over ``total`` games titled ``desc`` (``update(n)``, ``close()``); ``enabled=False``
    makes a disabled one (disable only when asked: an explicit ``disable=False`` would override
    the ``TQDM_DISABLE`` variable)."""
    from tqdm.auto import tqdm
    from tqdm.notebook import tqdm as notebook_tqdm

    kwargs: dict[str, Any] = {"total": total, "desc": desc, "leave": False}
    if not enabled:
        kwargs["disable"] = True
    if issubclass(tqdm, notebook_tqdm):  # running in a Jupyter kernel with ipywidgets
        return _notebook_bar(tqdm)(**kwargs)
    return tqdm(**kwargs)


def games_line(desc: str, n: int, total: int) -> str:
    """The text a finished bar leaves: ``"<desc>: N games played"``, or ``"...: N of T games
    played, stopped"`` when fewer than ``total`` were played."""
    if n >= total:
        return f"{desc}: {n} games played"
    return f"{desc}: {n} of {total} games played, stopped"


@lru_cache(maxsize=None)
def _notebook_bar(base: type) -> type:
    """``base`` (tqdm.auto's notebook bar) displayed under a display id and replaced by text on close."""

    class NotebookBar(base):  # type: ignore[misc, valid-type]
        def __init__(self, **kwargs: Any) -> None:
            super().__init__(display=False, **kwargs)
            self._handle = None
            if not self.disable:
                from IPython.display import display

                data = self.container._repr_mimebundle_()
                data["text/plain"] = f"{self.desc}: playing {self.total} games"
                self._handle = display(data, raw=True, display_id=True)

        def close(self) -> None:
            if self.disable or getattr(self, "_closed_to_text", False):
                return
            self._closed_to_text = True
            line = games_line(self.desc.rstrip(": "), self.n, self.total)
            super().close()
            # tqdm closes only the box (and leaves a stopped bar open): close every model it made,
            # so none stays in the kernel or in a notebook's saved widget state
            for w in (*self.container.children, self.container):
                for part in (getattr(w, "style", None), getattr(w, "layout", None), w):
                    if part is not None:
                        part.close()
            if self._handle is not None:
                self._handle.update({"text/plain": line}, raw=True)

    return NotebookBar
