"""The "Analyse" control of a board: every play of the position ranked by rollouts.

:class:`AnalysisPanel` runs :func:`gamekit.analysis.evaluate.evaluate` on the board's position
in a background thread (the notebook stays responsive).  While it runs, a progress bar and the
words "play 3 of 7 rolled out" show how far it is, and "Stop" ends it when the play being rolled
out is done (the games other threads are playing then end within one game).  Then the verdict
in words (:meth:`~gamekit.analysis.evaluate.Evaluation.verdict`) and the plays best first, each a
row of :class:`~gamekit.widgets.ranked_plays.RankedPlays`: its description, a bar of its win share
with its 95 % interval, the numbers, and as its accessible name the row's verdict
(:func:`play_verdict`).

Resting the pointer on a row, or giving it the keyboard focus, draws on the board the position
that play reaches, its pieces and fields marked as a last move is (nothing clickable); leaving the
list draws the board's own position again.  Clicking a row (or Enter / Space) keeps that play
drawn (the row shows pressed) until it is clicked again.

After a move the ranking stays while the board is inside the play that was analysed (the steps of
a Pachisi throw) and after it, until the mover's next decision; the row of the play made is
marked "played".  Taking the move back shows the ranking unmarked again.  A teacher can tick
"analyse after every move" (off by default) for a demonstration: every decision position is then
analysed when the board reaches it.  Text is 16 px or larger.
"""

from __future__ import annotations

import html
import threading
from typing import Any, Callable, Sequence

import ipywidgets as W

from ..analysis.evaluate import Evaluation, evaluate, games_text
from .ranked_plays import RankedPlays

GAMES = 200
"""Games per play (a click should answer in seconds)."""


def _pct(x: float) -> str:
    return f"{x:.0%}"


def play_numbers(ev: Evaluation, rank: int) -> str:
    """The numbers beside the bar of the play at ``rank`` (0 the best): ``"58% (55–61%)"``, or
    ``"100% (exact)"`` for a play that ends the game."""
    p = ev.plays[rank]
    if p.exact:
        return f"{_pct(p.share)} (exact)"
    return f"{_pct(p.share)} ({round(100 * p.low)}–{_pct(p.high)})"


def play_verdict(ev: Evaluation, rank: int) -> str:
    """The play at ``rank`` (0 the best) in words.  The best play's is the evaluation's own
    :meth:`~gamekit.analysis.evaluate.Evaluation.verdict` (its share, interval and margin over the
    second); another's gives its share and interval and how many points (percentage points of the
    win share) it is behind the best, with the 95 % interval of that difference from the paired
    games (:meth:`~gamekit.analysis.evaluate.Evaluation.difference`).  A negative end means the
    games cannot tell the two apart."""
    if rank == 0:
        return ev.verdict()
    p, best = ev.plays[rank], ev.plays[0]
    text = f"{p.description}: wins {_pct(p.share)}"
    text += " (exact)" if p.exact else f" ({_pct(p.low)}–{_pct(p.high)}, {games_text(p.n_games)})"
    d, lo, hi = ev.difference(0, rank)
    pts = [round(100 * x) for x in (d, lo, hi)]
    return text + f", {pts[0]} points less than {best.description} ({pts[1]} to {pts[2]})"


def nothing_to_rank(state: Any) -> str | None:
    """Why the position ``state`` has no plays to rank, in a student's words, or None when it
    has: a chance node (a throw is due: for Pachisi and Sechs-As the dice, for Pačísí the
    cowries) or a finished game.  (``evaluate()`` refuses both with a ``GameError`` written for
    programmers.)"""
    if state.is_terminal():
        return "The game is over: there is no play left to rank. Start a new game or go back with Undo."
    if state.is_chance():
        return "A throw is due: there is no play to choose before it. Throw first, then press Analyse."
    return None


class AnalysisPanel(W.VBox):
    """Analyse / Stop buttons, the progress, the verdict, the ranked plays and the teacher's option.

    * ``get_state``: a callable returning the board's position;
    * ``games`` per play (int >= 1), ``seed`` (int >= 0); ``n_jobs``: joblib threads of the
      rollouts (-1: every core; the ranking is the same for any value,
      :func:`~gamekit.analysis.evaluate.evaluate`);
    * ``show_play``: a callable ``(position, events)`` drawing a position on the board with
      ``events`` marked as a last move's (``(None, ())``: the board's own position again), or
      None (the rows then draw nothing);
    * ``get_line``: a callable returning the positions that led to the board's position, the
      board's position last (a game record's ``states[:cursor + 1]``), or None; with it the play
      made after an analysis is marked "played".

    ``analyse(wait=True)`` runs in this thread (for tests and scripts).  ``position_changed()``
    is called by the board after every change of its position.
    """

    def __init__(
        self,
        get_state: Callable[[], Any],
        games: int = GAMES,
        seed: int = 0,
        n_jobs: int = -1,
        show_play: Callable[[Any, tuple], None] | None = None,
        get_line: Callable[[], Sequence[Any]] | None = None,
    ) -> None:
        self._get_state = get_state
        self._show_play = show_play
        self._get_line = get_line
        self.games = games
        self.seed = seed
        self.n_jobs = n_jobs
        self._stop = False
        self._thread: threading.Thread | None = None
        self.result: Evaluation | None = None
        self.played: int | None = None
        """Rank of the play made since the analysis (marked "played"), or None."""
        self.shown: int | None = None
        """Rank of the play drawn on the board now (hover, focus or chosen), or None."""
        self.analyse_button = W.Button(description="Analyse", tooltip="rank every play of this position by rollouts")
        self.stop_button = W.Button(description="Stop", tooltip="stop the analysis", disabled=True)
        self.analyse_button.on_click(lambda _b: self.analyse())
        self.stop_button.on_click(lambda _b: self.stop())
        self.progress = W.IntProgress(value=0, min=0, max=1, layout=W.Layout(display="none", width="8em"))
        self.progress_html = W.HTML(layout=W.Layout(display="none"))
        self.after_every_move = W.Checkbox(value=False, description="analyse after every move", indent=False)
        self.output = W.HTML(layout=W.Layout(width="100%"))
        self.output.add_class("gk-analysis-verdict")
        self.ranked = RankedPlays(
            label="ranked plays: hover or focus one to see it on the board",
            layout=W.Layout(display="none", width="100%"),
        )
        self.ranked.on_preview(self._on_preview)
        self.ranked.on_choose(self._on_choose)
        buttons = W.HBox(
            [self.analyse_button, self.stop_button, self.progress, self.progress_html, self.after_every_move],
            layout=W.Layout(flex_flow="row wrap", align_items="center", width="100%"),
        )
        buttons.add_class("gk-row")
        super().__init__([buttons, self.output, self.ranked])
        self.add_class("gk-analysis-panel")

    # --- what the panel shows -------------------------------------------------------------------
    def _text(self, msg: str) -> None:
        self.output.value = f'<p style="font-size:16px;margin:2px 0">{html.escape(msg)}</p>'

    def _show_ranking(self) -> None:
        """The verdict and the rows of :attr:`result`, the played one marked."""
        ev = self.result
        if ev is None or not ev.plays:
            self.ranked.rows = []
            self.ranked.layout.display = "none"
            if ev is not None:
                self._text("no play evaluated")
            return
        stopped = " Stopped: not every play was rolled out." if ev.stopped else ""
        before = ""
        if self.played is not None:
            before = f"Analysis of the position before the play (the one played is marked, rank {self.played + 1}). "
        self.output.value = (
            f'<p style="font-size:16px;margin:2px 0">{html.escape(before)}<b>Verdict:</b> '
            f"{html.escape(ev.verdict())}.{html.escape(stopped)}</p>"
        )
        rows = []
        for rank, p in enumerate(ev.plays):
            verdict = play_verdict(ev, rank)
            if rank == self.played:
                verdict = "played: " + verdict
            rows.append(
                dict(
                    description=p.description,
                    share=p.share,
                    low=p.low,
                    high=p.high,
                    numbers=play_numbers(ev, rank),
                    verdict=f"{rank + 1}. {verdict}",
                    played=rank == self.played,
                )
            )
        with self.ranked.hold_sync():
            self.ranked.chosen = -1
            self.ranked.rows = rows
        self.ranked.layout.display = ""

    def _draw(self, rank: int | None) -> None:
        """Draw the play at ``rank`` on the board (None: the board's own position)."""
        if self._show_play is None or rank == self.shown:
            return
        self.shown = rank
        if rank is None or self.result is None:
            self.shown = None
            self._show_play(None, ())
            return
        play = self.result.plays[rank]
        st, events = self.result.state, []
        for m in play.moves:
            st, ev = st.apply_with_events(m)
            events.extend(ev)
        self._show_play(play.after, tuple(events))

    def _on_preview(self, rank: int | None) -> None:
        if self.result is None:
            return
        chosen = self.ranked.chosen
        self._draw(rank if rank is not None else (chosen if chosen >= 0 else None))

    def _on_choose(self, rank: int) -> None:
        """Keep the play at ``rank`` drawn (choosing it again lets the board's position back)."""
        if self.result is None:
            return
        self.ranked.chosen = -1 if self.ranked.chosen == rank else rank
        self._draw(self.ranked.chosen if self.ranked.chosen >= 0 else None)

    def _drop(self) -> None:
        """Forget the ranking (and draw the board's own position if a play was drawn)."""
        self.result = None
        self.played = None
        self.output.value = ""
        self.ranked.chosen = -1
        self.ranked.rows = []
        self.ranked.layout.display = "none"
        if self.shown is not None:
            self._draw(None)

    # --- the run --------------------------------------------------------------------------------
    def _on_progress(self, done: int, total: int) -> bool:
        self.progress.max = total
        self.progress.value = done
        self.progress_html.value = (
            f'<span style="font-size:16px" role="status">play {done} of {total} rolled out</span>'
        )
        return not self._stop

    def _running(self, on: bool) -> None:
        self.analyse_button.disabled = on
        self.stop_button.disabled = not on
        self.progress.layout.display = "" if on else "none"
        self.progress_html.layout.display = "" if on else "none"

    def _run(self, state: Any) -> None:
        try:
            result = evaluate(state, self.games, self.seed, n_jobs=self.n_jobs, on_progress=self._on_progress)
            if self.shown is not None:
                self._draw(None)
            self.result, self.played = result, None
            self._show_ranking()
        except Exception as exc:  # a chance node, a finished game: say why in words
            self._drop()
            self._text(str(exc))
        finally:
            self._running(False)

    def analyse(self, wait: bool = False) -> None:
        """Rank the plays of the board's position (in a thread unless ``wait``).  A ranking with
        its played play marked stays shown until the new one is ready; another ranking goes.
        At a throw (a chance node: there is no play to choose until the dice or cowries fall) or
        at the end of the game the panel says so in words (:func:`nothing_to_rank`) and rolls
        out nothing."""
        if self._thread is not None and self._thread.is_alive():
            return
        state = self._get_state()
        why = nothing_to_rank(state)
        if why is not None:
            self._drop()
            self._text(why)
            return
        self._stop = False
        self.progress.value = 0
        self.progress.max = 1
        self.progress_html.value = '<span style="font-size:16px" role="status">analysing: rolling out every play</span>'
        self._running(True)
        if self.played is None:
            self._drop()
        if wait:
            self._run(state)
            return
        self._thread = threading.Thread(target=self._run, args=(state,), daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """Stop after the play being rolled out; the plays done so far are shown."""
        self._stop = True

    # --- the board moved --------------------------------------------------------------------------
    def _played_since(self) -> int | None | bool:
        """How the board's line goes on from the analysed position: the rank of the play made
        (its end is in the line, and the mover has not yet had the next decision), None while the
        board is at the analysed position or inside one of its plays, False when the ranking no
        longer belongs to the board (another line, or the mover's next decision reached)."""
        ev = self.result
        if ev is None or self._get_line is None:
            return False
        line = list(self._get_line())
        at = [i for i, s in enumerate(line) if s is ev.state] or [i for i, s in enumerate(line) if s == ev.state]
        if not at:
            return False
        ends = {p.after: r for r, p in enumerate(ev.plays)}
        played = None
        for s in line[at[-1] + 1 :]:
            if played is None:
                if s in ends:
                    played = ends[s]
                elif s.is_chance() or s.is_terminal() or s.current_player != ev.seat:
                    return False  # a position none of the plays reaches
            elif not s.is_chance() and not s.is_terminal() and s.current_player == ev.seat:
                return False  # the mover decides again: this ranking is history
        return played

    def position_changed(self) -> None:
        """The board's position changed: keep the ranking (marking the play made) while it
        belongs to the board's line, else drop it; with the teacher's option analyse the new
        position if it is a decision."""
        if self._thread is not None and self._thread.is_alive():
            self.stop()
            self._thread.join()
        self.shown = None  # the board drew its own position
        self.ranked.chosen = -1
        since = self._played_since()
        if since is False:
            self._drop()
        elif since != self.played:
            self.played = since
            self._show_ranking()
        if self.after_every_move.value:
            state = self._get_state()
            if not state.is_chance() and not state.is_terminal() and (self.result is None or self.played is not None):
                self.analyse()
