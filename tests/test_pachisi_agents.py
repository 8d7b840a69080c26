"""The lookahead players of both Pachisi rule sets (issue 6 §2): legal moves, hand-worked
positions, and a seeded match against random players.

The evaluation and its weights are documented in ``gamekit/agents/pachisi_german.py`` and
``gamekit/agents/pachisi_czech.py``.
"""

from __future__ import annotations

import numpy as np
import pytest

import gamekit
from gamekit.agents import agents_for
from gamekit.agents import pachisi_czech as cz_agents
from gamekit.agents import pachisi_german as de_agents
from gamekit.analysis.simulate import simulate
from gamekit.pachisi.czech import Move, with_pieces
from gamekit.pachisi.german import after_roll, whole_plays


def german_position(game, pieces: dict, throw) -> object:
    obj = {
        "game": "pachisi/german",
        "options": game.options_json(),
        "to_move": 0,
        "winner": None,
        "pieces": pieces,
        "missed_entries": 0,
        "throw": None,
        "steps": [],
    }
    return game.state_from_json(obj).apply(throw)


@pytest.mark.parametrize("ruleset", ["german", "czech"])
def test_lookahead_is_offered(ruleset):
    game = gamekit.load("pachisi", ruleset=ruleset)
    assert {"random", "greedy", "lookahead"} <= set(agents_for(game))


@pytest.mark.parametrize(
    "ruleset, opts",
    [
        ("german", {}),
        ("german", {"individual": True, "colours": ["red", "green"]}),
        ("czech", {}),
        ("czech", {"help_partner": True}),
    ],
)
def test_lookahead_returns_legal_moves(ruleset, opts):
    """Along a random game, the lookahead player's choice is always one of ``legal_moves()``."""
    game = gamekit.load("pachisi", ruleset=ruleset, **opts)
    look = agents_for(game)["lookahead"]
    asked = 0

    def choose(st, rng):
        nonlocal asked
        moves = st.legal_moves()
        if asked < 150 and rng.random() < 0.5:
            m = look(st, None)
            assert m in moves
            asked += 1
            return m
        return moves[int(rng.integers(len(moves)))]

    for _ in gamekit.playout(game.initial_state(), choose, np.random.default_rng(3)):
        pass
    assert asked > 20


def test_german_lookahead_captures_when_evaluation_says_so():
    """PG-21, PG-5: red (piece 1 on path 5, piece 2 on path 22, two home) throws 4-2; green (alone,
    individual play) has one piece on its path 60 (field 39), three home.

    Every play moves 6 pips, so without a capture red's side gains 6 whatever it does:
    ``evaluate`` = red 2*91 + (10+a) + (10+b) with a + b = 27 + 6 = 33, i.e. 235, minus green
    3*91 + (10+60) = 343: -108.  Piece 2 moved 4 to field 39 captures green's piece (the 2 is
    then played by piece 1, 5 -> 7, as PG-21 demands), so green loses 70: 235 - 273 = -38.  No
    green piece is left on the path and the returned one enters only on green's start field
    (field 47), so nothing of red is in reach: the expected loss is 0 for every play, and the
    capture wins by 70.
    """
    game = gamekit.load("pachisi", ruleset="german", individual=True, colours=["red", "green"])
    st = german_position(game, {"red": [5, 22, 71, 71], "green": [60, 71, 71, 71]}, (4, 2))
    side = de_agents.side_of(game, 0)
    ends = {tuple(sorted(after_roll(end).pieces[0])): after_roll(end) for _, end in whole_plays(st)}
    assert {k: de_agents.evaluate(v, side) for k, v in ends.items()} == {
        (9, 24, 71, 71): -108,
        (11, 22, 71, 71): -108,
        (7, 26, 71, 71): -38,
        (5, 28, 71, 71): -108,
    }
    m = de_agents.lookahead(st)
    assert (m.piece, m.values, m.frm, m.to, m.capture) == (1, (4,), 22, 26, 2)


def test_german_lookahead_keeps_pieces_out_of_reach():
    """PG-7, PG-21, PG-22: pieces at risk.  Red (piece 1 on its start field 13, piece 2 on field
    33, two home) throws 4-3 against green (individual play: a single piece on field 9, a gate
    on field 38, one home).  The gate blocks piece 2 from moving 7, so the plays are

    A. piece 1 moves 4 (field 17), piece 2 moves 3 (field 36);
    B. piece 1 moves 7 (4+3) to field 20, a safe field (PG-7);
    C. piece 2 moves 4 to field 37 (safe), piece 1 moves 3 (field 16).

    All move 7 pips, so ``evaluate`` ties at -43 (red 2*91 + 10+4 + 10+23 = 229; green 10+30
    + 2*(10+59) + 3 for the gate + 91 = 272).  The expected loss decides.  In A red's piece on
    field 17 is 8 fields ahead of green's single piece: green lands there with 6+2, 5+3 (2/36
    each), 4-4 or 3-3 (4+4 of 4,4,3,3) and 6-6 or 1-1 (6+1+1), 1/36 each: 8/36, and the piece is
    worth 10 + 4 = 14: loss 14 * 8/36 = 3.11.  In C the piece on field 16 is 7 ahead: 6+1, 5+2,
    4+3 (2/36 each) and every double (a value and its bottom face sum to 7): 12/36, worth 13:
    loss 4.33.  In B red's pieces stand on a safe field and 24 fields ahead of green: loss 0.
    So the player picks B.
    """
    game = gamekit.load("pachisi", ruleset="german", individual=True, colours=["red", "green"])
    st = german_position(game, {"red": [0, 20, 71, 71], "green": [30, 59, 59, 71]}, (4, 3))
    side = de_agents.side_of(game, 0)
    got = {}
    for _, end in whole_plays(st):
        nxt = after_roll(end)
        got[tuple(sorted(nxt.pieces[0]))] = (
            de_agents.evaluate(nxt, side),
            round(de_agents.expected_loss(nxt, side), 6),
        )
    assert got == {
        (4, 23, 71, 71): (-43, round(14 * 8 / 36, 6)),
        (7, 20, 71, 71): (-43, 0.0),
        (3, 24, 71, 71): (-43, round(13 * 12 / 36, 6)),
    }
    m = de_agents.lookahead(st)
    assert (m.piece, m.values, m.frm, m.to) == (0, (4, 3), 0, 7)


def test_czech_lookahead_keeps_pieces_out_of_reach():
    """PC-2, PC-8, PC-9: red throws 4 (four mouths up) with pieces on path 7 (the tip, a castle,
    field 8) and path 19 (field 20); yellow has a piece on its path 71 (field 21), green and
    blue one each in their middle columns.

    Both moves add 4 pips, so ``evaluate`` ties at -16 (red+green: 25+11 + 25+19 + 25 = 105;
    yellow+blue: 25+71 + 25 = 121); passing scores -20.  Moving 7 -> 11 lands on field 12, a
    castle (PC-9), and leaves the other piece on field 20, behind yellow: loss 0.  Moving
    19 -> 23 lands on field 24, three fields ahead of yellow's piece, which captures it with a
    throw of 3 (three mouths up: C(6,3)/64 = 20/64) -- a piece worth 25 + 23 = 48: loss
    48 * 20/64 = 15.  So the player moves 7 -> 11.
    """
    game = gamekit.load("pachisi", ruleset="czech")
    st = with_pieces(
        game,
        {
            "red": [7, 19, "yard", "yard"],
            "yellow": [71, "yard", "yard", "yard"],
            "green": [0, "yard", "yard", "yard"],
            "blue": [0, "yard", "yard", "yard"],
        },
        "red",
        4,
    )
    side = cz_agents.side_of(game, 0)
    scores = {
        str(m): (cz_agents.evaluate(st.apply(m), side), cz_agents.expected_loss(st.apply(m), side))
        for m in st.legal_moves()
    }
    assert sorted(scores.values()) == [(-20, 0.0), (-16, 0.0), (-16, 15.0)]
    assert cz_agents.lookahead(st) == Move(0, 7, 11, 1)


def test_czech_lookahead_captures():
    """PC-8: red throws 3 with a piece on path 19 (field 20), three fields behind yellow's single
    piece on its path 73 (field 23, not a castle).  Capturing it sends yellow's piece back to the
    charkoni: the other side loses 25 + 73 = 98, while any other move gains red's side only 3, so
    the player captures."""
    game = gamekit.load("pachisi", ruleset="czech")
    st = with_pieces(
        game,
        {
            "red": [19, 30, "yard", "yard"],
            "yellow": [73, "yard", "yard", "yard"],
            "green": [0, "yard", "yard", "yard"],
            "blue": [0, "yard", "yard", "yard"],
        },
        "red",
        3,
    )
    m = cz_agents.lookahead(st)
    after = st.apply(m)
    assert m == Move(0, 19, 22, 1) and after.pieces[1].count(-2) == 1


MATCH_GAMES = 24
MATCH_BOUND = 18
"""Wins of the lookahead team needed (of 24): clearly more than half.  Under a fair coin,
19 or more of 24 has probability 0.33 % (below 1 %); observed (seed 2026): German 24, Czech 24
(with 40 games: 40 and 40).  24 games, not 40: the plain lookahead agent's German games were the
third-longest unit test, 41 s."""


@pytest.mark.parametrize("ruleset", ["german", "czech"])
def test_lookahead_team_beats_random_team(ruleset):
    """Seeded match: lookahead plays red and green (a team, PG-2 / PC-1), random plays yellow and blue."""
    game = gamekit.load("pachisi", ruleset=ruleset)
    res = simulate(game, ["lookahead", "random", "lookahead", "random"], n_games=MATCH_GAMES, seed=2026, progress=False)
    wins = int(res.wins[:, 0].sum())
    assert res.wins[:, 0].tolist() == res.wins[:, 2].tolist()  # a team wins together
    assert wins > MATCH_BOUND, f"lookahead team won only {wins} of {MATCH_GAMES}"
