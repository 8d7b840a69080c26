"""gamekit.analysis.evaluate: every play of a position, rolled out with common random numbers."""

from __future__ import annotations

import numpy as np
import pytest

import gamekit
from gamekit.analysis.evaluate import evaluate, plays
from gamekit.raja_pasu import Sow


def test_raja_pasu_opening_has_one_play_per_hole_of_south_rp2():
    """RP-1, RP-2: at the opening South may sow any of its 7 holes, so 7 plays, each one hole."""
    st = gamekit.load("raja_pasu").initial_state()
    found = plays(st)
    assert [seq for seq, _ in found] == [(Sow(h),) for h in range(7)]


def test_german_whole_roll_is_one_play_pg11_pg12():
    """PG-11, PG-12: a play is the whole roll's steps; the opening 5-5 (PG-13 double) has one
    distinct play, both fives entering two pieces on the start field, whatever the order."""
    st = gamekit.load("pachisi", ruleset="german").initial_state().apply((5, 5))
    found = plays(st)
    assert len(found) == 1
    seq, after = found[0]
    assert len(seq) == 2 and after.is_chance()  # the double throws again (PG-13)


def test_evaluate_ranks_reproducibly_and_the_same_for_any_n_jobs():
    st = gamekit.load("raja_pasu").initial_state()
    a = evaluate(st, 40, 3, "greedy")
    b = evaluate(st, 40, 3, "greedy", n_jobs=2)
    assert [p.description for p in a.plays] == [p.description for p in b.plays]
    assert [p.share for p in a.plays] == [p.share for p in b.plays]
    assert all(a.plays[i].share >= a.plays[i + 1].share for i in range(len(a.plays) - 1))
    for p in a.plays:
        assert p.n_games == 40 and p.low <= p.share <= p.high
    d, lo, hi = a.difference(0, len(a.plays) - 1)
    assert d == a.plays[0].share - a.plays[-1].share and lo <= d <= hi
    assert "wins" in a.verdict()


def test_evaluate_refuses_careless_input_naming_it():
    game = gamekit.load("pachisi", ruleset="german")
    with pytest.raises(gamekit.GameError, match="'state'.*chance node"):
        evaluate(game.initial_state(), 10, 0)
    st = game.initial_state().apply((5, 5))
    with pytest.raises(gamekit.GameError, match="'n_games'"):
        evaluate(st, 0, 0)
    with pytest.raises(gamekit.GameError, match="'seed'"):
        evaluate(st, 10, -1)
    with pytest.raises(gamekit.GameError, match="'agents'"):
        evaluate(st, 10, 0, "clever")
    with pytest.raises(gamekit.GameError, match="'state'"):
        evaluate("red to move", 10, 0)
    with pytest.raises(gamekit.GameError, match="'a'"):
        evaluate(st, 10, 0).difference(5, 0)


def test_evaluate_refuses_an_absurd_game_count_and_callables_of_the_wrong_shape_at_once():
    """A careless n_games of 10**30 is refused before anything is built (it used to fill the
    memory with its chunk list until the process was killed); an agent that cannot be called as
    agent(state, rng) and an on_progress that cannot be called as (done, total) are refused by
    name before any game is played, not with a TypeError from inside the rollouts."""
    from gamekit.analysis.evaluate import MAX_GAMES_PER_PLAY

    st = gamekit.load("pachisi", ruleset="german").initial_state().apply((5, 5))
    with pytest.raises(gamekit.GameError, match=r"'n_games' must be at most 1,000,000, not 10{30}"):
        evaluate(st, 10**30, 0)
    with pytest.raises(gamekit.GameError, match="'n_games' must be at most 1,000,000"):
        evaluate(st, MAX_GAMES_PER_PLAY + 1, 0)
    with pytest.raises(gamekit.GameError, match=r"'agents'.*cannot be called as agent\(state, rng\)"):
        evaluate(st, 5, 0, agents=lambda state: state.legal_moves()[0])
    with pytest.raises(gamekit.GameError, match=r"'on_progress' must be None or a callable \(done, total\)"):
        evaluate(st, 5, 0, on_progress=lambda done: None)
    # the shapes that fit are taken: a default argument, *args
    seen = []
    ev = evaluate(
        st, 2, 0, agents=lambda state, rng, depth=1: state.legal_moves()[0], on_progress=lambda *a: seen.append(a)
    )
    assert seen[-1] == (len(ev.plays), len(ev.plays))


def test_a_verdict_of_one_game_says_one_game():
    """The verdict counts its games in words: "1 game", not "1 games"."""
    st = gamekit.load("pachisi", ruleset="german").initial_state().apply((5, 5))
    one = evaluate(st, 1, 0).verdict()
    assert ", 1 game)" in one and "1 games" not in one
    assert ", 3 games)" in evaluate(st, 3, 0).verdict()


def test_sechs_as_rollouts_agree_with_the_solver_within_4_se():
    """SA-1..SA-8: with both sides playing the solver's moves, each play's rollout share agrees
    with the exact value the solver gives within 4 standard errors."""
    import numpy as np

    game = gamekit.load("sechs_as")
    st = game.initial_state().apply((6, 1))
    e = evaluate(st, 400, 2, "optimal")
    assert len(e.plays) >= 1
    for p in e.plays:
        assert p.solved is not None
        if p.exact:
            assert p.share == p.solved
            continue
        se = max(np.sqrt(p.solved * (1 - p.solved) / p.n_games), 1e-9)
        assert abs(p.share - p.solved) <= 4 * se, (p.description, p.share, p.solved)


def _german_position_with_plays():
    """A German position with 6 distinct plays (PG-11, PG-12): 60 seeded steps (first legal
    move, seeded throws), then the throw 5-1 of a colour with a piece on the track."""
    from gamekit.core import sample_outcome

    st = gamekit.load("pachisi", ruleset="german").initial_state()
    rng = np.random.default_rng(4)
    for _ in range(60):
        st = st.apply(sample_outcome(st, rng)) if st.is_chance() else st.apply(st.legal_moves()[0])
    while st.is_chance():
        st = st.apply(sample_outcome(st, rng))
    return st


def test_german_evaluate_plays_each_play_as_simulate_from_it_for_any_n_jobs():
    """Each play's games are exactly ``simulate(start=after)``'s with the same seed (common random
    numbers), whether its chunks run in this thread or in joblib threads with the other plays'."""
    from gamekit.analysis.simulate import simulate

    st = _german_position_with_plays()
    a = evaluate(st, 30, 7)
    b = evaluate(st, 30, 7, n_jobs=2)
    assert len(a.plays) == 6
    assert [(p.description, p.scores.tolist()) for p in a.plays] == [
        (p.description, p.scores.tolist()) for p in b.plays
    ]
    for p in a.plays:
        res = simulate(st.game, "random", 30, 7, progress=False, start=p.after)
        assert res.engine == "batched"
        assert p.scores.tolist() == res.wins[:, st.current_player].astype(float).tolist()


def test_german_evaluate_stops_when_on_progress_says_so():
    st = _german_position_with_plays()
    calls = []
    e = evaluate(st, 20, 1, n_jobs=2, on_progress=lambda done, total: calls.append((done, total)) or done < 2)
    assert e.stopped and len(e.plays) == 2 and calls[:2] == [(1, calls[0][1]), (2, calls[0][1])]


def test_a_difference_no_game_tells_apart_gets_the_wilson_bound_not_a_zero_width_interval():
    """When every paired game gives the same difference d, the interval is not d..d: with 0 of n
    games differing, the Wilson interval's upper end is u = z**2 / (n + z**2) (z = 1.959964, so
    z**2 = 3.841459), and the difference lies within d - (d + 1) u .. d + (1 - d) u.  By hand for
    n = 200: u = 3.841459 / 203.841459 = 0.018845."""
    from gamekit.analysis.evaluate import Evaluation, PlayValue

    st = gamekit.load("raja_pasu").initial_state()

    def play(scores):
        sc = np.asarray(scores, float)
        return PlayValue((), "a play", st, float(sc.mean()), 0.0, 1.0, len(sc), False, sc)

    ev = Evaluation(st, 0, [play(np.ones(200)), play(np.ones(200)), play(np.zeros(200))])
    d, lo, hi = ev.difference(0, 1)
    assert d == 0 and lo == pytest.approx(-0.018845, abs=1e-6) and hi == pytest.approx(0.018845, abs=1e-6)
    d, lo, hi = ev.difference(0, 2)  # the first always wins, the other always loses
    assert d == 1 and lo == pytest.approx(1 - 2 * 0.018845, abs=1e-6) and hi == 1
    d, lo, hi = ev.difference(2, 0)
    assert d == -1 and lo == -1 and hi == pytest.approx(-1 + 2 * 0.018845, abs=1e-6)
    one = Evaluation(st, 0, [play([1.0]), play([1.0])])  # one game each: u = 3.841459 / 4.841459
    assert one.difference(0, 1)[1:] == pytest.approx((-0.793451, 0.793451), abs=1e-6)
    assert "(-2 to 2)" in ev.verdict()
