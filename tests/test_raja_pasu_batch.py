"""The batched numpy Raja Pasu simulator against the plain engine, move by move (RP-1 .. RP-7, RP-10)."""

from __future__ import annotations

import random

import numpy as np
import pytest

import gamekit
from gamekit.analysis.raja_pasu_batch import DRAW, RajaPasuBatch, random_rounds
from gamekit.raja_pasu import TOTAL_SEEDS

WINNER_CODE = {None: -1, 0: 0, 1: 1, "draw": DRAW}
CYCLE_BOARD = [1, 0, 1, 0, 1, 2, 1, 0, 1, 0, 1, 0, 1, 0]
"""South to move: sowing hole 5 relays round for ever (RP-6); holes 0, 2, 4, 6 are legal."""


def _assert_same(batch, i, state):
    assert batch.board[i].tolist() == list(state.board)
    assert tuple(batch.reserves[i]) == state.reserves
    assert batch.to_move[i] == state.to_move
    assert batch.winner[i] == WINNER_CODE[state.winner]


def _play_along(states, seed):
    """Play random legal moves in the plain engine and the same moves in a batch; compare every ply."""
    rng = random.Random(seed)
    batch = RajaPasuBatch.from_states(states)
    counts = {k: np.zeros(len(states), dtype=int) for k in batch.events}
    plies = 0
    while True:
        live = [i for i, s in enumerate(states) if not s.is_terminal()]
        if not live:
            break
        holes = []
        for i in live:
            legal = states[i].legal_moves()
            assert {int(m) for m in legal} <= set(np.flatnonzero(batch.candidates()[i]).tolist())
            move = legal[rng.randrange(len(legal))]
            holes.append(int(move))
            states[i], events = states[i].apply_with_events(move)
            for e in events:
                if e.kind in counts:
                    counts[e.kind][i] += 1
        assert not batch.play(live, holes).any()
        for i, s in enumerate(states):
            _assert_same(batch, i, s)
            assert batch.board[i].sum() + batch.reserves[i].sum() == TOTAL_SEEDS  # RP-10
        plies += 1
    for k, v in counts.items():
        assert np.array_equal(batch.events[k], v), k
    return plies


@pytest.mark.parametrize(
    "options",
    [{}, {"pasu_on_last_seed": False}, {"first_player": 1}],
    ids=["RP-5-default", "RP-5-option-off", "RP-1-first-player-north"],
)
def test_rp2_to_rp7_same_moves_same_boards_from_the_opening(options):
    """RP-2..RP-7: 40 random rounds from the opening; after every move the batch's boards,
    reserves, mover and winner equal the plain engine's, and the relay/pasu/pussa/round_end
    event counts agree."""
    game = gamekit.load("raja_pasu", **options)
    assert _play_along([game.initial_state() for _ in range(40)], seed=11) > 20


def test_rp2_to_rp7_same_moves_same_boards_from_mid_round_positions():
    """Positions reached by random play (with seeds already captured, round_start kept) continue identically."""
    game = gamekit.load("raja_pasu")
    rng = random.Random(4)
    states = []
    for k in range(30):
        s = game.initial_state()
        for _ in range(k % 12):
            if s.is_terminal():
                break
            legal = s.legal_moves()
            s = s.apply(legal[rng.randrange(len(legal))])
        if not s.is_terminal():
            states.append(s)
    _play_along(states, seed=5)


def _cycle_state():
    game = gamekit.load("raja_pasu")
    return game.state_from_json(
        {
            "game": "raja_pasu",
            "options": game.options_json(),
            "to_move": 0,
            "winner": None,
            "board": CYCLE_BOARD,
            "reserves": [44, 45],
            "closed": [False] * 14,
        }
    )


def test_rp6_endless_sowing_is_reported_and_changes_nothing():
    """RP-6: in the batch, hole 5 of CYCLE_BOARD is reported as never ending (the plain engine
    refuses it too) and the round is unchanged; hole 4 is played as the plain engine plays it."""
    s = _cycle_state()
    assert [int(m) for m in s.legal_moves()] == [0, 2, 4, 6]
    batch = RajaPasuBatch.from_states([s, s])
    assert batch.play([0, 1], [5, 4]).tolist() == [True, False]
    _assert_same(batch, 0, s)
    assert batch.moves.tolist() == [0, 1]
    _assert_same(batch, 1, s.apply(4))


def test_rp6_random_rounds_never_play_an_endless_sowing():
    """RP-6 + RP-7: random play from CYCLE_BOARD ends every round, conserving the 98 seeds (RP-10)."""
    batch = RajaPasuBatch.from_states([_cycle_state()] * 200)
    res = random_rounds(0, seed=3, batch=batch)
    assert (batch.winner >= 0).all() and (res.reserves.sum(1) == TOTAL_SEEDS).all()
    assert np.array_equal(res.wins.sum(1) + res.draw, np.ones(200, dtype=int))


def test_rp7_end_round_matches_the_plain_engine():
    """RP-7: ending a round hands the board to the player not to move and decides on this
    round's captures, as the plain engine's round end does."""
    s = _cycle_state()
    batch = RajaPasuBatch.from_states([s])
    batch.end_round([0])
    ended, _ = s._end_round()
    _assert_same(batch, 0, ended)
    assert batch.events["round_end"].tolist() == [1]


def test_random_rounds_statistics_agree_with_the_plain_engine():
    """Random play: the mean number of moves per round of 4000 batched rounds and 300 plain-engine
    rounds agree within 4 standard errors of their difference; every round ends once (RP-7) with
    98 seeds held (RP-10); the same seed gives the same rounds."""
    res = random_rounds(4000, seed=9)
    assert (res.reserves.sum(1) == TOTAL_SEEDS).all()
    assert (res.events["round_end"] == 1).all()
    assert np.array_equal(res.wins.sum(1) + res.draw, np.ones(4000, dtype=int))
    again = random_rounds(4000, seed=9)
    assert np.array_equal(res.moves, again.moves) and np.array_equal(res.reserves, again.reserves)
    game = gamekit.load("raja_pasu")
    rng = random.Random(9)
    plain = []
    for _ in range(300):
        s, n = game.initial_state(), 0
        while not s.is_terminal():
            legal = s.legal_moves()
            s = s.apply(legal[rng.randrange(len(legal))])
            n += 1
        plain.append(n)
    plain = np.array(plain)
    se = np.sqrt(res.moves.var(ddof=1) / res.n + plain.var(ddof=1) / plain.size)
    assert abs(res.moves.mean() - plain.mean()) <= 4 * se


def test_bad_input_is_refused():
    """RP-2: only a non-empty hole of the mover's row can be played; RP-8 positions (closed
    holes, matches) need the plain engine."""
    batch = RajaPasuBatch(2)
    with pytest.raises(ValueError, match="not a move"):
        batch.play([0], [9])  # North's hole, South to move
    with pytest.raises(ValueError, match="one move at a time"):
        batch.play([0, 0], [1, 2])
    with pytest.raises(ValueError):
        batch.play([5], [1])
    with pytest.raises(ValueError):
        RajaPasuBatch(0)
    match = gamekit.load("raja_pasu", match=True).initial_state()
    with pytest.raises(ValueError, match="single rounds"):
        RajaPasuBatch.from_states([match])


def test_rp6_long_sowings_handed_to_the_plain_engine_give_the_same_result(monkeypatch):
    """RP-6: with RELAY_LIMIT lowered to 2, most moves are finished by the plain engine's sow();
    boards, reserves and event counts still match move by move."""
    import gamekit.analysis.raja_pasu_batch as rpb

    monkeypatch.setattr(rpb, "RELAY_LIMIT", 2)
    game = gamekit.load("raja_pasu")
    _play_along([game.initial_state() for _ in range(10)], seed=12)
