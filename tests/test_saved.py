"""The results kept in gamekit/data are what the engines compute for the parameters stored with them."""

import json

import numpy as np
import pytest

from gamekit.analysis import simulate
from gamekit.analysis.compare import exact_play, load_game
from gamekit.analysis.saved import EXACT_FILE, SIM_DIR, _canonical, _sim_name, saved_exact_play, saved_simulate

KEPT = sorted(SIM_DIR.glob("*.json"))


def _kept(game_key, engine):
    """The parameters of the smallest kept simulation of ``game_key`` by ``engine``."""
    found = [json.loads(m.read_text()) for m in KEPT]
    found = [i["params"] for i in found if i["params"]["game"] == game_key and i["engine"] == engine]
    if not found:
        pytest.skip(f"no kept {engine} simulation of {game_key}")
    return min(found, key=lambda p: p["n_games"])


def test_every_kept_simulation_is_named_by_its_parameters():
    """A file's name is the hash of the parameters inside it, so no file can answer for other settings."""
    assert KEPT, "the notebooks' kept simulations are missing from gamekit/data/simulations"
    for meta in KEPT:
        params = json.loads(meta.read_text())["params"]
        assert meta.stem == _sim_name(params)
        assert (SIM_DIR / f"{meta.stem}.npz").is_file()


def test_kept_batched_pachisi_games_replay_equal():
    """The first 2000 kept German Pachisi games are the first 2000 that simulate() plays now (same seed)."""
    params = _kept("pachisi/german", "batched")
    kept = saved_simulate(params["game"], params["agents"], params["n_games"], params["seed"], **params["options"])
    fresh = simulate(
        load_game("pachisi/german", **params["options"]), params["agents"], 2000, seed=params["seed"], progress=False
    )
    assert fresh.engine == kept.engine == "batched"
    for name in ("wins", "draw", "moves", "throws", "turns"):
        np.testing.assert_array_equal(getattr(kept, name)[:2000], getattr(fresh, name))
    assert kept.saved["n_games"] == params["n_games"] == kept.n


def test_kept_plain_sechs_as_games_replay_equal():
    """Perfect-play Sechs-As games (plain engine): each game has its own seed, so the first 50 replay equal."""
    params = _kept("sechs_as", "plain")
    kept = saved_simulate(params["game"], params["agents"], params["n_games"], params["seed"], **params["options"])
    fresh = simulate(
        load_game("sechs_as", **params["options"]), params["agents"], 50, seed=params["seed"], progress=False
    )
    for name in ("wins", "moves", "throws", "turns"):
        np.testing.assert_array_equal(getattr(kept, name)[:50], getattr(fresh, name))


def test_kept_exact_chain_recomputes_equal():
    """SA-3 compulsory dice, random players: the kept exact chain equals a fresh exact_play."""
    store = json.loads(EXACT_FILE.read_text())
    key = _canonical(
        {
            "game": "sechs_as",
            "options": load_game("sechs_as", all_actions_compulsory=True).options_json(),
            "agents": ["random", "random"],
        }
    )
    assert key in store
    kept = saved_exact_play("sechs_as", "random", all_actions_compulsory=True)
    fresh = exact_play(load_game("sechs_as", all_actions_compulsory=True), "random")
    assert kept.win == pytest.approx(fresh.win, abs=1e-12)
    assert kept.expected_turns == pytest.approx(fresh.expected_turns, abs=1e-9)
    assert kept.states == fresh.states


def test_callable_agent_is_refused():
    with pytest.raises(ValueError, match="named agents"):
        saved_simulate("sechs_as", [lambda s, r: None, "random"], 10, 1)


def test_toggle_with_kept_results_b_equals_played():
    """SA-3 toggle: passing the games of values[1] already played gives the same difference as playing them."""
    from gamekit.analysis.compare import toggle_experiment

    b = simulate(load_game("sechs_as", all_actions_compulsory=True), "random", 400, seed=7, progress=False)
    given = toggle_experiment("sechs_as", "all_actions_compulsory", (False, True), "random", 400, 7, results_b=b)
    played = toggle_experiment("sechs_as", "all_actions_compulsory", (False, True), "random", 400, 7)
    assert (given.difference, given.low, given.high) == (played.difference, played.low, played.high)
    with pytest.raises(ValueError, match="results_b"):
        toggle_experiment("sechs_as", "all_actions_compulsory", (False, True), "random", 300, 7, results_b=b)


def test_recompute_live_gives_the_kept_games():
    """The Recompute live control plays the kept perfect-play Sechs-As games again: the same winners."""
    from gamekit.widgets.recompute import recompute

    params = _kept("sechs_as", "plain")
    kept = saved_simulate(params["game"], params["agents"], params["n_games"], params["seed"], **params["options"])
    shown = []
    control = recompute(kept, shown.append)
    again = control.play(wait=True)
    np.testing.assert_array_equal(again.wins, kept.wins)
    assert shown == [again] and control.progress.value == kept.n
    assert control.status.value == f"Done: {kept.n} games (plain engine)"
    with pytest.raises(ValueError, match="saved_simulate"):
        recompute(simulate(load_game("sechs_as"), "random", 10, seed=1, progress=False), print)
