"""A button under a kept result: play the same games again, live, with a progress bar and Stop.

``recompute(result, show)`` takes a result of :func:`gamekit.analysis.saved.saved_simulate`
(it carries the game, options, agents, number of games and seed that made it) and a function
``show(result)`` that prints or draws what the notebook shows for it.  **Recompute live** plays
the same games through :func:`~gamekit.analysis.simulate.simulate_chunks` in a background thread
(so **Stop** and the progress bar work in JupyterLab and in Voila), then calls ``show`` with the
fresh result in the widget's output area: the same numbers as the kept ones when the run is
complete (the engines are reproducible), the games finished so far when stopped.
"""

from __future__ import annotations

import threading
from typing import Callable

import ipywidgets as W

from ..analysis.compare import load_game
from ..analysis.simulate import SimulationResult, concat_results, simulate_chunks
from .static import StaticFallback


class Recompute(StaticFallback, W.VBox):
    """Recompute-live control for one kept simulation.

    ``result``: a ``saved_simulate`` result (its ``saved`` attribute names the parameters;
    ValueError without it).  ``show``: called as ``show(result)`` inside the output area.
    ``play(wait=True)`` plays in the caller's thread (tests, scripts) and returns the result.
    """

    def __init__(self, result: SimulationResult, show: Callable[[SimulationResult], None]):
        params = getattr(result, "saved", None)
        if not params:
            raise ValueError("recompute needs a result of saved_simulate (it names the games that made it)")
        self.params, self.show = params, show
        self.run_button = W.Button(description="Recompute live", tooltip="play these games again now")
        self.stop_button = W.Button(description="Stop", disabled=True, tooltip="stop after the games being played")
        self.progress = W.IntProgress(value=0, min=0, max=params["n_games"], layout=W.Layout(width="320px"))
        self.status = W.Label(value=f"{params['n_games']} games, seed {params['seed']}")
        self.output = W.Output()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.run_button.on_click(lambda _: self.play(wait=False))
        self.stop_button.on_click(lambda _: self._stop.set())
        super().__init__([W.HBox([self.run_button, self.stop_button, self.progress, self.status]), self.output])

    static_note = "Run the notebook to recompute it live."

    def _static_summary(self) -> str:
        p = self.params
        return f"Recompute live: {p['n_games']} games of {p['game']}, seed {p['seed']}"

    def play(self, wait: bool = True) -> SimulationResult | None:
        """Play the kept games again; ``wait=False`` plays in a background thread (returns None)."""
        if self._thread is not None and self._thread.is_alive():
            return None
        self._stop.clear()
        if not wait:
            self._thread = threading.Thread(target=self._play, daemon=True)
            self._thread.start()
            return None
        return self._play()

    def _play(self) -> SimulationResult:
        p = self.params
        game = load_game(p["game"], **p["options"])
        self.run_button.disabled, self.stop_button.disabled = True, False
        self.progress.value = 0
        parts = []
        for part in simulate_chunks(game, p["agents"], p["n_games"], p["seed"]):
            parts.append(part)
            self.progress.value += part.n
            self.status.value = f"{self.progress.value} of {p['n_games']} games"
            if self._stop.is_set():
                break
        stopped = self.progress.value < p["n_games"]
        result = concat_results(parts, game.num_players, parts[0].engine, stopped)
        self.status.value = ("Stopped: " if stopped else "Done: ") + f"{result.n} games ({result.engine} engine)"
        self.output.clear_output()
        with self.output:
            self.show(result)
        self.run_button.disabled, self.stop_button.disabled = False, True
        return result


def recompute(result: SimulationResult, show: Callable[[SimulationResult], None]) -> Recompute:
    """The **Recompute live** control for a kept ``saved_simulate`` result (see :class:`Recompute`)."""
    return Recompute(result, show)
