"""The batched Raja Pasu engine (gamekit.analysis.batch.raja_pasu) equals the plain engine (issue 13 §1).

(a) 1,000 seeded batched rounds per agent are replayed through the plain engine with the same
    moves and agree move by move: every move is legal there, a greedy seat's move is one the
    plain greedy agent would make (its best-scoring moves, before its random tie-break), and the
    counts (moves, turns, every event kind), the winner and the returns are the plain engine's.
(b) 10,000 random positions x every non-empty hole of the mover: the batched step gives the
    plain engine's next position, and refuses exactly the sowings the plain engine refuses (RP-6).
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

import gamekit
from gamekit.agents.raja_pasu import ranked_moves
from gamekit.analysis.batch import raja_pasu as batch
from gamekit.raja_pasu import HOLES, ROW, TOTAL_SEEDS, Sow


def greedy_best(state):
    """The moves the plain greedy agent chooses among (its random tie-break picks one of them)."""
    scored = ranked_moves(state)
    return [m for key, m, _ in scored if key[:2] == scored[0][0][:2]]


def replay(game, agents, result, g):
    state = game.initial_state()
    counts: Counter = Counter()
    turns = 0
    last = state.current_player
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
    assert state.is_terminal()
    w = state.winner
    assert bool(result.draw[g]) == (w == "draw")
    assert result.wins[g].tolist() == [w == 0, w == 1]
    assert tuple(result.returns[g]) == state.returns()
    assert (result.moves[g], result.turns[g], result.throws[g]) == (len(result.trace[g]), turns, 0)
    assert {k: int(v[g]) for k, v in result.events.items() if v[g]} == dict(counts)


@pytest.mark.parametrize("agents", [("random", "random"), ("greedy", "greedy"), ("greedy", "random")])
def test_1000_batched_rounds_replay_move_by_move(agents):
    game = gamekit.load("raja_pasu")
    result = batch.run(game, agents, 1000, np.random.SeedSequence(21), record=True)
    for g in range(result.n):
        replay(game, agents, result, g)


def test_the_options_replay_too():
    """RP-5 option (the last seed does not capture) and RP-1 option (North opens)."""
    game = gamekit.load("raja_pasu", pasu_on_last_seed=False, first_player=1)
    for agents in (("random", "random"), ("random", "greedy")):
        result = batch.run(game, agents, 300, np.random.SeedSequence(8), record=True)
        for g in range(result.n):
            replay(game, agents, result, g)


def plain_next(state, hole):
    """(board, reserves, to_move, winner code) after ``hole``, or None if the plain engine refuses it (RP-6)."""
    legal = state.legal_moves()
    if Sow(hole) not in legal:
        return None
    s = state.apply(legal[legal.index(Sow(hole))])  # the listed move: known legal
    w = {None: -1, 0: 0, 1: 1, "draw": batch.DRAW}[s.winner]
    return (s.board, s.reserves, s.to_move, w)


def batch_next(state, hole, pasu_last):
    ok, board, _, res, _, to_move, _, w = batch.step(
        np.array(state.board, dtype=np.int64),
        np.zeros(HOLES, dtype=np.bool_),
        np.array(state.reserves, dtype=np.int64),
        np.array(state.round_start, dtype=np.int64),
        state.to_move,
        hole,
        pasu_last,
        False,
    )
    if not ok:
        return None
    return (tuple(board.tolist()), tuple(res.tolist()), int(to_move), int(w))


def random_positions(n, rng):
    """``n`` random single-round positions (RP-10: 98 seeds), sparse and full boards alike."""
    out = []
    while len(out) < n:
        on_board = int(rng.integers(1, TOTAL_SEEDS + 1))
        board = np.bincount(rng.integers(0, HOLES, size=on_board), minlength=HOLES)
        south = int(rng.integers(0, TOTAL_SEEDS - on_board + 1))
        reserves = [south, TOTAL_SEEDS - on_board - south]
        start = [0, 0]  # round 1: every seed began on the board (RP-1); captures count from 0
        obj = {
            "game": "raja_pasu",
            "options": {"match": False, "pasu_on_last_seed": bool(rng.integers(2)), "first_player": 0},
            "board": board.tolist(),
            "reserves": reserves,
            "closed": [False] * HOLES,
            "to_move": int(rng.integers(2)),
            "round": 1,
            "round_start_reserves": start,
            "round_winners": [],
            "winner": None,
        }
        try:
            out.append(gamekit.state_from_json(obj))
        except gamekit.InvalidPositionError:  # RP-7: the mover has no legal move; not a position
            continue
    return out


def test_10000_random_positions_times_every_move_reach_the_same_positions():
    rng = np.random.default_rng(2026)
    states = random_positions(10_000, rng)
    refused = 0
    for state in states:
        last = state.game.options.pasu_on_last_seed
        row = range(0, ROW) if state.to_move == 0 else range(ROW, HOLES)
        for hole in row:
            if state.board[hole]:
                want = plain_next(state, hole)
                assert batch_next(state, hole, last) == want, (state.to_json(), hole)
                refused += want is None
    assert refused >= 1  # RP-6 sowings that never end were among them


def test_supports_rounds_and_matches_with_random_and_greedy():
    assert batch.supports(gamekit.load("raja_pasu"), ("random", "greedy"))
    assert batch.supports(gamekit.load("raja_pasu", match=True), ("random", "random"))  # RP-8, RP-9: matches too
    assert not batch.supports(gamekit.load("raja_pasu"), ("lookahead", "random"))
    with pytest.raises(ValueError, match="cannot play"):
        batch.run(gamekit.load("raja_pasu"), ("lookahead", "random"), 1, np.random.SeedSequence(0))
