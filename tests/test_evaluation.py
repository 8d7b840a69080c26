"""One evaluation per game serves the hint, the greedy player and the lookahead (issue 10, fault 2).

The kind of fault: a comparison of a state before and after a move that does not look across the
automatic transitions the move sets off -- a round's end (RP-7), a match's next round (RP-8), the
match's end (RP-9), extra throws (PG-13, SA-5, PC-6) and partner play (PG-4, PC-11).  Expected
values are worked out by hand from the rules.
"""

from __future__ import annotations

import numpy as np
import pytest

import gamekit
from gamekit.agents import agents_for
from gamekit.agents import pachisi_czech as czech_agents
from gamekit.agents.raja_pasu import gain, greedy, lookahead, ranked_moves, seeds_won
from gamekit.pachisi.czech import HOME, with_pieces
from gamekit.widgets import view_for


def _issue_position(match: bool):
    """Issue 10's position: South to move; board [1,0,0,0,0,1,0, 0,2,0,0,0,0,0], reserves [49, 45], round 1."""
    g = gamekit.load("raja_pasu", match=match)
    obj = g.initial_state().to_json()
    obj.update(board=[1, 0, 0, 0, 0, 1, 0, 0, 2, 0, 0, 0, 0, 0], reserves=[49, 45])
    return g.state_from_json(obj)


@pytest.mark.parametrize("match", [False, True], ids=["round", "match"])
def test_RP_4_RP_7_RP_8_hint_counts_what_the_round_end_hands_out(match):
    """Hole 5: its one seed goes to hole 6 (RP-2); hole 7 is empty, so the move ends and South takes
    the 2 seeds of hole 8 (pussa, RP-4).  North's row is then empty: the round ends and South takes
    the 2 seeds left in holes 0 and 6 (RP-7): South +4, North +0.  In a match the next round is set
    up at once (RP-8: South 53 seeds -> 7 holes + 4 left, North 45 -> 6 holes + 3 left), which must
    not be read as South losing its reserve.  Hole 0: its seed goes to hole 1, hole 2 is empty and
    so is hole 3: no capture, +0 each."""
    s = _issue_position(match)
    after5, after0 = s.apply(5), s.apply(0)
    assert seeds_won(s, after5) == (4, 0)
    assert seeds_won(s, after0) == (0, 0)
    assert gain(s, after5, 0) == 4 and gain(s, after0, 0) == 0
    if match:
        assert after5.round == 2 and after5.reserves == (4, 3)
        assert after5.closed == (False,) * 7 + (True,) + (False,) * 6
    else:
        assert after5.reserves == (53, 45) and after5.is_terminal()
    hint = view_for(s.game).hint(s)
    assert hint.startswith("Best for South right now: hole 5 (+4). All holes: hole 0: +0, hole 5: +4.")
    assert "-" not in hint.split("Ranked")[0]
    assert int(greedy(s)) == 5
    assert int(lookahead(s)) == 5
    assert [int(m) for _k, m, _n in ranked_moves(s)] == [5, 0]


def test_RP_10_seeds_won_is_what_left_the_board_on_random_matches():
    """RP-10 (98 seeds always): what both players won in a move is what left the board -- all of it
    when the round ended (RP-7, the next round's holes are filled from holdings, RP-8) -- and no
    player ever wins a negative number of seeds."""
    g = gamekit.load("raja_pasu", match=True)
    rng = np.random.default_rng(7)
    checked_round_ends = 0
    for _ in range(6):
        s = g.initial_state()
        while not s.is_terminal():
            m = s.legal_moves()[int(rng.integers(len(s.legal_moves())))]
            nxt = s.apply(m)
            won = seeds_won(s, nxt)
            assert min(won) >= 0
            if nxt.round != s.round or nxt.is_terminal():
                checked_round_ends += 1
                assert sum(won) == sum(s.board)
            else:
                assert sum(won) == sum(s.board) - sum(nxt.board)
            s = nxt
    assert checked_round_ends >= 6


def test_PC_11_expected_loss_sees_a_finished_players_partner():
    """Czech, team play with help_partner (PC-11): yellow's pieces are all home, so yellow's throw
    moves blue's pieces.  Blue's piece on path 60 reaches blue's path 63 with a throw of 3 mouths up
    (probability C(6,3)/64 = 0.3125, PC-2); that is the field of red's single piece on red's path 46
    (not a castle, PC-9), so red loses it (PC-8).  Red's piece is worth IN_PLAY + 46 = 71; no other
    throw reaches it (1 mouth up = 10 goes to 70, 2..6 to 62, 64..66; 0 = 25 is past the home, PC-5).
    Expected loss = 0.3125 * 71 = 22.1875.  (It was 0: the mover was read after a throw of 0 that
    passed, which fell back to yellow.)"""
    g = gamekit.load("pachisi", ruleset="czech", help_partner=True)
    s = with_pieces(
        g,
        {
            "red": [46, "yard", "yard", "yard"],
            "yellow": [HOME] * 4,
            "green": [HOME] * 4,
            "blue": [60, HOME, HOME, HOME],
        },
        colour="yellow",
    )
    assert s.mover == 3
    czech_agents.expected_loss.cache_clear()
    assert czech_agents.expected_loss(s, (0, 2)) == pytest.approx(0.3125 * 71)


GAMES = [
    ("raja_pasu", {"match": True}),
    ("sechs_as", {"players": 4}),
    ("pachisi", {"ruleset": "german"}),
    ("pachisi", {"ruleset": "czech", "help_partner": True}),
]


@pytest.mark.parametrize("name,options", GAMES, ids=[f"{n}-{o}" for n, o in GAMES])
def test_hint_names_the_greedy_players_move(name, options):
    """Every board's hint recommends what the game's greedy player plays (one evaluation, issue 10),
    checked on the decision positions of seeded random games."""
    g = gamekit.load(name, **options)
    view = view_for(g)
    greedy_agent = agents_for(g)["greedy"]
    rng = np.random.default_rng(3)
    seen = 0
    for _ in range(3):
        s = g.initial_state()
        for _step in range(300):
            if s.is_terminal():
                break
            if s.is_chance():
                s = s.apply(gamekit.sample_outcome(s, rng))
                continue
            hint = view.hint(s)
            choice = greedy_agent(s, None)
            if name == "raja_pasu":
                assert hint.startswith("Best for")
                best = hint.split(": ", 1)[1].split(" (+")[0]
                assert f"hole {int(choice)}" in best.split(" or ")
            else:
                assert str(choice) in hint
            seen += 1
            moves = s.legal_moves()
            s = s.apply(moves[int(rng.integers(len(moves)))])
    assert seen >= 20
