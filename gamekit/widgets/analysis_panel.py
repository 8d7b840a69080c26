"""The "Analyse" control of a board: every play of the position ranked by rollouts.

:class:`AnalysisPanel` runs :func:`gamekit.analysis.evaluate.evaluate` on the board's position
in a background thread (the notebook stays responsive; "Stop" ends it when the play being rolled out
is done, and the games other threads are playing then end within one game), shows a progress bar while it runs, then the plays best first, each with a bar of
its win share, its 95 % interval and the number of games, and the verdict in words.  A teacher
can tick "analyse after every move" (off by default) for a demonstration.  The ranked plays are
also offered in a list ("show play", a keyboard-reachable select box): choosing one draws the
position it reaches on the board, its pieces and fields marked as a last move is; the first entry
shows the board's own position again.  Text is 16 px or larger.
"""

from __future__ import annotations

import html
import threading
from typing import Any, Callable

import ipywidgets as W

from ..analysis.evaluate import Evaluation, evaluate

GAMES = 200
"""Games per play (a click should answer in seconds)."""


def ranking_html(ev: Evaluation) -> str:
    """The ranked plays of ``ev`` as an HTML table with bars (share) and intervals, and the verdict."""
    rows = []
    for rank, p in enumerate(ev.plays, 1):
        width = round(100 * p.share)
        lo, hi = round(100 * p.low), round(100 * p.high)
        games = "exact" if p.exact else f"{p.n_games} games"
        bar = (
            f'<div style="position:relative;width:12em;height:1em;background:#eee" role="img" '
            f'aria-label="{width} percent, interval {lo} to {hi} percent">'
            f'<div style="width:{width}%;height:100%;background:#2a6fb0"></div>'
            f'<div style="position:absolute;top:40%;left:{lo}%;width:{max(hi - lo, 1)}%;height:20%;'
            f'background:#111"></div></div>'
        )
        rows.append(
            f"<tr><td>{rank}</td><td>{html.escape(p.description)}</td><td>{bar}</td>"
            f"<td>{width}% ({lo}–{hi}%)</td><td>{games}</td></tr>"
        )
    head = "<tr><th>rank</th><th>play</th><th>win share</th><th>95% interval</th><th>games</th></tr>"
    verdict = html.escape(ev.verdict()) if ev.plays else "no play evaluated"
    stopped = " (stopped: not every play was rolled out)" if ev.stopped else ""
    return (
        f'<div class="gk-analysis" style="font-size:16px"><p><b>Verdict:</b> {verdict}{stopped}</p>'
        f'<table style="font-size:16px">{head}{"".join(rows)}</table></div>'
    )


class AnalysisPanel(W.VBox):
    """Analyse / Stop buttons, a progress bar, the ranking and the teacher's option.

    ``get_state``: a callable returning the board's position; ``games`` per play, ``seed``;
    ``n_jobs``: joblib threads of the rollouts (-1: every core; the ranking is the same for any
    value, :func:`~gamekit.analysis.evaluate.evaluate`).  ``analyse(wait=True)`` runs in
    this thread (for tests and scripts).  ``position_changed()`` is called by the board after a
    move: the old ranking goes, and with the teacher's option a new analysis starts.
    """

    def __init__(
        self,
        get_state: Callable[[], Any],
        games: int = GAMES,
        seed: int = 0,
        n_jobs: int = -1,
        show_play: Callable[[Any, tuple], None] | None = None,
    ) -> None:
        self._get_state = get_state
        self._show_play = show_play
        self.games = games
        self.seed = seed
        self.n_jobs = n_jobs
        self._stop = False
        self._thread: threading.Thread | None = None
        self.result: Evaluation | None = None
        self.analyse_button = W.Button(description="Analyse", tooltip="rank every play of this position by rollouts")
        self.stop_button = W.Button(description="Stop", tooltip="stop the analysis", disabled=True)
        self.analyse_button.on_click(lambda _b: self.analyse())
        self.stop_button.on_click(lambda _b: self.stop())
        self.progress = W.IntProgress(value=0, min=0, max=1, description="plays", layout=W.Layout(display="none"))
        self.after_every_move = W.Checkbox(value=False, description="analyse after every move", indent=False)
        self.output = W.HTML(layout=W.Layout(width="100%"))
        # the ranked plays as a list: choosing one (click, or arrow keys once focused) draws it on the board
        self.play_list = W.Select(
            options=[("the position on the board", None)],
            value=None,
            rows=1,
            description="show play",
            layout=W.Layout(display="none", width="100%"),
            style={"description_width": "initial"},
        )
        self.play_list.observe(self._on_play_chosen, names="value")
        self.output.add_class("gk-analysis-out")
        buttons = W.HBox(
            [self.analyse_button, self.stop_button, self.progress, self.after_every_move],
            layout=W.Layout(flex_flow="row wrap", align_items="center", width="100%"),
        )
        buttons.add_class("gk-row")
        super().__init__([buttons, self.play_list, self.output])
        self.add_class("gk-analysis-panel")

    def _text(self, msg: str) -> None:
        self.output.value = f'<p style="font-size:16px">{html.escape(msg)}</p>'

    def _on_progress(self, done: int, total: int) -> bool:
        self.progress.max = total
        self.progress.value = done
        return not self._stop

    def _run(self, state: Any) -> None:
        try:
            self.result = evaluate(state, self.games, self.seed, n_jobs=self.n_jobs, on_progress=self._on_progress)
            self.output.value = ranking_html(self.result)
            self._list_plays(self.result)
        except Exception as exc:  # a chance node, a finished game: say why in words
            self.result = None
            self._text(str(exc))
        finally:
            self.analyse_button.disabled = False
            self.stop_button.disabled = True
            self.progress.layout.display = "none"

    def _list_plays(self, ev: Evaluation | None) -> None:
        """Offer the ranked plays of ``ev`` in :attr:`play_list` (hidden when there are none)."""
        with self.play_list.hold_trait_notifications():
            self.play_list.value = None
            opts = [("the position on the board", None)]
            if ev is not None and self._show_play is not None:
                opts += [(f"{r}. {p.share:.0%}: {p.description}", r - 1) for r, p in enumerate(ev.plays, 1)]
            self.play_list.options = opts
            self.play_list.rows = min(len(opts), 6)
        self.play_list.layout.display = "" if len(opts) > 1 else "none"

    def _on_play_chosen(self, change: dict) -> None:
        """Draw the chosen play on the board (its pieces and fields marked as the last move's
        are), or the board's own position again for the first entry."""
        if self._show_play is None:
            return
        rank = change["new"]
        if rank is None or self.result is None:
            self._show_play(None, ())
            return
        play = self.result.plays[rank]
        st, events = self.result.state, []
        for m in play.moves:
            st, ev = st.apply_with_events(m)
            events.extend(ev)
        self._show_play(play.after, tuple(events))

    def analyse(self, wait: bool = False) -> None:
        """Rank the plays of the board's position (in a thread unless ``wait``)."""
        if self._thread is not None and self._thread.is_alive():
            return
        state = self._get_state()
        self._stop = False
        self.analyse_button.disabled = True
        self.stop_button.disabled = False
        self.progress.value = 0
        self.progress.layout.display = ""
        self._list_plays(None)
        self._text("analysing: rolling out every play ...")
        if wait:
            self._run(state)
            return
        self._thread = threading.Thread(target=self._run, args=(state,), daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop after the play being rolled out; the plays done so far are shown."""
        self._stop = True

    def position_changed(self) -> None:
        """The board moved on: drop the old ranking; re-analyse if the teacher asked for it."""
        self.stop()
        if self._thread is not None:
            self._thread.join()
        self.result = None
        self.output.value = ""
        self._list_plays(None)
        if self.after_every_move.value:
            state = self._get_state()
            if not state.is_chance() and not state.is_terminal():
                self.analyse()
