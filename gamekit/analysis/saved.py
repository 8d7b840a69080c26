"""Results computed once and kept with the kit: exact chains and large simulations.

A notebook that needs 80 000 Pachisi games or a dozen exact Markov chains would take minutes
to run from the top.  The results are therefore computed by the engines the first time they are
asked for and kept in ``gamekit/data/``, together with the parameters that made them:

* :func:`saved_exact_play` -- :func:`gamekit.analysis.compare.exact_play` for a game (registry
  key and options) and string agents; kept in ``gamekit/data/exact_play.json``, one entry per
  parameter set (``key``: the parameters as JSON), with ``win``, ``draw``, ``expected_turns``,
  ``states``.
* :func:`saved_simulate` -- :func:`gamekit.analysis.simulate.simulate` for a game, string agents,
  a number of games and a seed; kept as ``gamekit/data/simulations/<name>.npz`` (every per-game
  array of the result) with the parameters and the engine that played in ``<name>.json``.
* :func:`saved_evaluate` -- :func:`gamekit.analysis.evaluate.evaluate` of a position, string
  agents, a number of games per play and a seed; kept as
  ``gamekit/data/evaluations/<name>.npz`` (per play, in the order of
  :func:`~gamekit.analysis.evaluate.plays`, the mover's score of every game) with the
  parameters (the position as its JSON) in ``<name>.json``.

Nothing here is typed by hand: a missing entry is computed and written (``python
scripts/execute_notebooks.py`` fills the cache while it executes the notebooks), and
``tests/test_saved.py`` recomputes samples and checks that they are equal to the kept ones.
Deleting ``gamekit/data/`` makes the next run recompute everything.  A result whose
parameters differ from the request is never returned.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import numpy as np

from .compare import ExactPlay, exact_play, load_game
from .simulate import SimulationResult, simulate

DATA = Path(__file__).resolve().parent.parent / "data"
"""Folder of the kept results (``gamekit/data``)."""
EXACT_FILE = DATA / "exact_play.json"
SIM_DIR = DATA / "simulations"


def _agents_list(game, agents) -> list[str]:
    seats = [agents] * game.num_players if isinstance(agents, str) else list(agents)
    if not all(isinstance(a, str) for a in seats):
        raise ValueError("saved results are kept for named agents only ('random', 'greedy', ...)")
    return seats


def _params(key: str, options: dict, agents, **more) -> dict:
    game = load_game(key, **options)
    return {"game": game.key, "options": game.options_json(), "agents": _agents_list(game, agents), **more}


def _canonical(params: dict) -> str:
    return json.dumps(params, sort_keys=True, separators=(",", ":"))


def saved_exact_play(key: str, agents: Any = "random", **options) -> ExactPlay:
    """:func:`~gamekit.analysis.compare.exact_play` of ``load_game(key, **options)``, kept on disk.

    ``agents``: one name for every seat or one per seat (names of
    :func:`gamekit.agents.agents_for`).  Returns the same :class:`ExactPlay` that ``exact_play``
    computes (win probabilities per seat in 0..1, draw, expected turns, positions of the chain);
    the first call for a parameter set computes it and writes ``gamekit/data/exact_play.json``.
    Raises what ``exact_play`` and ``load_game`` raise, and ValueError for a callable agent.
    """
    params = _params(key, options, agents)
    store = json.loads(EXACT_FILE.read_text()) if EXACT_FILE.is_file() else {}
    entry = store.get(_canonical(params))
    if entry is None:
        result = exact_play(load_game(key, **options), params["agents"])
        entry = {
            "win": list(result.win),
            "draw": result.draw,
            "expected_turns": result.expected_turns,
            "states": result.states,
        }
        store[_canonical(params)] = entry
        DATA.mkdir(exist_ok=True)
        EXACT_FILE.write_text(json.dumps(store, indent=1, sort_keys=True) + "\n")
    return ExactPlay(
        tuple(entry["win"]), entry["draw"], entry["expected_turns"], entry["states"], tuple(params["agents"])
    )


def _sim_name(params: dict) -> str:
    return hashlib.sha256(_canonical(params).encode()).hexdigest()[:16]


def saved_simulate(key: str, agents: Any, n_games: int, seed: int, n_jobs: int = -1, **options) -> SimulationResult:
    """:func:`~gamekit.analysis.simulate.simulate` of ``load_game(key, **options)``, kept on disk.

    Same games, same arrays as ``simulate(game, agents, n_games, seed)`` (``n_jobs`` changes
    only the speed of the first, computing call).  The result's ``finals`` is None (no states
    are kept) and ``saved`` (an added attribute) says how it was made: a dict with ``game``,
    ``options``, ``agents``, ``n_games``, ``seed``, ``engine`` and ``file``.  Raises what
    ``simulate`` raises, and ValueError for a callable agent.
    """
    params = _params(key, options, agents, n_games=int(n_games), seed=int(seed))
    name = _sim_name(params)
    arrays, meta = SIM_DIR / f"{name}.npz", SIM_DIR / f"{name}.json"
    if meta.is_file() and arrays.is_file() and json.loads(meta.read_text())["params"] == params:
        info = json.loads(meta.read_text())
        with np.load(arrays) as z:
            data = {k: z[k] for k in z.files}
        events = {k[len("event_") :]: v for k, v in data.items() if k.startswith("event_")}
        result = SimulationResult(
            data["wins"],
            data["draw"],
            data["returns"],
            data["moves"],
            data["throws"],
            data["turns"],
            events,
            None,
            False,
            info["engine"],
        )
    else:
        result = simulate(
            load_game(key, **options), params["agents"], n_games, seed=seed, progress=False, n_jobs=n_jobs
        )
        if result.interrupted:
            raise KeyboardInterrupt("the simulation was stopped; nothing was saved")
        SIM_DIR.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(
            arrays,
            wins=result.wins,
            draw=result.draw,
            returns=result.returns,
            moves=result.moves,
            throws=result.throws,
            turns=result.turns,
            **{f"event_{k}": v for k, v in result.events.items()},
        )
        meta.write_text(json.dumps({"params": params, "engine": result.engine}, indent=1) + "\n")
        result.finals = None
    result.saved = {**params, "engine": result.engine, "file": f"gamekit/data/simulations/{name}.npz"}
    return result


EVAL_DIR = DATA / "evaluations"


def saved_evaluate(state, n_games: int, seed: int, agents: Any = "random", n_jobs: int = -1):
    """:func:`~gamekit.analysis.evaluate.evaluate` of ``state``, kept on disk.

    The same :class:`~gamekit.analysis.evaluate.Evaluation` as ``evaluate(state, n_games, seed,
    agents)`` (``n_jobs`` changes only the speed of the first, computing call): the plays are
    found again from ``state`` (:func:`~gamekit.analysis.evaluate.plays`) and each gets its kept
    scores.  The result's ``saved`` (an added attribute) says how it was made: a dict with
    ``game``, ``options``, ``agents``, ``position`` (the state's JSON), ``n_games``, ``seed`` and
    ``file``.  Raises what ``evaluate`` raises, and ValueError for a callable agent.
    """
    from .evaluate import evaluate, exact_solution, play_value, plays, ranked

    game = state.game
    params = {
        "game": game.key,
        "options": game.options_json(),
        "agents": _agents_list(game, agents),
        "position": state.to_json(),
        "n_games": int(n_games),
        "seed": int(seed),
    }
    name = _sim_name(params)
    arrays, meta = EVAL_DIR / f"{name}.npz", EVAL_DIR / f"{name}.json"
    if meta.is_file() and arrays.is_file() and json.loads(meta.read_text())["params"] == params:
        found = plays(state)
        solution = exact_solution(game)
        seat = state.current_player
        with np.load(arrays) as z:
            kept = {int(k[len("play_") :]): z[k] for k in z.files}
        values = [
            play_value(seq, after, kept.get(i), seat, int(n_games), solution) for i, (seq, after) in enumerate(found)
        ]
        result = ranked(state, values)
    else:
        result = evaluate(state, n_games, seed, params["agents"], n_jobs=n_jobs)
        found = [after for _, after in plays(state)]
        scores = {f"play_{found.index(p.after)}": p.scores for p in result.plays if not p.exact}
        EVAL_DIR.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(arrays, **scores)
        meta.write_text(json.dumps({"params": params}, indent=1) + "\n")
    result.saved = {**params, "file": f"gamekit/data/evaluations/{name}.npz"}
    return result


def how_made(result: SimulationResult) -> str:
    """One line saying how a :func:`saved_simulate` result was made (games, seed, engine, file)."""
    s = result.saved
    return (
        f"saved result: {s['n_games']} games of {s['game']} ({'/'.join(s['agents'])}), seed {s['seed']}, "
        f"{s['engine']} engine, kept in {s['file']}"
    )
