"""Raja Pasu (RULES §5, seed 001): single rules by ID, and conformance.

The golden sowing traces worked out by hand (``tests/data/golden/raja_pasu.json``, RP-1 .. RP-9,
including the RP-6 refusal) are run by ``tests/test_golden.py``; here RP-10 is checked on them.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamekit
import golden
from conformance import check_bad_json_refused, check_illegal_refused, check_playouts
from gamekit.raja_pasu import TOTAL_SEEDS, Sow, setup_round

GOLDEN_TRACES = [c for c in golden.cases("raja_pasu") if "trace" in c]


@pytest.mark.parametrize("case", GOLDEN_TRACES, ids=[c["id"] for c in GOLDEN_TRACES])
def test_rp10_seeds_conserved_in_every_event_of_the_golden_traces(case):
    """RP-10: seeds are conserved in every event's snapshot of each golden sowing (the traces
    themselves are checked by tests/test_golden.py)."""
    state = golden.start_state(case)
    _, events = state.apply_with_events(golden.read_action(state, case["action"]))
    assert events
    for e in events:
        assert sum(e.data["board"]) + sum(e.data["reserves"]) + e.data["hand"] == TOTAL_SEEDS


def test_rp1_initial_position():
    """RP-1: 7 seeds in each of 14 holes, South moves first; option first_player."""
    s = gamekit.load("raja_pasu").initial_state()
    assert s.board == (7,) * 14 and s.reserves == (0, 0) and s.current_player == 0
    assert [int(m) for m in s.legal_moves()] == [0, 1, 2, 3, 4, 5, 6]
    n = gamekit.load("raja_pasu", first_player=1).initial_state()
    assert n.current_player == 1 and [int(m) for m in n.legal_moves()] == list(range(7, 14))


def test_rp2_first_move_from_hole_3_by_hand():
    """RP-2, RP-3, RP-5 from the opening: South sows hole 3.

    7 seeds go into 4..10 (8 each); hole 11 holds 7: relay; 12, 13, 0..4 get one each
    (8, 8, 8, 8, 8, 8, 1 -- hole 3 was emptied, so it now holds 1); the last seed lands in
    hole 4 (now 9); hole 5 holds 8: relay ...  We check the first laps of the trace.
    """
    s = gamekit.load("raja_pasu").initial_state()
    _, events = s.apply_with_events(3)
    kinds = [(e.kind, e.data["hole"]) for e in events[:20]]
    assert kinds[:9] == [("pick_up", 3)] + [("sow", h) for h in range(4, 11)] + [("relay", 11)]
    assert kinds[9:17] == [
        ("sow", 12),
        ("sow", 13),
        ("sow", 0),
        ("sow", 1),
        ("sow", 2),
        ("sow", 3),
        ("sow", 4),
        ("relay", 5),
    ]
    assert events[14].data["board"][3] == 1  # the emptied origin hole is re-sown (RP-2)


def test_rp8_setup_round_closes_from_the_left():
    """RP-8: 54 seeds open 7 holes (5 left), 44 open 6 (2 left, North's hole 7 closed), 20 open 2."""
    board, closed, left = setup_round((54, 44))
    assert board == (7,) * 7 + (0,) + (7,) * 6
    assert closed == (False,) * 7 + (True,) + (False,) * 6
    assert left == (5, 2)
    board, closed, left = setup_round((20, 78))
    assert closed[:7] == (True,) * 5 + (False,) * 2 and board[5:7] == (7, 7)
    assert left == (6, 29)


def test_illegal_moves_name_the_rule():
    """RP-2: refused moves give the reason and the rule, and change nothing."""
    s = gamekit.load("raja_pasu").initial_state()
    check_illegal_refused(s, [9, 14, -1, "x", 3.5, None, True])
    for hole, rule in ((9, "RP-2"), (14, "RP-1")):
        with pytest.raises(gamekit.IllegalMoveError, match=rule):
            s.apply(hole)


def test_moves_read_as_sentences_and_round_trip():
    """Moves are small frozen values with a sentence and JSON (API)."""
    m = Sow(9)
    assert str(m) == "North sows from hole 9 (North's 3rd)"
    assert int(m) == 9 and m.to_json() == {"type": "sow", "hole": 9}
    assert list(m.to_json()) == ["type", "hole"]  # the type first (one JSON vocabulary, issue 12 §4)
    g = gamekit.load("raja_pasu")
    assert g.move_from_json({"type": "sow", "hole": 9}) == m
    for bad, key in (
        (9, "sow"),  # the old form, a bare hole number
        ({"hole": 9}, "'type'"),
        ({"type": "pick", "hole": 9}, "'type'"),
        ({"type": "sow", "hole": 14}, "'hole'"),
        ({"type": "sow", "hole": True}, "'hole'"),
        ({"type": "sow", "hole": 9, "seeds": 3}, "'hole'"),
    ):
        with pytest.raises(gamekit.InvalidMoveError, match=key):
            g.move_from_json(bad)


def test_load_errors_list_valid_names():
    """load(): unknown names and options list the valid ones."""
    with pytest.raises(gamekit.UnknownGameError, match="raja_pasu"):
        gamekit.load("oware")
    with pytest.raises(gamekit.UnknownOptionError, match="pasu_on_last_seed"):
        gamekit.load("raja_pasu", pasu_last=True)
    with pytest.raises(gamekit.UnknownOptionError, match="first_player"):
        gamekit.load("raja_pasu", first_player=2)
    assert isinstance(gamekit.UnknownOptionError("x"), ValueError)


def _conserved(state):
    """RP-10: board + reserves = 98; closed holes are empty (RP-8)."""
    assert sum(state.board) + sum(state.reserves) == TOTAL_SEEDS
    assert all(not (c and n) for c, n in zip(state.closed, state.board))
    if state.is_terminal():
        assert sum(state.board) == 0


@pytest.mark.parametrize("options", [{}, {"pasu_on_last_seed": False}, {"first_player": 1}])
def test_conformance_single_round(options):
    """Conformance: random rounds, API + JSON round-trip + RP-10 after every move."""
    finals = check_playouts(gamekit.load("raja_pasu", **options), n_games=8, seed=3, invariant=_conserved)
    assert all(f.winner in (0, 1, "draw") for f in finals)


def test_conformance_match():
    """Conformance for a whole match (RP-8, RP-9): ends with a player below 7 seeds."""
    (final,) = check_playouts(gamekit.load("raja_pasu", match=True), n_games=1, seed=5, invariant=_conserved)
    loser = 1 - final.winner
    assert final.reserves[loser] < 7 and len(final.round_winners) == final.round


def test_malformed_positions_are_refused():
    """InvalidPositionError names what is wrong; nothing is half-loaded."""
    game = gamekit.load("raja_pasu")
    good = game.initial_state().to_json()

    def setter(key, value):
        return lambda o: o.__setitem__(key, value)

    mutations = [
        setter("board", [7] * 13),
        setter("board", [7] * 13 + [8]),  # 99 seeds: RP-10
        setter("board", [7] * 13 + [-1]),
        setter("board", "7" * 14),
        setter("reserves", [0]),
        setter("closed", [0] * 14),
        setter("closed", [True] + [False] * 13),  # closed holes need a match
        setter("to_move", 2),
        setter("to_move", True),
        setter("game", "sechs_as"),
        setter("winner", 0),
        setter("extra", 1),
        lambda o: o["options"].__setitem__("pasu_on_last_seed", False),
        lambda o: o.pop("board"),
        lambda o: o.__setitem__("board", [0] * 7 + [14] * 7),  # South has no seeds: RP-7
    ]
    check_bad_json_refused(game, good, mutations)
    match = gamekit.load("raja_pasu", match=True)
    with pytest.raises(gamekit.InvalidPositionError, match="round 1"):  # RP-8: holes close from round 2 on
        match.state_from_json(
            {
                **match.initial_state().to_json(),
                "board": [0] + [7] * 13,
                "reserves": [7, 0],
                "closed": [True] + [False] * 13,
            }
        )
    with pytest.raises(gamekit.InvalidPositionError, match="board"):
        game.state_from_json({**good, "board": [7] * 13})


def test_game_record_undo_redo_and_json():
    """GameRecord: undo, redo, goto, and a whole game saved and replayed from JSON."""
    game = gamekit.load("raja_pasu")
    rec = gamekit.GameRecord(game.initial_state())
    rec.apply(3)
    rec.apply(int(rec.state.legal_moves()[0]))
    s2 = rec.state
    rec.undo()
    assert rec.cursor == 1 and rec.can_redo()
    rec.redo()
    assert rec.state == s2
    with pytest.raises(gamekit.IllegalMoveError):
        rec.apply(20)
    assert rec.state == s2 and len(rec) == 2
    back = gamekit.GameRecord.from_json(json.loads(json.dumps(rec.to_json())))
    assert back.states == rec.states and back.cursor == 2
    rec.goto(0)
    rec.apply(5)  # a new branch drops the redo tail
    assert len(rec) == 1
    bad = rec.to_json()
    assert bad["game"] == "raja_pasu" and bad["actions"] == [{"type": "sow", "hole": 5}]
    bad["actions"][0] = {"type": "sow", "hole": 9}  # North's hole on South's turn (RP-2)
    with pytest.raises(gamekit.InvalidPositionError, match="action 0"):
        gamekit.GameRecord.from_json(bad)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 6), min_size=1, max_size=40), st.booleans(), st.booleans())
def test_hypothesis_seeds_conserved(choices, pasu_last, match):
    """RP-10 as a property: any sequence of legal moves keeps 98 seeds and a valid JSON position."""
    game = gamekit.load("raja_pasu", pasu_on_last_seed=pasu_last, match=match)
    s = game.initial_state()
    for c in choices:
        if s.is_terminal():
            break
        moves = s.legal_moves()
        s = s.apply(moves[c % len(moves)])
        _conserved(s)
        assert game.state_from_json(s.to_json()) == s


def test_random_rounds_end_with_the_right_winner():
    """RP-7: the round's winner is whoever captured more in the round."""
    game = gamekit.load("raja_pasu")
    rng = np.random.default_rng(11)
    for _ in range(20):
        s = game.initial_state()
        while not s.is_terminal():
            ms = s.legal_moves()
            s = s.apply(ms[rng.integers(len(ms))])
        a, b = s.reserves
        assert s.winner == ("draw" if a == b else (0 if a > b else 1))
        assert s.returns() == {0: (1.0, -1.0), 1: (-1.0, 1.0), "draw": (0.0, 0.0)}[s.winner]
