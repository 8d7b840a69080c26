"""The lead's ``simulate()`` (gamekit.analysis.simulate): reproducible, per-game streams, consistent results."""

from __future__ import annotations

import numpy as np
import pytest

import gamekit
from gamekit.agents import random_agent
from gamekit.analysis.simulate import simulate
from gamekit.raja_pasu import TOTAL_SEEDS

# A callable agent is never batched: these tests check the plain engine's path.
PLAIN_RANDOM = random_agent


def _same(a, b, n):
    """Arrays of ``a`` equal the first ``n`` rows of ``b``'s."""
    for name in ("wins", "draw", "returns", "moves", "throws", "turns"):
        assert np.array_equal(getattr(a, name), getattr(b, name)[:n]), name
    assert set(a.events) <= set(b.events)
    for k, v in a.events.items():
        assert np.array_equal(v, b.events[k][:n]), k


def test_same_seed_gives_identical_arrays():
    """Two runs with seed 7 give identical arrays; another seed gives other games."""
    game = gamekit.load("raja_pasu")
    a = simulate(game, PLAIN_RANDOM, n_games=8, seed=7, progress=False)
    b = simulate(game, PLAIN_RANDOM, n_games=8, seed=7, progress=False)
    _same(a, b, 8)
    c = simulate(game, PLAIN_RANDOM, n_games=8, seed=8, progress=False)
    assert not np.array_equal(a.moves, c.moves) or not np.array_equal(a.events["sow"], c.events["sow"])


def test_game_i_is_the_same_whether_5_or_10_games_are_played():
    """Each game has its own stream spawned from the seed: game i of 5 == game i of 10."""
    game = gamekit.load("raja_pasu")
    five = simulate(game, PLAIN_RANDOM, n_games=5, seed=3, progress=False)
    ten = simulate(game, PLAIN_RANDOM, n_games=10, seed=3, progress=False)
    assert five.n == 5 and ten.n == 10
    _same(five, ten, 5)
    assert [s.to_json() for s in five.finals] == [s.to_json() for s in ten.finals[:5]]


def test_sechs_as_is_reproducible_too():
    """SA-5 throws are chance nodes: with a seed, throws and winners repeat exactly."""
    game = gamekit.load("sechs_as")
    a = simulate(game, PLAIN_RANDOM, n_games=4, seed=11, progress=False)
    b = simulate(game, PLAIN_RANDOM, n_games=6, seed=11, progress=False)
    _same(a, b, 4)
    assert (a.throws > 0).all()


def test_rp7_raja_pasu_results_are_consistent():
    """RP-7: in a single round exactly one of South wins / North wins / draw holds; each game has
    exactly one "round_end" event and one "move_end" per move; RP-10: 98 seeds at the end, all
    in the reserves; returns are +1/-1 for the winner and 0 for a draw; no throws (no dice)."""
    game = gamekit.load("raja_pasu")
    r = simulate(game, PLAIN_RANDOM, n_games=12, seed=1, progress=False)
    assert r.wins.shape == (12, 2) and r.draw.shape == (12,)
    assert np.array_equal(r.wins.sum(1) + r.draw, np.ones(12, dtype=int))
    assert np.array_equal(r.events["round_end"], np.ones(12, dtype=int))
    assert np.array_equal(r.events["move_end"], r.moves)
    assert np.array_equal(r.events["pick_up"], r.moves)
    assert (r.throws == 0).all()
    assert (r.turns <= r.moves).all()
    for s, w, d, ret in zip(r.finals, r.wins, r.draw, r.returns):
        assert s.is_terminal() and sum(s.board) == 0 and sum(s.reserves) == TOTAL_SEEDS
        if d:
            assert s.winner == "draw" and tuple(ret) == (0.0, 0.0)
        else:
            assert w[s.winner] and tuple(ret) == ((1.0, -1.0) if s.winner == 0 else (-1.0, 1.0))
    assert 0.0 <= r.win_rate(0) <= 1.0


def test_greedy_against_random_runs():
    """Agents by name, one per seat; the greedy agent is deterministic given the seed."""
    game = gamekit.load("raja_pasu")
    a = simulate(game, ["greedy", "random"], n_games=3, seed=2, progress=False)
    b = simulate(game, ["greedy", "random"], n_games=3, seed=2, progress=False)
    _same(a, b, 3)


def test_unknown_agent_or_wrong_count_raises_value_error():
    """An unknown agent name, or not one agent per seat, is a GameError (a ValueError) naming the problem."""
    game = gamekit.load("raja_pasu")
    with pytest.raises(ValueError, match="unknown agent"):
        simulate(game, "clever", n_games=1, progress=False)
    with pytest.raises(ValueError, match="unknown agent"):
        simulate(game, ["random", "nobody"], n_games=1, progress=False)
    with pytest.raises(ValueError, match="need 2 agents"):
        simulate(game, ["random"] * 3, n_games=1, progress=False)


def test_an_agent_that_cannot_take_state_and_rng_is_refused_by_name():
    """A callable agent must be callable as agent(state, rng): ``lambda state: ...`` is a
    GameError naming 'agents' before any game is played (it was a TypeError from inside the
    playout); an agent with a further default argument is taken and plays."""
    game = gamekit.load("raja_pasu")
    with pytest.raises(gamekit.GameError, match=r"'agents'.*cannot be called as agent\(state, rng\)"):
        simulate(game, lambda state: state.legal_moves()[0], n_games=1, progress=False)
    with pytest.raises(gamekit.GameError, match=r"'agents'.*cannot be called as agent\(state, rng\)"):
        simulate(game, ["random", lambda: None], n_games=1, progress=False)
    r = simulate(game, lambda state, rng, k=0: state.legal_moves()[k], n_games=2, progress=False)
    assert r.n == 2


def test_an_absurd_game_count_is_refused_before_anything_is_built():
    """n_games above MAX_GAMES (10**8) is a GameError naming 'n_games' at once, for simulate(),
    simulate_chunks() and a batched engine's run (10**30 used to fill the memory with the list of
    chunks until the process was killed)."""
    from gamekit.analysis import simulate_chunks
    from gamekit.analysis.batch import MAX_GAMES, engine_for

    game = gamekit.load("pachisi", ruleset="german")
    with pytest.raises(gamekit.GameError, match=r"'n_games' must be at most 100,000,000, not 10{30}"):
        simulate(game, "random", 10**30, progress=False)
    with pytest.raises(gamekit.GameError, match="'n_games' must be at most 100,000,000"):
        next(simulate_chunks(game, "random", MAX_GAMES + 1))
    with pytest.raises(gamekit.GameError, match="'n_games' must be at most 100,000,000"):
        engine_for(game).run(game, ("random",) * 4, MAX_GAMES + 1, np.random.SeedSequence(0))


# --- issue 11 §5: the README's spelling and careless arguments -------------------------------


def test_the_readme_spelling_gives_the_function():
    """``from gamekit.analysis import simulate`` is the function, and the README's call works."""
    from gamekit.analysis import simulate as f

    assert f is simulate and callable(f)
    r = f(gamekit.load("sechs_as"), "random", 3, 0)  # simulate(game, agents, n_games, seed)
    assert r.n == 3


@pytest.mark.parametrize(
    "kwargs, argument",
    [
        (dict(seed=-1), "seed"),
        (dict(seed="abc"), "seed"),
        (dict(seed=1.5), "seed"),
        (dict(seed=True), "seed"),
        (dict(n_games=-5), "n_games"),
        (dict(n_games=2.5), "n_games"),
        (dict(n_games="10"), "n_games"),
        (dict(n_jobs=0), "n_jobs"),
        (dict(n_jobs=1.5), "n_jobs"),
        (dict(max_steps=0), "max_steps"),
        (dict(agents="clever"), "agents"),
        (dict(agents=["random"] * 3), "agents"),
        (dict(agents=[1, 2]), "agents"),
        (dict(agents=42), "agents"),
        (dict(progress="no"), "progress"),
        (dict(progress=None), "progress"),
    ],
)
def test_careless_arguments_raise_a_game_error_naming_the_argument(kwargs, argument):
    """Each wrong argument is a gamekit.GameError whose message names it (issue 11 §5)."""
    game = gamekit.load("sechs_as")
    args = dict(agents="random", n_games=2, seed=0, progress=False)
    args.update(kwargs)
    with pytest.raises(gamekit.GameError, match=f"'{argument}'"):
        simulate(game, **args)


def test_a_game_that_is_not_a_game_is_named():
    with pytest.raises(gamekit.GameError, match="'game'"):
        simulate("sechs_as", "random", 2, 0)


def test_numpy_integers_are_whole_numbers():
    """np.int64 seeds and counts are accepted like ints (same games)."""
    game = gamekit.load("sechs_as")
    a = simulate(game, "random", np.int64(30), seed=np.int64(4), progress=False)
    b = simulate(game, "random", 30, seed=4, progress=False)
    _same(a, b, 30)


def test_zero_games_gives_empty_arrays_of_the_right_shape():
    for agents in ("random", PLAIN_RANDOM):
        r = simulate(gamekit.load("sechs_as", players=4), agents, 0, seed=0, progress=False)
        assert r.n == 0 and r.wins.shape == (0, 4) and r.returns.shape == (0, 4) and r.events == {}


# --- issue 13 §1-2: the batched engine behind simulate(), chunks, n_jobs ---------------------


def test_random_and_greedy_names_use_the_batched_engine_and_callables_the_plain_one():
    """``simulate`` dispatches by itself: batch for names it supports, plain otherwise."""
    sechs = gamekit.load("sechs_as")
    assert simulate(sechs, "random", 5, progress=False).engine == "batched"
    assert simulate(sechs, ["greedy", "random"], 5, progress=False).engine == "batched"
    r = simulate(sechs, "optimal", 2, progress=False)  # no batched optimal agent
    assert r.engine == "plain" and len(r.finals) == 2
    assert simulate(sechs, PLAIN_RANDOM, 2, progress=False).engine == "plain"
    match = gamekit.load("raja_pasu", match=True)  # RP-8/RP-9 matches: batched too
    assert simulate(match, "random", 1, progress=False).engine == "batched"
    b = simulate(gamekit.load("raja_pasu"), "random", 5, progress=False)
    assert b.engine == "batched" and b.finals is None


def test_batched_results_are_identical_for_any_n_jobs_and_a_prefix_of_longer_runs():
    """Chunks seeded by SeedSequence(seed).spawn: n_jobs=1 == n_jobs=2; the first games of a longer run agree."""
    from gamekit.analysis.simulate import CHUNK

    game = gamekit.load("sechs_as")
    n = 2 * CHUNK + 37
    one = simulate(game, "random", n, seed=9, progress=False, n_jobs=1)
    two = simulate(game, "random", n, seed=9, progress=False, n_jobs=2)
    _same(one, two, n)
    assert set(one.events) == set(two.events)
    longer = simulate(game, "random", n + CHUNK, seed=9, progress=False)
    _same(one, longer, n)
    other = simulate(game, "random", n, seed=10, progress=False)
    assert not np.array_equal(one.throws, other.throws)


def test_plain_results_are_identical_for_any_n_jobs():
    game = gamekit.load("sechs_as")
    one = simulate(game, PLAIN_RANDOM, 120, seed=3, progress=False, n_jobs=1)
    two = simulate(game, PLAIN_RANDOM, 120, seed=3, progress=False, n_jobs=2)
    _same(one, two, 120)
    assert [s.to_json() for s in one.finals] == [s.to_json() for s in two.finals]


def test_batched_sechs_as_results_are_consistent():
    """SA-6: exactly one winner per game, returns +1/-1 (D6); every game has a win event;
    turns = "turn" events (SA-7); throws = "throw" events; a game needs at least 6 removes or
    gives... at least one throw per decision round."""
    r = simulate(gamekit.load("sechs_as", players=4), "random", 500, seed=2, progress=False)
    assert np.array_equal(r.wins.sum(1), np.ones(500, dtype=int)) and not r.draw.any()
    assert np.array_equal(r.returns, np.where(r.wins, 1.0, -1.0))
    assert np.array_equal(r.events["win"], np.ones(500, dtype=int))
    assert np.array_equal(r.events["turn"], r.turns)
    assert np.array_equal(r.events["throw"], r.throws)
    # SA-1, SA-6: the winner emptied its side of 6 stones (give, pot, remove) before its winning 6
    assert (r.events["give"] + r.events["pot"] + r.events["remove"] >= 6).all()


def test_dask_backend_gives_the_same_results():
    """A local dask.distributed cluster through joblib's dask backend: the same arrays as n_jobs=1."""
    distributed = pytest.importorskip("distributed")
    import joblib

    game = gamekit.load("sechs_as")
    ref = simulate(game, "random", 4100, seed=5, progress=False)
    with distributed.Client(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None):
        with joblib.parallel_config(backend="dask"):
            got = simulate(game, "random", 4100, seed=5, progress=False, n_jobs=-1)
    _same(ref, got, 4100)


def test_tqdm_disable_variable_hides_the_bar():
    """TQDM_DISABLE=1 turns the bar off even though progress=True (the default): simulate passes
    ``disable`` to tqdm only when progress is False, so tqdm's own variable (read when tqdm is
    imported, hence a fresh process) still applies."""
    import os
    import subprocess
    import sys

    code = (
        "import gamekit; from gamekit.analysis import simulate; simulate(gamekit.load('sechs_as'), 'random', 3, seed=0)"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("TQDM_")}
    shown = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert "sechs_as: 100%" in shown.stderr  # the bar, without the variable
    env["TQDM_DISABLE"] = "1"
    hidden = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert "sechs_as" not in hidden.stderr and "it/s" not in hidden.stderr
