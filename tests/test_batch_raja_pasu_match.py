"""The batched Raja Pasu engine plays whole matches (RP-8, RP-9, RP-10) as the plain engine does.

Start positions: reachable match positions, drawn once per module (fixture ``positions``): random
matches played from the opening, replayed through the plain engine (``state.apply``), and cut at
random moves -- three cuts anywhere in the match and two within its last 40 moves, so that
round ends, new rounds with closed holes (RP-8) and the match's end (RP-9) lie within reach.

(a) 1,000 seeded batched games from 200 of those positions (5 per position; random, greedy and
    mixed seats) are replayed through the plain engine move by move: every move is legal there,
    a greedy seat's move is one of the plain greedy agent's best moves (before its random
    tie-break), and moves, turns, every event kind (``round_end``, ``round_start``,
    ``match_end`` included), the winner and the returns are the plain engine's.  The games are
    cut at ``max_steps=40`` moves, the plain engine's step cap rule (``core.playout``): a game not
    over after 40 moves is unfinished in both engines.  The options (RP-5 off, RP-1 North
    first) replay too.
(b) 200 positions x every non-empty hole of the mover: the batched step gives the plain
    engine's next position (board, closed holes, reserves, round-start reserves, player to
    move, rounds set up, winner), and refuses exactly the sowings the plain engine refuses (RP-6).
(c) Mean results: from 200 positions, South's mean return of the batched engine (2 games per
    position) agrees with plain-engine rollouts (1 game per position) within 4 standard errors of
    the per-position difference: greedy against random to the match's end, and random against
    random with a cap of 100 moves (the same cap in both engines).
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

import gamekit
from gamekit.analysis import evaluate, simulate
from gamekit.analysis.batch import raja_pasu as batch
from gamekit.analysis.simulate import MAX_STEPS
from gamekit.raja_pasu import HOLES, ROW, Sow
from test_batch_raja_pasu import greedy_best

CAP = 40


def _positions(game, n: int, seed: int) -> list:
    """``n`` reachable, non-terminal positions of ``game`` (five cuts per random match)."""
    rng = np.random.default_rng(seed)
    traces = batch.run(game, ("random", "random"), n // 5, np.random.SeedSequence(seed), record=True).trace
    out = []
    for tr in traces:
        k = len(tr)
        cuts = set(rng.integers(0, k, size=3).tolist()) | set(rng.integers(max(0, k - CAP), k, size=2).tolist())
        while len(cuts) < 5:
            cuts.add(int(rng.integers(0, k)))
        state = game.initial_state()
        for i, m in enumerate(tr):
            if i in cuts:
                out.append(state)
            state = state.apply(m)  # core.State.apply refuses an illegal move
        assert state.is_terminal()
    return out


@pytest.fixture(scope="module")
def positions():
    return _positions(gamekit.load("raja_pasu", match=True), 300, 20)


def replay(start, agents, result, g, max_steps):
    """Replay game ``g`` of ``result`` from ``start`` through the plain engine and compare."""
    state, counts, turns, last = start, Counter(), 0, start.current_player
    for move in result.trace[g]:
        assert not state.is_terminal()
        if state.current_player != last:
            turns += 1
            last = state.current_player
        legal = state.legal_moves()
        assert move in legal, (str(state), move)
        if agents[state.to_move] == "greedy":
            assert move in greedy_best(state), (str(state), move)
        state, events = state.apply_with_events(legal[legal.index(move)])  # the listed move: known legal
        counts.update(e.kind for e in events)
    n = len(result.trace[g])
    # core.playout: unfinished exactly when the game is not over after max_steps moves
    assert bool(result.unfinished[g]) == (not state.is_terminal())
    assert n == max_steps if result.unfinished[g] else n <= max_steps
    w = None if result.unfinished[g] else state.winner
    assert bool(result.draw[g]) == (w == "draw")
    assert result.wins[g].tolist() == [w == 0, w == 1]
    assert tuple(result.returns[g]) == ((0.0, 0.0) if w is None else state.returns())
    assert (result.moves[g], result.turns[g], result.throws[g]) == (n, turns, 0)
    assert {k: int(v[g]) for k, v in result.events.items() if v[g]} == dict(counts)


@pytest.mark.parametrize(
    "agents, lo, hi", [(("random", "random"), 0, 80), (("greedy", "greedy"), 80, 140), (("greedy", "random"), 140, 200)]
)
def test_batched_match_games_from_reachable_positions_replay_move_by_move(positions, agents, lo, hi):
    """(a) RP-1..RP-10: 200 match positions x 5 games in all, cut at 40 moves (the plain cap rule)."""
    for i, st in enumerate(positions[lo:hi], lo):
        res = batch.run(st.game, agents, 5, np.random.SeedSequence(i), record=True, start=st, max_steps=CAP)
        for g in range(5):
            replay(st, agents, res, g, CAP)


def test_the_positions_reach_closed_holes_and_match_ends(positions):
    """(a) covers what it should: new rounds with closed holes (RP-8), finished matches (RP-9)."""
    assert sum(any(s.closed) for s in positions[:200]) >= 40
    res = batch.run(positions[0].game, ("greedy", "random"), 60, np.random.SeedSequence(1), start=positions[150])
    assert res.n_unfinished == 0 and res.events["match_end"].sum() == 60


def test_the_options_replay_too():
    """RP-5 option (the last seed does not capture) and RP-1 option (North opens the match)."""
    game = gamekit.load("raja_pasu", match=True, pasu_on_last_seed=False, first_player=1)
    starts = [None] + _positions(game, 20, 3)
    for i, st in enumerate(starts):
        agents = ("random", "greedy") if i % 2 else ("greedy", "random")
        res = batch.run(game, agents, 3, np.random.SeedSequence(i), record=True, start=st, max_steps=CAP)
        for g in range(3):
            replay(game.initial_state() if st is None else st, agents, res, g, CAP)


def plain_next(state, hole):
    """The position after ``hole`` in the kernel's terms, or None if the plain engine refuses it (RP-6)."""
    legal = state.legal_moves()
    if Sow(hole) not in legal:
        return None
    s = state.apply(legal[legal.index(Sow(hole))])  # the listed move: known legal
    w = {None: -1, 0: 0, 1: 1, "draw": batch.DRAW}[s.winner]
    return (s.board, s.closed, s.reserves, s.round_start, s.to_move, s.round - state.round, w)


def batch_next(state, hole):
    ok, board, closed, res, start, to_move, rounds, w = batch.step(
        *batch.start_arrays(state.game, state)[:4],
        state.to_move,
        hole,
        state.game.options.pasu_on_last_seed,
        state.game.options.match,
    )
    if not ok:
        return None
    return (
        tuple(board.tolist()),
        tuple(closed.tolist()),
        tuple(res.tolist()),
        tuple(start.tolist()),
        int(to_move),
        int(rounds),
        int(w),
    )


def test_every_position_times_every_move_reaches_the_same_position(positions):
    """(b) RP-2..RP-10, the settling after a move included (round end, next round, match end)."""
    kinds = Counter()
    for state in positions[:200]:
        row = range(0, ROW) if state.to_move == 0 else range(ROW, HOLES)
        for hole in row:
            if state.board[hole]:
                want = plain_next(state, hole)
                assert batch_next(state, hole) == want, (state.to_json(), hole)
                kinds[None if want is None else (want[5], want[6] >= 0)] += 1
    assert kinds[(1, False)] >= 10 and kinds[(0, True)] >= 1  # new rounds and match ends among them


def _agree(positions, agents, max_steps):
    """(c) per-position difference of South's mean return, batched (2 games) - plain (1 game)."""
    plain = [gamekit.agents.agents_for(positions[0].game)[a] for a in agents]
    d = []
    for i, st in enumerate(positions):
        b = batch.run(st.game, agents, 2, np.random.SeedSequence(i), start=st, max_steps=max_steps)
        p = simulate(st.game, plain, 1, i, progress=False, start=st, max_steps=max_steps)
        assert p.engine == "plain"
        d.append(b.returns[:, 0].mean() - p.returns[:, 0].mean())
    d = np.array(d)
    se = d.std(ddof=1) / np.sqrt(len(d))
    assert se > 0 and abs(d.mean()) <= 4 * se, (d.mean(), se)


def test_mean_results_greedy_against_random_agree_with_plain_rollouts(positions):
    """(c) RP-1..RP-10 to the match's end (RP-9)."""
    _agree(positions[100:], ("greedy", "random"), MAX_STEPS)


def test_mean_results_random_against_random_agree_with_plain_rollouts(positions):
    """(c) RP-1..RP-10, both engines cut at 100 moves."""
    _agree(positions[100:], ("random", "random"), 100)


def test_simulate_and_evaluate_play_matches_with_the_batched_engine(positions):
    """The step cap is the plain engine's; simulate() and evaluate() of a match position are batched."""
    assert batch.MAX_STEPS == MAX_STEPS
    st = positions[7]
    r = simulate(st.game, "random", 20, 1, progress=False, start=st)
    assert r.engine == "batched" and r.n == 20 and r.n_unfinished == 0
    assert r.wins.sum() == 20  # RP-9: every finished match has a winner, never a draw
    ev = evaluate(st, n_games=20, seed=1)
    assert {p.moves[0].hole for p in ev.plays} == {m.hole for m in st.legal_moves()}
    r = simulate(gamekit.load("raja_pasu", match=True), ("greedy", "greedy"), 2, 0, progress=False)
    assert r.engine == "batched" and r.n_unfinished == 2 and r.moves.tolist() == [MAX_STEPS] * 2  # never ends
