"""Loaders accept only positions that play can reach (the invariants each loader writes down).

The invariants live beside each game's JSON loader: Raja Pasu ``raja_pasu._check_round_start``
and ``RajaPasu.state_from_json`` (RP-1, RP-7, RP-8, RP-9, RP-10); Sechs-As
``SechsAs._reached_mid_throw`` (SA-2, SA-3, SA-4) with ``SechsAs.state_from_json`` (SA-1..SA-8);
both Pachisi rule sets ``pachisi.common.check_pieces_reachable`` (PG-25, PG-4 / PC-1, a returned
piece's captor PG-5 / PC-8) and the
Czech PC-5a check in ``pachisi.czech.json_io``.  Each case of the fuzzing report is refused;
mutated positions of random play that load satisfy every invariant and play on.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from fuzz_positions import keys, positions
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import gamekit
from gamekit import GameError, InvalidPositionError

EXAMPLES_PER_GAME = 200

RAJA = gamekit.load("raja_pasu").initial_state().to_json()
RAJA_MATCH = gamekit.load("raja_pasu", match=True).initial_state().to_json()


def test_rp1_round_one_starts_with_empty_reserves():
    """RP-1: round 1 with ``round_start_reserves`` other than [0, 0] is refused."""
    bad = {**RAJA, "board": [7] * 10 + [0, 0, 0, 0], "reserves": [28, 0], "round_start_reserves": [28, 0]}
    with pytest.raises(InvalidPositionError, match="round_start_reserves.*RP-1"):
        gamekit.state_from_json(bad)
    ok = {**bad, "round_start_reserves": [0, 0]}
    assert gamekit.state_from_json(ok).reserves == (28, 0)


def test_rp7_the_round_is_won_on_its_captures():
    """RP-7: a round won by North although South captured 60 to 38 is refused; won by South loads."""
    end = {**RAJA, "board": [0] * 14, "reserves": [60, 38], "round_winners": [1], "winner": 1, "to_move": 1}
    with pytest.raises(InvalidPositionError, match="RP-7"):
        gamekit.state_from_json(end)
    won = gamekit.state_from_json({**end, "round_winners": [0], "winner": 0})
    assert won.winner == 0 and won.returns() == (1.0, -1.0)


def test_rp8_a_hole_is_closed_only_when_it_could_not_be_filled():
    """RP-8: in a match, hole 0 closed although South kept 7 seeds at the round's start (49 held)
    is refused, also with ``round_start_reserves`` left out; with 6 kept it loads."""
    closed = [True] + [False] * 13
    board = [0] + [7] * 13
    common = {**RAJA_MATCH, "board": board, "closed": closed, "round": 2, "round_winners": [1]}
    with pytest.raises(InvalidPositionError, match="RP-8"):
        gamekit.state_from_json({**common, "reserves": [7, 0], "round_start_reserves": [7, 0]})
    without = {k: v for k, v in common.items() if k != "round_start_reserves"}
    with pytest.raises(InvalidPositionError, match="round_start_reserves"):
        gamekit.state_from_json({**without, "reserves": [7, 0]})
    ok = gamekit.state_from_json({**common, "reserves": [6, 1], "round_start_reserves": [6, 1]})
    assert ok.closed[0] and ok.round_start == (6, 1)


def test_sa4_six_five_with_one_stone_resolves_the_six_first():
    """SA-4: 6-5 thrown with one stone on the side and the 5 already resolved (no stone in the
    pot from it) is refused; the same dice after a 5 potted from two stones loads."""
    game = gamekit.load("sechs_as")
    with pytest.raises(InvalidPositionError, match="SA-4"):
        game.make_state([1, 6], pot=0, removed=5, throw=(6, 5), dice=(6,))
    s = game.make_state([2, 6], pot=0, removed=4).apply((6, 5))
    after = s.apply(next(m for m in s.legal_moves() if m.die == 5 and m.action == "pot"))
    assert (after.sides, after.pot, after.dice) == ((1, 6), 1, (6,))
    assert game.state_from_json(after.to_json()) == after


def _german(pieces, to_move=0):
    g = gamekit.load("pachisi", ruleset="german")
    obj = g.initial_state().to_json()
    return g, {**obj, "to_move": to_move, "pieces": {**obj["pieces"], **pieces}}


def test_pg25_play_stops_at_the_first_finished_team():
    """PG-25, PG-4: all four colours home, or red and green home (team play) with yellow to move,
    is refused; red and green home with red to move is the final position."""
    home = [71] * 4
    g, obj = _german({"red": home, "yellow": home, "green": home, "blue": home})
    with pytest.raises(InvalidPositionError, match="PG-25"):
        g.state_from_json({**obj, "winner": [0, 2]})
    g, obj = _german({"red": home, "green": home}, to_move=1)
    with pytest.raises(InvalidPositionError, match="to_move.*PG-25"):
        g.state_from_json({**obj, "winner": [0, 2]})
    g, obj = _german({"red": home, "green": home}, to_move=0)
    assert g.state_from_json({**obj, "winner": [0, 2]}).winner == (0, 2)


def test_pg5_pc8_a_returned_piece_had_a_captor():
    """PG-5, PC-8: a piece marked returned was captured by an opponent that had reached the
    shared track.  German two-colour game: a returned red piece while green, the only opponent,
    never entered, is refused; with one green piece on field 12 (path position 46) it loads.
    Czech: a returned red piece while no opponent left its middle column (path positions 0..6)
    is refused; a yellow piece at path position 7 (the tip, on the track) makes it loadable; a
    partner (green) on the track does not count in team play."""
    g = gamekit.load("pachisi", ruleset="german", individual=True, colours=["red", "green"])
    obj = g.initial_state().to_json()
    red = ["returned", 10, "yard", "yard"]
    with pytest.raises(InvalidPositionError, match="returned.*PG-5"):
        g.state_from_json({**obj, "pieces": {"red": red, "green": ["yard"] * 4}})
    ok = g.state_from_json({**obj, "pieces": {"red": red, "green": [46, "yard", "yard", "yard"]}})
    assert sorted(map(str, ok.to_json()["pieces"]["red"])) == ["10", "returned", "yard", "yard"]
    c = gamekit.load("pachisi", ruleset="czech")
    obj = c.initial_state().to_json()
    pieces = {**obj["pieces"], "red": [20, "returned", "yard", "yard"], "yellow": [6, "yard", "yard", "yard"]}
    with pytest.raises(InvalidPositionError, match="returned.*PC-8"):
        c.state_from_json({**obj, "throw": 2, "pieces": pieces})
    with pytest.raises(InvalidPositionError, match="returned"):  # green is red's partner (PC-1)
        c.state_from_json({**obj, "throw": 2, "pieces": {**pieces, "green": [30, "yard", "yard", "yard"]}})
    pieces["yellow"] = [7, "yard", "yard", "yard"]
    assert c.state_from_json({**obj, "throw": 2, "pieces": pieces}).to_json()["pieces"]["yellow"][0] == 7


def test_pc1_and_pc5a_czech_positions_play_can_reach():
    """PC-1: all four colours home is refused; PC-5a: a decision node whose only move is Pass is
    refused (the engine passes by itself)."""
    g = gamekit.load("pachisi", ruleset="czech")
    obj = g.initial_state().to_json()
    home = [83] * 4
    with pytest.raises(InvalidPositionError, match="PC-1"):
        g.state_from_json({**obj, "pieces": {c: home for c in obj["pieces"]}, "winner": [0, 2]})
    # red's last piece one short of home (82): 2 mouths up (a 2) overshoots, so only Pass; 6 (a grace) moves home
    red = {**obj["pieces"], "red": [82, 83, 83, 83]}
    with pytest.raises(InvalidPositionError, match="PC-5a"):
        g.state_from_json({**obj, "throw": 2, "pieces": red})
    moves = g.state_from_json({**obj, "throw": 6, "pieces": red}).legal_moves()
    assert [str(m.to_json()) for m in moves] == [
        str({"type": "move", "colour": "red", "from": 82, "to": 83, "size": 1}),
        str({"type": "pass", "colour": "red"}),
    ]


def _mutate(obj, draw):
    """One random small change of a position's JSON: an int one up or down, or two list items swapped."""
    obj = json.loads(json.dumps(obj))
    paths = []

    def walk(o, path):
        if type(o) is int and path[0] not in ("options",):
            paths.append(path)
        elif isinstance(o, dict):
            for k, v in o.items():
                walk(v, path + (k,))
        elif isinstance(o, list):
            for i, v in enumerate(o):
                walk(v, path + (i,))

    walk(obj, ())
    if not paths:
        return obj
    path = draw(st.sampled_from(paths))
    at = obj
    for k in path[:-1]:
        at = at[k]
    at[path[-1]] += draw(st.sampled_from([-7, -1, 1, 7]))
    if draw(st.booleans()) and isinstance(at, list) and len(at) > 1:
        i, j = draw(st.integers(0, len(at) - 1)), draw(st.integers(0, len(at) - 1))
        at[i], at[j] = at[j], at[i]
    return obj


@pytest.mark.parametrize("key", keys())
@settings(max_examples=EXAMPLES_PER_GAME, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_mutated_positions_that_load_are_positions_play_keeps(key, data):
    """A mutated position of random play is refused with InvalidPositionError, or it loads, writes
    its JSON exactly (up to the order of alike pieces, which the Pachisi loaders sort), and plays
    on for 20 random actions without error."""
    pool = positions(key)
    _, text = pool[data.draw(st.integers(0, len(pool) - 1))]
    obj = _mutate(json.loads(text), data.draw)
    try:
        s = gamekit.state_from_json(obj)
    except InvalidPositionError:
        return
    written = json.loads(json.dumps(s.to_json()))
    assert written == obj or ("pieces" in obj and {**written, "pieces": None} == {**obj, "pieces": None})
    assert gamekit.state_from_json(written) == s
    rng = np.random.default_rng(0)
    for _ in range(20):
        if s.is_terminal():
            assert s.winner is not None and s.legal_moves() == []
            break
        if s.is_chance():
            s = s.apply(gamekit.sample_outcome(s, rng))
        else:
            moves = s.legal_moves()
            assert moves, "a decision node that is not terminal has a legal move"
            s = s.apply(moves[int(rng.integers(len(moves)))])
        assert gamekit.state_from_json(json.loads(json.dumps(s.to_json()))) == s


def test_every_invariant_error_is_a_game_error():
    """The invariant checks raise GameErrors only (InvalidPositionError is one)."""
    assert issubclass(InvalidPositionError, GameError)
