"""A live rule experiment: setting A against setting B, played by ``simulate()`` while the class watches.

(Module ``experiment_widget``, so that ``gamekit.widgets.experiment`` is the function.)

    from gamekit.widgets import experiment
    experiment("pachisi/german")          # or a game, or "sechs_as", "raja_pasu", "pachisi/czech"

What the class sees, top to bottom, large enough for a projector:

* two columns, **Setting A** and **Setting B**: a control for every option of the game,
  generated from its options dataclass with the rule ID next to it (a yes/no option is a
  checkbox, an option with a few values a dropdown, a number a number box; an option with a
  single value, such as ``ruleset``, is fixed and not shown), and the agent of every seat;
* the number of games per setting and the seed; **Run** and **Stop**; a progress bar;
* the results: a table (share of games won per seat with its 95% interval, mean game length in
  turns, and the difference B - A of the first seat's share and of the game length with their
  95% intervals) and three plots (shares with intervals, game-length histograms, differences).

The games are :func:`gamekit.analysis.simulate`'s, chunk by chunk
(:func:`~gamekit.analysis.simulate.simulate_chunks`), so the numbers shown are exactly
``simulate(game, agents, n_games, seed)``'s for the same settings; both settings use the same
seed (common random numbers).  The two settings play at the same time, each in its own thread
(the batched engines release the GIL, so a 2-core machine plays A and B side by side).  "Stop"
ends a run within one game (the compiled kernels read a :class:`~gamekit.analysis.simulate.StopFlag`
between games); the results then cover the games finished in both settings.  The button runs the games in a background
thread, so Stop and the progress bar work in JupyterLab and in Voila; :meth:`Experiment.run`
with ``wait=True`` plays in the caller's thread (tests, scripts).

Decisions taken here: a seat's share counts a team's win for both partners
(PG-2, PC-1: partners win together), so in a team game the partners' shares are equal; the
difference is B - A of seat 0's share (the first player or team, PG-1, PC-1, SA-1, RP-1) and
of the mean number of turns, with Welch's interval (:func:`gamekit.analysis.stats.difference_ci`).
"""

from __future__ import annotations

import dataclasses
import html
import io
import re
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import ipywidgets as W
import numpy as np

from ..agents import agents_for, game_key
from ..analysis.compare import GAME_TITLES, load_game
from ..analysis.simulate import SimulationResult, StopFlag, concat_results, simulate_chunks
from ..analysis.stats import difference_ci, proportion_ci
from ..core import Game, game_arg, int_arg
from ..errors import GameError
from .static import StaticFallback

__all__ = ["experiment", "Experiment"]

_STYLE = """
<style>
.gk-experiment { font-size: 18px; max-width: 1200px; gap: 8px; }
.gk-experiment .widget-hbox { gap: 10px; }
.gk-experiment .widget-label, .gk-experiment label, .gk-experiment select, .gk-experiment input,
.gk-experiment .widget-readout, .gk-experiment .widget-inline-hbox .widget-label { font-size: 17px; }
.gk-experiment .jupyter-widget-html, .gk-experiment .widget-html { font-size: 18px; }
.gk-experiment .widget-inline-hbox input[type="number"], .gk-experiment .widget-inline-hbox input[type="text"],
.gk-experiment .widget-inline-hbox .widget-label, .gk-experiment .widget-progress { font-size: 17px; }
.gk-experiment .jupyter-button { font-size: 18px; min-height: 38px; height: auto; padding: 4px 18px; }
.gk-experiment .jupyter-button:focus-visible, .gk-experiment select:focus-visible,
.gk-experiment input:focus-visible { outline: 4px solid #0072B2; outline-offset: 2px; }
.gk-experiment select { height: auto; min-height: 34px; }
.gk-experiment .gk-exp-title { font-size: 24px; font-weight: bold; }
.gk-experiment .gk-exp-setting { border: 2px solid #999999; border-radius: 8px; padding: 6px 12px; }
.gk-experiment .gk-exp-rule { font-size: 16px; color: #333333; min-width: 4.5em; }
.gk-experiment .gk-exp-status { font-size: 20px; min-height: 1.3em; }
.gk-experiment table.gk-exp-table { border-collapse: collapse; font-size: 18px; }
.gk-experiment table.gk-exp-table td, .gk-experiment table.gk-exp-table th {
  border: 1px solid #999999; padding: 4px 10px; text-align: right; }
.gk-experiment table.gk-exp-table th { background: #EEEEEE; }
</style>
"""

COLOURS = {"A": "#0072B2", "B": "#D55E00"}
"""Setting colours (Okabe-Ito blue and vermillion: apart for colour-blind viewers too)."""


class _Setting:
    """The controls of one setting: one per option (rule ID beside it) and one agent per seat."""

    def __init__(self, label: str, game: Game, on_change):
        self.label = label
        self.key = game_key(game)
        self.base = game
        self.option_controls: dict[str, W.Widget] = {}
        rows = [W.HTML(f"<b style='font-size:20px;color:{COLOURS[label]}'>Setting {label}</b>")]
        for f in dataclasses.fields(game.options):
            value = getattr(game.options, f.name)
            choices = f.metadata.get("choices")
            rule = f.metadata.get("rule") or ""
            doc = f.metadata.get("doc") or f.name
            if choices is not None and len(choices) < 2:
                continue  # fixed (e.g. ruleset): nothing to choose
            # layout and style are given when the control is made (set afterwards, the models
            # made by default would stay open after close())
            if isinstance(value, tuple) or (not isinstance(value, (bool, int, float)) and not choices):
                continue  # e.g. a colour tuple: set it in code
            look = {"description": f.name, "tooltip": doc, "layout": W.Layout(width="auto")}
            look["style"] = {"description_width": "initial"}
            if isinstance(value, bool):
                ctl = W.Checkbox(value=value, indent=False, **look)
            elif choices:
                ctl = W.Dropdown(options=[(str(c), c) for c in choices], value=value, **look)
            elif isinstance(value, float):
                ctl = W.FloatText(value=value, step=0.05, **look)
            else:
                ctl = W.IntText(value=value, **look)
            ctl.observe(lambda _c: on_change(self), names="value")
            self.option_controls[f.name] = ctl
            rule_label = W.HTML(f"<span class='gk-exp-rule' title='{html.escape(doc)}'>{html.escape(rule)}</span>")
            rows.append(W.HBox([rule_label, ctl], layout=W.Layout(align_items="center")))
        self.agent_box = W.VBox()
        self.agent_controls: list[W.Dropdown] = []
        rows.append(self.agent_box)
        self.box = W.VBox(rows, layout=W.Layout(flex="1 1 0", min_width="320px"))
        self.box.add_class("gk-exp-setting")
        self._rebuild_agents(game)

    def options(self) -> dict[str, Any]:
        return {name: ctl.value for name, ctl in self.option_controls.items()}

    def game(self) -> Game:
        """The game with this setting's options (UnknownOptionError for a bad value)."""
        return load_game(self.key, **self.options())

    def agents(self) -> tuple[str, ...]:
        return tuple(d.value for d in self.agent_controls)

    def _rebuild_agents(self, game: Game) -> None:
        old = [d.value for d in self.agent_controls]
        names = list(agents_for(game))
        self.agent_controls = []
        for seat, who in enumerate(game.player_names):
            value = old[seat] if seat < len(old) and old[seat] in names else "random"
            d = W.Dropdown(
                options=names,
                value=value,
                description=f"{who}:",
                style={"description_width": "initial"},
                layout=W.Layout(width="auto"),
            )
            d.tooltip = f"the computer player of seat {seat} ({who})"
            self.agent_controls.append(d)
        dropped = self.agent_box.children
        self.agent_box.children = [W.HTML("<span class='gk-exp-rule'>players</span>"), *self.agent_controls]
        from .closing import close_widgets

        close_widgets(list(dropped))  # the lists replaced: their models would stay open


class Experiment(StaticFallback, W.VBox):
    """The experiment widget (see the module docstring).  Make it with :func:`experiment`.

    Attributes after a run: ``results`` (dict ``"A"``/``"B"`` -> :class:`SimulationResult`),
    ``summary`` (dict of the numbers shown, see :meth:`summarise`).  Methods: :meth:`run`,
    :meth:`stop`; the controls are ``setting_a`` / ``setting_b`` (:class:`_Setting`),
    ``n_games``, ``seed``, ``run_button``, ``stop_button``, ``progress``.
    """

    def __init__(self, game: Game, n_games: int = 2000, seed: int = 1):
        """``game``: a game or its name; ``n_games``: 2..1,000,000 per setting; ``seed``: an
        int >= 0.  Raises :class:`~gamekit.errors.GameError` naming a wrong argument."""
        game = game_arg(game, "Experiment")
        n_games = int_arg(n_games, "Experiment", "n_games", 2, 1_000_000)
        seed = int_arg(seed, "Experiment", "seed", 0)
        key = game_key(game)
        self.game = game
        self.results: dict[str, SimulationResult] = {}
        self.summary: dict[str, Any] = {}
        self._stop = StopFlag()  # read by the compiled kernels between games
        self._thread: threading.Thread | None = None
        title = W.HTML(
            f"<div class='gk-exp-title'>Experiment: {html.escape(GAME_TITLES.get(key, key))}</div>"
            "<div>Change a rule or a player in setting B, press Run, and compare.</div>"
        )
        self.setting_a = _Setting("A", game, self._changed)
        self.setting_b = _Setting("B", game, self._changed)
        self.n_games = W.BoundedIntText(
            value=n_games,
            min=2,
            max=1_000_000,
            step=1000,
            description="games per setting",
            style={"description_width": "initial"},
            layout=W.Layout(width="auto"),
        )
        self.seed = W.BoundedIntText(
            value=seed,
            min=0,
            max=2**31 - 1,
            description="seed",
            style={"description_width": "initial"},
            layout=W.Layout(width="auto"),
        )
        self.run_button = W.Button(description="Run", button_style="primary", tooltip="play the games of both settings")
        self.stop_button = W.Button(description="Stop", disabled=True, tooltip="stop now (the games finished are kept)")
        self.run_button.on_click(lambda _b: self.run(wait=False))
        self.stop_button.on_click(lambda _b: self.stop())
        self.progress = W.IntProgress(value=0, min=0, max=1, description="", layout=W.Layout(width="320px"))
        self.status = W.HTML("<div class='gk-exp-status'>Ready.</div>")
        self.table = W.HTML()
        self.plot = W.HTML()
        controls = W.HBox(
            [self.n_games, self.seed, self.run_button, self.stop_button, self.progress],
            layout=W.Layout(flex_flow="row wrap", align_items="center"),
        )
        super().__init__(
            [
                W.HTML(_STYLE),
                title,
                W.HBox([self.setting_a.box, self.setting_b.box], layout=W.Layout(flex_flow="row wrap")),
                controls,
                self.status,
                self.table,
                self.plot,
            ]
        )
        self.add_class("gk-experiment")

    static_note = "Run the notebook to run the experiment."

    def _static_summary(self) -> str:
        title = GAME_TITLES.get(game_key(self.game), game_key(self.game))
        return (
            f"Experiment: {title}, setting A against setting B, {self.n_games.value} games per setting, "
            f"seed {self.seed.value}"
        )

    # -- controls ------------------------------------------------------------------------------
    def _changed(self, setting: _Setting) -> None:
        try:
            game = setting.game()
        except GameError as exc:
            self._say(f"Setting {setting.label}: {exc}")
            return
        if len(setting.agent_controls) != game.num_players:
            setting._rebuild_agents(game)

    def _say(self, text: str) -> None:
        self.status.value = f"<div class='gk-exp-status' role='status'>{html.escape(text)}</div>"

    def close(self, timeout: float = 10.0) -> None:
        """Close the widget: a run in the background is stopped (Stop) and waited for, up to
        ``timeout`` seconds, and every widget model it made is closed (each control with its
        layout and style models), so ``len(ipywidgets.Widget.widgets)`` is back where it was
        before the widget was made.  Closing twice does nothing."""
        from .closing import close_widgets

        if not hasattr(self, "_stop"):  # the constructor refused its arguments: only the box was made
            super().close()
            return
        self._stop.set()
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(timeout)
        close_widgets(self, list(vars(self).values()), self.setting_a.box, self.setting_b.box)

    def stop(self) -> None:
        """Stop the run within one game: the compiled kernels end before their next game, and the
        results cover the games finished."""
        self._stop.set()

    # -- running -------------------------------------------------------------------------------
    def run(self, wait: bool = True) -> dict[str, Any] | None:
        """Play both settings and show the results; returns :attr:`summary` when ``wait``.

        ``wait=False`` (the Run button) plays in a background thread, so that Stop works.
        Raises GameError (for ``wait=True``) when a setting's options are not valid.
        """
        if self._thread is not None and self._thread.is_alive():
            return None
        try:
            jobs = [(s.label, s.game(), s.agents()) for s in (self.setting_a, self.setting_b)]
        except GameError as exc:
            self._say(f"Cannot run: {exc}")
            if wait:
                raise
            return None
        n, seed = int(self.n_games.value), int(self.seed.value)
        self._stop.clear()
        if wait:
            self._play(jobs, n, seed)
            return self.summary
        self._thread = threading.Thread(target=self._play, args=(jobs, n, seed), daemon=True)
        self._thread.start()
        return None

    def _play(self, jobs, n: int, seed: int) -> None:
        self.run_button.disabled = True
        self.stop_button.disabled = False
        self.progress.max = 2 * n
        self.progress.value = 0
        self._say(f"Playing {n:,} games per setting ...")
        parts: dict[str, list[SimulationResult]] = {label: [] for label, _, _ in jobs}
        try:
            done = {label: 0 for label, _, _ in jobs}
            lock = threading.Lock()

            def play(label, game, agents):
                # one setting, chunk by chunk; the batched kernels release the GIL, so A and B
                # play at the same time on two cores
                chunks = simulate_chunks(game, agents, n, seed, stop=self._stop)
                while True:  # Stop: the chunk being played comes back shorter, and the generator ends
                    chunk = next(chunks, None)
                    if chunk is None:
                        return
                    parts[label].append(chunk)
                    with lock:
                        done[label] += chunk.n
                        self.progress.value = sum(done.values())

            with ThreadPoolExecutor(max_workers=len(jobs)) as pool:
                for f in [pool.submit(play, *job) for job in jobs]:
                    f.result()  # re-raises an error of either setting
            stopped = any(d < n for d in done.values())
            self.results = {
                label: concat_results(
                    parts[label], game.num_players, parts[label][0].engine if parts[label] else "plain", stopped
                )
                for label, game, _ in jobs
            }
            self.summary = summarise(self.results["A"], self.results["B"])
            self.summary["games"] = {label: game for label, game, _ in jobs}
            self.summary["agents"] = {label: agents for label, _, agents in jobs}
            self.table.value = _table_html(self.summary, [g for _, g, _ in jobs])
            self.plot.value = _plot_svg(self.results, self.summary, [g for _, g, _ in jobs])
            m = self.summary["n"]
            cut = self.summary["unfinished"]
            unfinished = (
                f" Unfinished (no end within the step cap): A {cut['A']:,}, B {cut['B']:,}."
                if any(cut.values())
                else ""
            )
            self._say(("Stopped: " if stopped else "Done: ") + f"{m:,} games per setting." + unfinished)
        except Exception as exc:  # shown to the class; the traceback is for the teacher's log
            self._say(f"Error: {exc}")
            raise
        finally:
            self.run_button.disabled = False
            self.stop_button.disabled = True


def summarise(a: SimulationResult, b: SimulationResult) -> dict[str, Any]:
    """The numbers the widget shows, for the first ``n = min(a.n, b.n)`` games of each setting.

    Returns a dict: ``n``; ``share`` (dict setting -> list per seat of ``(share, low, high)``,
    Wilson 95%); ``turns`` (dict setting -> mean turns per game); ``diff_share`` and
    ``diff_turns``: ``(B - A, low, high)`` for seat 0's share and the mean turns (Welch 95%);
    ``turns_hist`` (dict setting -> the per-game turns); ``unfinished`` (dict setting -> how many
    of the ``n`` games were cut at the step cap, :data:`gamekit.analysis.simulate.MAX_STEPS`;
    they count as won by no seat).
    """
    n = min(a.n, b.n)
    out: dict[str, Any] = {"n": n, "share": {}, "turns": {}, "turns_hist": {}, "unfinished": {}}
    for label, r in (("A", a), ("B", b)):
        out["unfinished"][label] = int(r.unfinished[:n].sum())
        wins = r.wins[:n]
        out["share"][label] = (
            [(float(wins[:, s].mean()), *proportion_ci(int(wins[:, s].sum()), n)) for s in range(wins.shape[1])]
            if n
            else []
        )
        out["turns"][label] = float(r.turns[:n].mean()) if n else float("nan")
        out["turns_hist"][label] = r.turns[:n]
    if n >= 2:
        fa, fb = a.wins[:n, 0].astype(float), b.wins[:n, 0].astype(float)
        out["diff_share"] = _diff(fb, fa)
        out["diff_turns"] = _diff(b.turns[:n].astype(float), a.turns[:n].astype(float))
    else:
        out["diff_share"] = out["diff_turns"] = (float("nan"),) * 3
    return out


def _diff(x: np.ndarray, y: np.ndarray) -> tuple[float, float, float]:
    d = float(x.mean() - y.mean())
    if np.all(x == x[0]) and np.all(y == y[0]):
        return d, d, d  # no spread at all: the interval is the point
    return difference_ci(x, y)


def _fmt(p: float) -> str:
    return f"{p:.4f}"


def _table_html(summary: dict[str, Any], games: list[Game]) -> str:
    names = [g.player_names for g in games]
    seats = max(len(x) for x in names)
    head = (
        "<tr><th style='text-align:left'>seat</th>"
        + "".join(f"<th style='color:{COLOURS[s]}'>share won, {s} (95% interval)</th>" for s in "AB")
        + "</tr>"
    )
    rows = []
    for seat in range(seats):
        cells = []
        for i, s in enumerate("AB"):
            share = summary["share"][s]
            if seat < len(share):
                p, lo, hi = share[seat]
                cells.append(
                    f"<td data-setting='{s}' data-seat='{seat}' class='gk-exp-share'>{_fmt(p)} "
                    f"({_fmt(lo)} .. {_fmt(hi)})</td>"
                )
            else:
                cells.append("<td></td>")
        who = names[0][seat] if seat < len(names[0]) else names[1][seat]
        rows.append(f"<tr><th style='text-align:left'>{html.escape(who)}</th>{''.join(cells)}</tr>")
    if any(summary["unfinished"].values()):
        rows.append(
            "<tr><th style='text-align:left'>unfinished (no end within the step cap)</th>"
            + "".join(f"<td data-setting='{s}' class='gk-exp-unfinished'>{summary['unfinished'][s]}</td>" for s in "AB")
            + "</tr>"
        )
    d, lo, hi = summary["diff_share"]
    t, tlo, thi = summary["diff_turns"]
    rows.append(
        "<tr><th style='text-align:left'>mean turns per game</th>"
        + "".join(f"<td data-setting='{s}' class='gk-exp-turns'>{summary['turns'][s]:.2f}</td>" for s in "AB")
        + "</tr>"
    )
    foot = (
        f"<p style='font-size:18px'>B - A, first seat's share: <b class='gk-exp-diff-share'>{d:+.4f}</b> (95% interval {lo:+.4f} .. "
        f"{hi:+.4f}); mean turns: <b class='gk-exp-diff-turns'>{t:+.2f}</b> ({tlo:+.2f} .. {thi:+.2f}); "
        f"<span class='gk-exp-n'>{summary['n']}</span> games per setting.</p>"
    )
    return f"<table class='gk-exp-table'>{head}{''.join(rows)}</table>{foot}"


def seat_labels(games: list[Game]) -> list[str]:
    """One label per seat of the settings' games (as many as the game with the most seats): the
    seat's name in each game that has it, the different ones one under the other (Sechs-As with 2
    and 4 players, SA-7: "South" and "South-west" for seat 1, "North-east" for seat 3 only)."""
    seats = max(len(g.player_names) for g in games)
    out = []
    for i in range(seats):
        names = []
        for g in games:
            if i < len(g.player_names) and str(g.player_names[i]) not in names:
                names.append(str(g.player_names[i]))
        out.append("\n".join(names))
    return out


def _plot_svg(results: dict[str, SimulationResult], summary: dict[str, Any], games: list[Game]) -> str:
    """Three panels as an inline SVG: shares with intervals, game-length histograms, the difference of seat 0's share."""
    import matplotlib

    matplotlib.use("Agg", force=False)
    from matplotlib.figure import Figure

    fig = Figure(figsize=(13, 4.2), dpi=80)
    ax1, ax2, ax3 = fig.subplots(1, 3)
    seats = max(len(g.player_names) for g in games)
    width = 0.38
    for i, s in enumerate("AB"):
        share = summary["share"][s]
        xs = np.arange(len(share)) + (i - 0.5) * width
        p = np.array([x[0] for x in share])
        err = np.array([[x[0] - x[1] for x in share], [x[2] - x[0] for x in share]])
        ax1.bar(xs, p, width, yerr=err, capsize=4, color=COLOURS[s], label=f"setting {s}")
    ax1.set_xticks(range(seats), seat_labels(games), fontsize=12)
    ax1.set_ylabel("share of games won", fontsize=13)
    cut = summary["unfinished"]
    ax1.set_title(
        "who wins (95% intervals)"
        + (f"\nunfinished: A {cut['A']}, B {cut['B']} of {summary['n']}" if any(cut.values()) else ""),
        fontsize=14,
    )
    ax1.legend(fontsize=12)
    hist = summary["turns_hist"]
    hi = max([int(h.max()) for h in hist.values() if len(h)] + [1])
    bins = np.linspace(0, hi + 1, 31)
    for s in "AB":
        ax2.hist(hist[s], bins=bins, histtype="step", linewidth=2.5, color=COLOURS[s], label=f"setting {s}")
    ax2.set_xlabel("turns per game", fontsize=13)
    ax2.set_title("game length", fontsize=14)
    ax2.legend(fontsize=12)
    d, lo, hi_ = (v * 100.0 for v in summary["diff_share"])  # percentage points
    ax3.errorbar([0], [d], yerr=[[d - lo], [hi_ - d]], fmt="o", color="#000000", capsize=8, markersize=9)
    ax3.axhline(0, color="#999999", linewidth=1)
    ax3.set_xticks([0], [f"{games[0].player_names[0]}'s share"], fontsize=12)
    ax3.set_xlim(-1, 1)
    ax3.set_ylabel("B - A, percentage points", fontsize=13)
    ax3.set_title("difference B - A (95% interval)", fontsize=14)
    for ax in (ax1, ax2, ax3):
        ax.tick_params(labelsize=12)
    fig.tight_layout()
    buf = io.StringIO()
    fig.savefig(buf, format="svg")
    svg = buf.getvalue()
    svg = svg[svg.index("<svg") :]
    # scale to the width available, keeping the proportions (matplotlib writes a viewBox)
    svg = re.sub(r'<svg([^>]*?) width="[^"]*" height="[^"]*"', r'<svg\1 width="100%"', svg, count=1)
    return (
        f"<div style='max-width:100%;overflow:hidden' role='img' aria-label='results of settings A and B'>{svg}</div>"
    )


def experiment(game_or_key: Game | str, n_games: int = 2000, seed: int = 1) -> Experiment:
    """A live experiment widget for a game: setting A against setting B (see the module docstring).

    ``game_or_key``: a game (its options are both settings' starting point) or a key
    ``"pachisi/german"``, ``"pachisi/czech"``, ``"sechs_as"``, ``"raja_pasu"`` (``"pachisi"`` is
    German).  ``n_games``: games per setting, >= 2; ``seed``: int >= 0 (the seed source of
    :func:`~gamekit.analysis.simulate`).

    Raises:
        GameError: an unknown key (UnknownGameError), ``n_games`` < 2 or ``seed`` < 0 or not whole numbers,
            or ``game_or_key`` neither a game nor a key.
    """
    if isinstance(game_or_key, str):
        game = load_game(game_or_key)
    elif isinstance(game_or_key, Game):
        game = game_or_key
    else:
        raise GameError(f"argument 'game_or_key' must be a gamekit game or a game key, not {game_or_key!r}")
    for name, value, low in (("n_games", n_games, 2), ("seed", seed, 0)):
        if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low:
            raise GameError(f"argument {name!r} must be a whole number >= {low}, not {value!r}")
    return Experiment(game, int(n_games), int(seed))
