"""Independent rules audit of the four engines against docs/RULES.md.

Every expected result below was worked out BY HAND from RULES.md (rule IDs in the test names and
docstrings), without looking at the engines' code or the golden data.  Tests marked
``xfail(strict=True, reason="ENGINE BUG? ...")`` are places where the auditor believes the engine
disagrees with the rule book.

Coordinates used in the German docstrings: red path p is track 13+p (mod 68).  For another colour
d, its path q is red path q + 17*d (mod 68); so yellow q = red p - 17, green q = red p - 34,
blue q = red p + 17 (all mod 68).  In red's path: safe fields (PG-7) 7, 24, 41, 58; start fields
(PG-6) red 0, yellow 17, green 34, blue 51; home-entry fields (PG-8) yellow 12, green 29, blue 46,
red 63.

Czech: red path p (7..74) is track p+1; yellow q = red p - 17, green q = red p - 34,
blue q = red p + 17 (mod 68, must fall in 7..74 / 75).  Red's castles (PC-9): 7, 11, 20, 24, 28,
37, 41, 45, 54, 58, 62, 71, 75.
"""

from __future__ import annotations

import copy
import json
import itertools

import pytest
from captors import with_captor

import gamekit
from gamekit import IllegalMoveError, InvalidPositionError
from gamekit.pachisi.czech import reachable_positions as cz_reachable
from gamekit.pachisi.czech import with_pieces
from gamekit.pachisi.german import reachable_positions as g_reachable
from gamekit.pachisi.german import whole_plays

Y, RT = "yard", "returned"
COLS = ("red", "yellow", "green", "blue")
RULE_ID = r"\b(PG|PC|SA|RP)-\d"

# =============================================================================================
# helpers


def _enc(v):
    return {"yard": -1, "returned": -2}.get(v, v)


def g_state(pieces, to_move="red", extra=None, **opts):
    """A German chance node (throw due) with the given pieces; other colours keep their yards."""
    g = gamekit.load("pachisi", **opts)
    j = g.initial_state().to_json()
    for c, v in pieces.items():
        j["pieces"][c] = list(v)
    j["pieces"] = with_captor(j["pieces"], g.individual)  # a returned piece's captor (PG-5)
    j["to_move"] = g.player_names.index(to_move)
    if extra:
        j.update(extra)
    return gamekit.state_from_json(j)


def g_colour(state):
    """The colour to move, read from the JSON: the seat ``to_move`` indexes the options' colours."""
    j = state.to_json()
    return j["options"]["colours"][j["to_move"]]


def g_pos(start, **changes):
    """Canonical pieces tuple (as reachable_positions gives) of ``start`` with ``changes``."""
    pj = start.to_json()["pieces"]
    out = []
    for c in COLS:
        if c in changes:
            v = changes[c]
        elif c in pj:
            v = pj[c]
        else:
            out.append(())
            continue
        out.append(tuple(sorted(_enc(x) for x in v)))
    return tuple(out)


def g_reach(state, throw):
    return set(g_reachable(state, throw))


def assert_unchanged_after_illegal(state, move):
    before = copy.deepcopy(state.to_json())
    with pytest.raises(IllegalMoveError, match=RULE_ID):
        state.apply(move)
    assert state.to_json() == before


# =============================================================================================
# German Pachisi (RULES §2, §5a)


def test_PG_11a_higher_first_absolute_lower_first_never_legal():
    """PG-11, PG-11a.  Red: gate on 14 (two pieces), a piece on 10, one in the goal.  Yellow gate
    on red 20 (yellow q 3).  Throw 6-4.

    6 first: 10+6 passes red's own gate on 14 (PG-22: no piece of any colour passes a gate);
    14+6 lands on the yellow gate at 20; combined 10 from 10 lands on 20, from 14 passes 20.  So
    the 6 cannot be moved, not even combined -> forfeited (PG-11).  Then the 4: 10+4 = 14 would be a
    third piece (PG-22 at most two); 14+4 = 18 is free.  The play "4 (14->18, opening the gate)
    then 6 (10->16)" uses both values but moves the lower first: never legal (PG-11a).
    Exactly one whole play: 14 -> 18."""
    s = g_state({"red": [10, 14, 14, 71], "yellow": [3, 3, Y, Y]})
    t = s.apply((6, 4))
    assert g_reach(s, (6, 4)) == {g_pos(s, red=[10, 14, 18, 71])}
    assert [(m.frm, m.to, m.values) for m in t.legal_moves()] == [(14, 18, (4,))]


def test_PG_12a_most_values_then_most_pips_double():
    """PG-12a, PG-13, PG-9, PG-10a.  Red: 40 (stuck: blue gate on the safe field 41, blue q 58),
    64, 65, 71.  Every red piece has been in play, so 1-1 gives 6, 6, 1, 1.

    Piece at 65 may take {6} (71) or {1}/{1,1}; piece at 64 may take {6}, {6,1} (71), {1}, {1,1};
    {6,1,1} and {6,6} overshoot (PG-9).  Each piece moves once (PG-10a) so 4 values are impossible.
    Three-value plays: 65{6} + 64{6,1} = 6+6+1 = 13 pips; 64{6} + 65{1,1}, 65{6} + 64{1,1},
    64{6,1} + 65{1} = 8 pips.  Most pips wins: both pieces reach the goal, the last 1 forfeited."""
    s = g_state({"red": [40, 64, 65, 71], "blue": [58, 58, Y, Y]})
    assert g_reach(s, (1, 1)) == {g_pos(s, red=[40, 71, 71, 71])}
    t = s.apply((1, 1))
    assert sorted((m.frm, m.values) for m in t.legal_moves() if m.piece2 < 0) == [(64, (6, 1)), (65, (6,))]


def test_PG_21_capture_illegal_when_other_die_unplayable_combined_instead():
    """PG-21, PG-10.  Red A on 20, B on 30 (boxed in by a blue gate on red 32 = blue q 49), two red
    in the goal.  Yellow single on red 26 (yellow q 9, track 39: not safe).  Throw 6-3.

    A+6 captures on 26, but then the 3 must be moved by another piece: B cannot (gate on 32), so the
    capture is illegal.  B cannot move at all.  A combined 9 -> 29 (green's home-entry field, empty)
    passes the single yellow piece: legal, uses both.  Only play: A -> 29, yellow untouched."""
    s = g_state({"red": [20, 30, 71, 71], "yellow": [9, Y, Y, Y], "blue": [49, 49, Y, Y]})
    assert g_reach(s, (6, 3)) == {g_pos(s, red=[29, 30, 71, 71])}


def test_PG_21_capture_illegal_so_higher_forfeited_and_lower_played():
    """PG-21, PG-12a, PG-11.  As above but a green gate sits on green's own home-entry field
    (red 29 = green q 63), so A's combined 9 is blocked too.  The only way to move the 6 is the
    capture on 26, which is illegal (the 3 can't then be moved by another piece; plays breaking
    PG-21 are removed before PG-12a).  The 6 is forfeited; the 3: A 20 -> 23 (free).  B blocked."""
    s = g_state({"red": [20, 30, 71, 71], "yellow": [9, Y, Y, Y], "blue": [49, 49, Y, Y], "green": [63, 63, Y, Y]})
    assert g_reach(s, (6, 3)) == {g_pos(s, red=[23, 30, 71, 71])}


def test_PG_21a_capture_with_lower_after_higher_forfeited_is_illegal():
    """PG-21a.  Red A on 20, B on 30; blue gates on red 26 (blue q 43) and red 32 (blue q 49);
    yellow single on red 23 (yellow q 6).  Throw 6-3.

    6: A -> 26 gate; B -> 36 passes 32; combined 9: A passes 26, B passes 32: 6 forfeited.
    3: A -> 23 would capture, but the 6 was forfeited, so that capture leaves part of the throw
    unplayed: illegal (PG-21a).  B -> 33 passes 32.  Nothing can be played."""
    s = g_state({"red": [20, 30, 71, 71], "yellow": [6, Y, Y, Y], "blue": [43, 43, 49, 49]})
    assert g_reach(s, (6, 3)) == {g_pos(s)}


def test_PG_21_capture_with_one_die_other_die_by_another_piece():
    """PG-21, PG-12a.  Red A 20, B 40, two in goal; yellow single on red 26 (q 9).  Throw 6-3.
    Plays (2 values, 9 pips each): A6 captures + B3 -> {26, 43}, yellow returned;
    A{6,3} -> 29 (passes 26); B6 -> 46 + A3 -> 23; B{6,3} -> 49.  The capturing piece never
    moves on (A6 then A3 is the combined move, which lands on 29)."""
    s = g_state({"red": [20, 40, 71, 71], "yellow": [9, Y, Y, Y]})
    assert g_reach(s, (6, 3)) == {
        g_pos(s, red=[26, 43, 71, 71], yellow=[RT, Y, Y, Y]),
        g_pos(s, red=[29, 40, 71, 71]),
        g_pos(s, red=[23, 46, 71, 71]),
        g_pos(s, red=[20, 49, 71, 71]),
    }


def test_PG_21a_cannot_enter_onto_single_opponent_with_one_five():
    """PG-21a (taught consequence), PG-17, PG-19.  Red: nothing in play (all yard).  Yellow single
    on red's start field (yellow q 51).  Throw 5-3.

    Entering captures (red's own start field allows it, PG-21), but the 3 can then be moved by no
    other piece (the entered piece may not move again, PG-17): capture illegal.  Nothing else can
    move.  Empty play; it is a missed entry: red throws again, missed_entries becomes 1 (PG-19)."""
    s = g_state({"red": [Y, Y, Y, Y], "yellow": [51, Y, Y, Y]})
    assert g_reach(s, (5, 3)) == {g_pos(s)}
    t = s.apply((5, 3))
    j = t.to_json()
    assert t.is_chance() and g_colour(t) == "red" and j["missed_entries"] == 1


def test_PG_21a_PG_14_five_five_enters_two_capturing_on_start():
    """PG-21a, PG-16, PG-14.  Red all four in the yard, yellow single on red's start (q 51).
    Throw 5-5.  Red has never-entered pieces and this double cannot bring in the last one, so it
    is restricted to the two higher values 5, 5 (PG-14) and gives no new throw.
    Enter #1 (captures yellow: own start field), enter #2 with the other five (joins it: a gate).
    The capture is legal since the other value was played by another piece.  Yellow -> returned;
    then the dice pass to yellow."""
    s = g_state({"red": [Y, Y, Y, Y], "yellow": [51, Y, Y, Y]})
    assert g_reach(s, (5, 5)) == {g_pos(s, red=[0, 0, Y, Y], yellow=[RT, Y, Y, Y])}
    t = s.apply((5, 5))
    assert t.double_rule == "restricted"
    while not t.is_chance():
        t = t.apply(t.legal_moves()[0])
    assert g_colour(t) == "yellow"


def test_PG_16_PG_14_two_two_bottom_fives_enter_two_restricted():
    """PG-16, PG-14.  Red all in the yard; throw 2-2: values 5, 5, 2, 2; restricted to the two
    higher = the bottom fives.  Two pieces enter; no new throw (entering two of four does not bring
    in the last never-entered piece)."""
    s = g_state({"red": [Y, Y, Y, Y]})
    assert g_reach(s, (2, 2)) == {g_pos(s, red=[0, 0, Y, Y])}
    t = s.apply((2, 2))
    assert t.values == (5, 5)
    while not t.is_chance():
        t = t.apply(t.legal_moves()[0])
    assert g_colour(t) == "yellow"


def test_PG_14a_two_two_enters_last_two_pieces_full_double_forced():
    """PG-14, PG-14a, PG-16, PG-17.  Red: yard, yard, 30, 40.  Throw 2-2 (5, 5, 2, 2).
    The bottom fives can enter both never-entered pieces, the last one included: the full play
    (enter both, then 2, 2 with the other pieces; the entered ones may not move, PG-17) uses 4
    values, any restricted play only 2, so the full play is forced (PG-14a).  The 2s: 30+2 & 40+2,
    30+4, or 40+4.  Then red throws again."""
    s = g_state({"red": [Y, Y, 30, 40]})
    assert g_reach(s, (2, 2)) == {
        g_pos(s, red=[0, 0, 32, 42]),
        g_pos(s, red=[0, 0, 34, 40]),
        g_pos(s, red=[0, 0, 30, 44]),
    }
    t = s.apply((2, 2))
    while not t.is_chance():
        t = t.apply(t.legal_moves()[0])
    assert g_colour(t) == "red"


def test_PG_14_restricted_double_uses_bottom_faces_only():
    """PG-14.  Red: yard, 10, 20, 30.  Throw 1-1: values 6, 6, 1, 1 -> restricted to 6, 6 (bottom
    faces); no five, so the yard piece stays.  One piece +12 or two pieces +6 each (6 positions);
    never a 1; no new throw."""
    s = g_state({"red": [Y, 10, 20, 30]})
    exp = {
        g_pos(s, red=[Y, 22, 20, 30]),
        g_pos(s, red=[Y, 10, 32, 30]),
        g_pos(s, red=[Y, 10, 20, 42]),
        g_pos(s, red=[Y, 16, 26, 30]),
        g_pos(s, red=[Y, 16, 20, 36]),
        g_pos(s, red=[Y, 10, 26, 36]),
    }
    assert g_reach(s, (1, 1)) == exp
    t = s.apply((1, 1))
    assert t.values == (6, 6)
    while not t.is_chance():
        t = t.apply(t.legal_moves()[0])
    assert g_colour(t) == "yellow"


def test_PG_14_last_piece_enters_full_double_all_four_values():
    """PG-14 exception, PG-14a, PG-10a, PG-17.  Red: yard, 10, 20, 30.  Throw 5-5: 5, 5, 2, 2.
    A five brings the last never-entered piece in, so the full play uses all four values:
    enter (5), then {5, 2, 2} shared by 10, 20, 30 (each piece moves once, values combined).
    Hand count: all three to one piece (3) + {5,2}&{2} (6) + {2,2}&{5} (6) + 5,2,2 singly (3) = 18
    positions, none blocked (no gates, no other colour on the board).  Then red throws again."""
    s = g_state({"red": [Y, 10, 20, 30]})
    exp = set()
    pieces = [10, 20, 30]
    for assign in itertools.product(range(3), repeat=3):  # which piece gets 5, 2a, 2b
        pos = list(pieces)
        for v, who in zip((5, 2, 2), assign):
            pos[who] += v
        exp.add(g_pos(s, red=[0] + pos))
    assert len(exp) == 18
    assert g_reach(s, (5, 5)) == exp
    t = s.apply((5, 5))
    while not t.is_chance():
        t = t.apply(t.legal_moves()[0])
    assert g_colour(t) == "red"


def test_PG_14a_tie_restricted_and_full_both_legal():
    """PG-14a.  Red: yard, yard, 71, 71 (nothing in play).  Throw 5-5.  Full play: enter, enter,
    then 2, 2 unplayable (entered pieces don't move, PG-17): 2 values.  Restricted play (5, 5):
    enter, enter: 2 values, same pips.  Both stay legal on the tie, but which of the two a play is
    follows from where it ends: entering both brings in the last never-entered piece, so it is
    the full play and red throws again.  One outcome only: both entered, red to throw; "both
    entered, yellow next" is not a legal outcome.  The same for 2-2 (bottom faces 5, 5)."""
    for throw in ((5, 5), (2, 2)):
        s = g_state({"red": [Y, Y, 71, 71]})
        assert g_reach(s, throw) == {g_pos(s, red=[0, 0, 71, 71])}
        t = s.apply(throw)
        assert t.values == (5, 5)
        outcomes = set()
        for m in t.legal_moves():
            u = t.apply(m)
            while not u.is_chance():
                u = u.apply(u.legal_moves()[0])
            outcomes.add(json.dumps(u.to_json(), sort_keys=True))
        expected = g_state({"red": [0, 0, 71, 71]}).to_json()  # red to throw, counter 0, nothing pending
        assert outcomes == {json.dumps(expected, sort_keys=True)}


def test_PG_14a_issue_inputs_every_path_one_outcome():
    """PG-14, PG-14a, PG-5, PG-9, PG-16 (issue 10 §1).  Every way through the roll, with apply and
    with apply_with_events, ends in the same position with the same colour throwing again:
    red yard, yard, 71, 71 with 5-5, with 2-2, and with enter_on_sum_five; blue 70, 71,
    returned, yard with 5-5 (the returned piece was in play, so the yard piece is the last
    never-entered one; 70 needs exactly 1, PG-9, so only the two entries use the fives)."""
    cases = [
        ({"red": [Y, Y, 71, 71]}, "red", (5, 5), {}, {"red": [0, 0, 71, 71]}),
        ({"red": [Y, Y, 71, 71]}, "red", (2, 2), {}, {"red": [0, 0, 71, 71]}),
        ({"red": [Y, Y, 71, 71]}, "red", (5, 5), {"enter_on_sum_five": True}, {"red": [0, 0, 71, 71]}),
        # blue's captured piece had a captor: one red piece was captured in turn (PG-5)
        (
            {"blue": [70, 71, RT, Y], "red": [RT, Y, Y, Y]},
            "blue",
            (5, 5),
            {},
            {"blue": [70, 71, 0, 0], "red": [RT, Y, Y, Y]},
        ),
    ]
    for pieces, colour, throw, opts, after in cases:
        start = g_state(pieces, to_move=colour, **opts)
        want = g_state(after, to_move=colour, **opts)  # the same colour throws again
        ends = set()

        def walk(st, with_events):
            if st.is_chance():
                ends.add(st)
                return
            for m in st.legal_moves():
                walk(st.apply_with_events(m)[0] if with_events else st.apply(m), with_events)

        for with_events in (False, True):
            walk(start.apply_with_events(throw)[0] if with_events else start.apply(throw), with_events)
        assert ends == {want}, (pieces, throw, [e.to_json() for e in ends])


def test_PG_15_gate_moves_together_with_double():
    """PG-15, PG-13, PG-10a.  Red gate on 10, two red in the goal.  Throw 3-3: 4, 4, 3, 3 (all in
    play at least once -> full double).  The two gate pieces share the four values, each moving
    once: {4,4,3,3} & {} -> 24 & 10; {4,4,3} & {3} -> 21 & 13; {4,4} & {3,3} -> 18 & 16;
    {4,3} & {4,3} -> 17 & 17 (the gate moved together by 7, PG-15); {4,3,3} & {4} -> 20 & 14.
    The gate step itself (piece2) must be offered and take both pieces to 17."""
    s = g_state({"red": [10, 10, 71, 71]})
    assert g_reach(s, (3, 3)) == {
        g_pos(s, red=[24, 10, 71, 71]),
        g_pos(s, red=[21, 13, 71, 71]),
        g_pos(s, red=[18, 16, 71, 71]),
        g_pos(s, red=[17, 17, 71, 71]),
        g_pos(s, red=[20, 14, 71, 71]),
    }
    t = s.apply((3, 3))
    gates = [m for m in t.legal_moves() if m.piece2 >= 0]
    assert gates and all(m.frm == 10 and m.to == 17 and sorted(m.values) == [3, 4] for m in gates)
    u = t.apply(gates[0])
    assert sorted(x for x in u.to_json()["pieces"]["red"]) == [17, 17, 71, 71]


def test_PG_17_entered_piece_does_not_move_again():
    """PG-17, PG-16.  Red: yard, yard, 71, 71 (nothing in play).  Throw 5-3: enter with the five;
    the 3 may not be moved by the entered piece and no other piece can move: forfeited."""
    s = g_state({"red": [Y, Y, 71, 71]})
    assert g_reach(s, (5, 3)) == {g_pos(s, red=[0, Y, 71, 71])}


def test_PG_17_PG_12a_enter_plus_other_piece_or_combined():
    """PG-17, PG-12a (entering counts as five pips).  Red: yard, 20, 71, 71.  Throw 5-4.
    Enter + 20->24 (2 values, 9 pips); 20 {5,4} -> 29 (2 values, 9 pips); 20+5 then 4 by nobody
    (1 value) is excluded.  Both 9-pip plays are legal."""
    s = g_state({"red": [Y, 20, 71, 71]})
    assert g_reach(s, (5, 4)) == {g_pos(s, red=[0, 24, 71, 71]), g_pos(s, red=[Y, 29, 71, 71])}


def test_PG_18_six_five_enters_and_moves_six():
    """PG-18, PG-18a.  Red nothing in play; throw 6-5: one piece enters and moves 6 at once;
    compulsory (PG-12a, it uses both values)."""
    s = g_state({"red": [Y, Y, Y, Y]})
    assert g_reach(s, (6, 5)) == {g_pos(s, red=[6, Y, Y, Y])}


def test_PG_18a_six_five_passes_single_opponent_on_start_field():
    """PG-18a.  Red nothing in play; yellow single on red's start field (q 51).  6+5 is a combined
    move from the yard: the start field is passed, not captured.  Red -> 6, yellow stays."""
    s = g_state({"red": [Y, Y, Y, Y], "yellow": [51, Y, Y, Y]})
    assert g_reach(s, (6, 5)) == {g_pos(s, red=[6, Y, Y, Y])}


def test_PG_18a_six_five_lands_by_normal_rules_and_captures():
    """PG-18a, PG-21.  Red nothing in play; yellow single on red 6 (q 57, track 19: not safe).
    6+5 lands on path 6 by the normal landing rules: captures; no value is left over, legal."""
    s = g_state({"red": [Y, Y, Y, Y], "yellow": [57, Y, Y, Y]})
    assert g_reach(s, (6, 5)) == {g_pos(s, red=[6, Y, Y, Y], yellow=[RT, Y, Y, Y])}


def test_PG_18a_six_five_blocked_by_gate_then_five_enters_alone():
    """PG-18a, PG-11.  Red nothing in play; blue gate on red 3 (blue q 20).  6+5 would pass the
    gate: blocked.  The 6 can't be moved at all -> forfeited; the 5 enters.  Red -> 0."""
    s = g_state({"red": [Y, Y, Y, Y], "blue": [20, 20, Y, Y]})
    assert g_reach(s, (6, 5)) == {g_pos(s, red=[0, Y, Y, Y])}


def test_PG_19_three_tries_then_dice_pass():
    """PG-19, PG-19a.  Red nothing in play.  A miss (6-4) with counter 0 -> red throws again,
    counter 1; a miss with counter 2 (third try) -> dice pass to yellow."""
    s = g_state({"red": [Y, Y, Y, Y]})
    t = s.apply((6, 4))
    assert t.is_chance() and g_colour(t) == "red" and t.to_json()["missed_entries"] == 1
    t2 = t.apply((4, 3)).apply((6, 1))
    assert t2.is_chance() and g_colour(t2) == "yellow"


def test_PG_19a_restricted_double_miss_counts_unrestricted_keeps_counter():
    """PG-19a.  (a) Red all yard, counter 2, throw 3-3: restricted to 4, 4; no five -> a missed
    attempt, the third: dice pass to yellow (no re-roll for a restricted double).
    (b) Red all 'returned' (every piece has been in play: no restriction), counter 2, throw 4-4
    (4, 4, 3, 3, no five): nothing can move, but an unrestricted double re-rolls and leaves the
    counter at 2."""
    s = g_state({"red": [Y, Y, Y, Y]}, extra={"missed_entries": 2})
    t = s.apply((3, 3))
    assert t.is_chance() and g_colour(t) == "yellow"
    s = g_state({"red": [RT, RT, RT, RT]}, extra={"missed_entries": 2})
    t = s.apply((4, 4))
    assert t.is_chance() and g_colour(t) == "red" and t.to_json()["missed_entries"] == 2


def test_PG_22_gate_on_own_start_field_stops_entering():
    """PG-22.  Red: yard, 0, 0, 71 (a red gate on red's start field).  Throw 5-2: the 5 cannot
    enter (gate).  5 first by a gate piece: 0->5 then 2 by the other gate piece 0->2 (the yard piece
    needs a five); or one gate piece {5,2} -> 7 (safe field).  Results {2,5} or {0,7}."""
    s = g_state({"red": [Y, 0, 0, 71]})
    assert g_reach(s, (5, 2)) == {g_pos(s, red=[Y, 2, 5, 71]), g_pos(s, red=[Y, 0, 7, 71])}


def test_PG_22_gate_on_home_entry_field_blocks_own_piece():
    """PG-22, PG-8.  Red gate on 63 (its home-entry field), red piece on 60, one in the goal.
    Throw 6-1.  60+6 and 60+7 pass the gate.  6 by a gate piece: 63->69, then 1 by the other gate
    piece 63->64 or by 60->61 (gate now open, 61 is before it anyway); or gate piece {6,1} -> 70."""
    s = g_state({"red": [60, 63, 63, 71]})
    assert g_reach(s, (6, 1)) == {
        g_pos(s, red=[60, 64, 69, 71]),
        g_pos(s, red=[61, 63, 69, 71]),
        g_pos(s, red=[60, 63, 70, 71]),
    }


def test_PG_22a_home_column_gate_blocks_own_pieces():
    """PG-22a, PG-9.  Red 64, 66, 66 (gate in the home column), 71.  Throw 4-1.
    64+4 and 64+5 pass the gate on 66.  4 by a gate piece 66->70, then 1: 64->65 or other gate
    piece 66->67; or gate piece {4,1} -> 71 (the goal holds any number)."""
    s = g_state({"red": [64, 66, 66, 71]})
    assert g_reach(s, (4, 1)) == {
        g_pos(s, red=[65, 66, 70, 71]),
        g_pos(s, red=[64, 67, 70, 71]),
        g_pos(s, red=[64, 66, 71, 71]),
    }


def test_PG_23_gate_reclosed_with_other_value():
    """PG-23.  Red gate on 20, red C on 17, one in the goal.  Throw 5-3.  5: C+5 passes the gate;
    C{5,3} too; gate piece 20->25.  Then 3: other gate piece 20->23, or C 17->20 (re-closes the
    gate, legal).  Or gate piece {5,3} -> 28.  Results {20,20,25}, {17,23,25}, {17,20,28}."""
    s = g_state({"red": [17, 20, 20, 71]})
    assert g_reach(s, (5, 3)) == {
        g_pos(s, red=[20, 20, 25, 71]),
        g_pos(s, red=[17, 23, 25, 71]),
        g_pos(s, red=[17, 20, 28, 71]),
    }


def test_PG_9_exact_goal():
    """PG-9.  Red 30, 68, 71, 71.  Throw 6-2.  68+6, 68+8 overshoot.  6 by 30 -> 36 then 2 by 68 -> 70;
    or 30 {6,2} -> 38.  Both 2 values, 8 pips."""
    s = g_state({"red": [30, 68, 71, 71]})
    assert g_reach(s, (6, 2)) == {g_pos(s, red=[36, 70, 71, 71]), g_pos(s, red=[38, 68, 71, 71])}
    s = g_state({"red": [68, 71, 71, 71]})
    assert g_reach(s, (6, 4)) == {g_pos(s)}


def test_PG_21b_no_capture_on_partners_start_field():
    """PG-21b, PG-6, PG-20.  Red A on 30, three in the goal; yellow single on green's start field
    (red 34, yellow q 17): conditionally safe for green only, so red may not capture (nor land)
    there.  Throw 4-2: A+4 illegal -> 4 playable only combined: A -> 36 (passes the single piece)."""
    s = g_state({"red": [30, 71, 71, 71], "yellow": [17, Y, Y, Y]})
    assert g_reach(s, (4, 2)) == {g_pos(s, red=[36, 71, 71, 71])}


def test_PG_21b_capture_on_own_home_entry_field():
    """PG-21, PG-21b.  Red A 59, B 40, two in goal; yellow single on red's home-entry field (red 63,
    yellow q 46).  Throw 4-3.  A+4 captures there (own conditionally safe field) and B+3 -> 43 plays
    the 3: legal.  Other 7-pip plays: A{4,3} -> 66 (passes); B4 -> 44 + A3 -> 62; B{4,3} -> 47."""
    s = g_state({"red": [40, 59, 71, 71], "yellow": [46, Y, Y, Y]})
    assert g_reach(s, (4, 3)) == {
        g_pos(s, red=[43, 63, 71, 71], yellow=[RT, Y, Y, Y]),
        g_pos(s, red=[40, 66, 71, 71]),
        g_pos(s, red=[44, 62, 71, 71]),
        g_pos(s, red=[47, 59, 71, 71]),
    }


def test_PG_7_no_capture_on_safe_field():
    """PG-7, PG-20.  Red A on 20, three in goal; yellow single on the safe field red 24 (q 7).
    Throw 4-1: A+4 may not land there; 4 only combined: A -> 25."""
    s = g_state({"red": [20, 71, 71, 71], "yellow": [7, Y, Y, Y]})
    assert g_reach(s, (4, 1)) == {g_pos(s, red=[25, 71, 71, 71])}


def test_PG_20_partner_piece_makes_field_occupied():
    """PG-20, PG-2.  Red A on 30, three in goal; green single on red 36 (green q 2).  Throw 6-1:
    A+6 may not land on the partner's piece; combined 7 -> 37 passes it.  Only result 37."""
    s = g_state({"red": [30, 71, 71, 71], "green": [2, Y, Y, Y]})
    assert g_reach(s, (6, 1)) == {g_pos(s, red=[37, 71, 71, 71])}


def test_PG_12_enter_or_combine_with_six_five_when_piece_in_play():
    """PG-12, PG-18 (not applicable: a piece is in play).  Red: yard, 30, 71, 71.  Throw 6-5:
    30+6 -> 36 then enter with 5; or 30 {6,5} -> 41 (safe).  Both 2 values, 11 pips."""
    s = g_state({"red": [Y, 30, 71, 71]})
    assert g_reach(s, (6, 5)) == {g_pos(s, red=[0, 36, 71, 71]), g_pos(s, red=[Y, 41, 71, 71])}


def test_PG_4_PG_4a_finished_colour_moves_partner_with_partner_state():
    """PG-4, PG-4a, PG-18, PG-24.  Red finished, green all in its yard.  Red throws 6-5: it plays
    green's pieces exactly as green would: PG-18 enters a green piece and moves it 6 (green 6).
    Seating order unchanged: then yellow throws."""
    s = g_state({"red": [71, 71, 71, 71], "green": [Y, Y, Y, Y]})
    assert g_reach(s, (6, 5)) == {g_pos(s, green=[6, Y, Y, Y])}
    t = s.apply((6, 5))
    assert COLS[t.mover] == "green"
    while not t.is_chance():
        t = t.apply(t.legal_moves()[0])
    assert g_colour(t) == "yellow"


def test_PG_4a_finished_colour_uses_partner_PG19_and_PG14():
    """PG-4a with PG-19: red finished, green nothing in play: a miss (4-3) lets red throw again.
    PG-4a with PG-14: green has a never-entered piece, so red's 1-1 for green is restricted to 6, 6."""
    s = g_state({"red": [71, 71, 71, 71], "green": [Y, Y, Y, Y]})
    t = s.apply((4, 3))
    assert t.is_chance() and g_colour(t) == "red"
    s = g_state({"red": [71, 71, 71, 71], "green": [Y, 10, 71, 71]})
    assert g_reach(s, (1, 1)) == {g_pos(s, green=[Y, 22, 71, 71])}


def test_PG_3a_individual_other_colours_fields_stay_safe():
    """PG-3a, PG-21b.  Individual play, red and green only.  Green single on yellow's start field
    (red 17, green q 51).  Red A on 14, three in goal.  Throw 3-1: A+3 would land on the
    conditionally safe field of (absent) yellow: no capture, no landing.  Only A {3,1} -> 18."""
    s = g_state({"red": [14, 71, 71, 71], "green": [51, Y, Y, Y]}, individual=True, colours=["red", "green"])
    assert g_reach(s, (3, 1)) == {g_pos(s, red=[18, 71, 71, 71])}


def test_PG_3a_individual_partner_colour_can_be_captured():
    """PG-3, PG-21.  Individual play, red and green: green is an opponent.  Green single on red 26
    (green q 60, track 39).  Red A 20, B 40, two in goal.  Throw 6-3: A6 captures + B3 -> 43 is legal."""
    s = g_state({"red": [20, 40, 71, 71], "green": [60, Y, Y, Y]}, individual=True, colours=["red", "green"])
    assert g_pos(s, red=[26, 43, 71, 71], green=[RT, Y, Y, Y]) in g_reach(s, (6, 3))


def test_PG_10a_whole_plays_are_higher_first():
    """PG-11a.  In every whole play of a non-double, the first step uses the higher value."""
    s = g_state({"red": [20, 40, 71, 71], "yellow": [9, Y, Y, Y]})
    for steps, _ in whole_plays(s, (6, 3)):
        assert 6 in steps[0].values


# --- German robustness -------------------------------------------------------------------------


def _g_json(**over):
    j = gamekit.load("pachisi").initial_state().to_json()
    j.update(over)
    return j


@pytest.mark.parametrize(
    "mutate",
    [
        lambda j: j["pieces"].__setitem__("red", [72, Y, Y, Y]),
        lambda j: j["pieces"].__setitem__("red", [-5, Y, Y, Y]),
        lambda j: j["pieces"].__setitem__("red", ["10", Y, Y, Y]),
        lambda j: j["pieces"].__setitem__("red", [10.0, Y, Y, Y]),
        lambda j: j["pieces"].__setitem__("red", [True, Y, Y, Y]),
        lambda j: j["pieces"].__setitem__("red", [Y, Y, Y]),
        lambda j: j["pieces"].__setitem__("red", [10, 10, 10, Y]),  # 3 on a field (PG-22)
        lambda j: j["pieces"].update(red=[20, Y, Y, Y], yellow=[3, Y, Y, Y]),  # two colours on a field (PG-20)
        lambda j: j.__setitem__("to_move", "purple"),
        lambda j: j.__setitem__("missed_entries", -1),
        lambda j: j.__setitem__("missed_entries", 3),
        lambda j: j.__setitem__("missed_entries", "0"),
        lambda j: j.__setitem__("to_move", 7),
        lambda j: j.__setitem__("to_move", True),
        lambda j: j.__setitem__("winner", 0),
        lambda j: j.__setitem__("double_rule", "weird"),
        lambda j: j.update(throw=[7, 1]),
        lambda j: j.update(throw=[2, 5]),
        lambda j: j.update(throw=[6, 2], steps=[_g_step(0, [5], 10, 15)]),  # a value not from the throw
        lambda j: j.update(throw=None, steps=[_g_step(0, [6], 10, 16)]),  # a step without a throw
        lambda j: j.update(throw=[6, 2], steps=[_g_step(7, [6], 10, 16)]),  # bad piece index
        lambda j: j.update(throw=[6, 2], steps=[dict(_g_step(0, [6], 10, 16), colour="yellow")]),  # not red's roll
        lambda j: j.update(throw=[6, 2], steps=[_g_step(0, [6, 2], 10, 18)]),  # the roll is over after it
        lambda j: j.__setitem__("pieces", "nope"),
        lambda j: j.__setitem__("forfeited", "no"),
    ],
)
def test_PG_robustness_malformed_positions_raise_InvalidPositionError(mutate):
    j = _g_json()
    j["pieces"]["red"] = [10, Y, Y, Y]
    gamekit.state_from_json(copy.deepcopy(j))  # control: valid before the mutation
    mutate(j)
    with pytest.raises(InvalidPositionError):
        gamekit.state_from_json(j)


def _g_step(piece, values, frm, to):
    return {"type": "step", "colour": "red", "piece": piece, "values": values, "from": frm, "to": to}


def _g_illegal_case():
    s = g_state({"red": [10, 14, 14, 71], "yellow": [3, 3, Y, Y]})
    return s, s.apply((6, 4))


@pytest.mark.parametrize(
    "bad",
    [
        dict(colour=0, piece=0, values=(6,), frm=10, to=16),  # passes own gate (PG-22)
        dict(colour=0, piece=1, values=(6,), frm=14, to=20),  # lands on a gate (PG-22)
        dict(colour=0, piece=0, values=(4,), frm=10, to=14),  # third piece (PG-22)
        dict(colour=0, piece=1, values=(4, 6), frm=14, to=24),  # lower first / passes gate
        dict(colour=1, piece=0, values=(4,), frm=3, to=7),  # not yellow's turn
    ],
)
def test_PG_robustness_illegal_steps_raise_with_rule_id_and_leave_state(bad):
    from gamekit.pachisi.german import Step

    _, t = _g_illegal_case()
    assert_unchanged_after_illegal(t, Step(**bad))


def test_PG_robustness_goal_piece_step_names_rule_id():
    from gamekit.pachisi.german import Step

    _, t = _g_illegal_case()
    assert_unchanged_after_illegal(t, Step(colour=0, piece=3, values=(4,), frm=71, to=75))


def test_PG_robustness_bad_throw_and_garbage():
    s, t = _g_illegal_case()
    for bad in [(7, 1), (1, 6), (0, 0), "x"]:
        before = s.to_json()
        with pytest.raises(IllegalMoveError):
            s.apply(bad)
        assert s.to_json() == before
    for bad in ["garbage", 5, None, (6, 4)]:
        before = t.to_json()
        with pytest.raises(IllegalMoveError):
            t.apply(bad)
        assert t.to_json() == before


# =============================================================================================
# Czech Pačísí (RULES §3, §5a)


def cz_state(pieces, colour="red", throw=None, **opts):
    g = gamekit.load("pachisi", ruleset="czech", **opts)
    full = g.initial_state().to_json()["pieces"]
    for c, v in pieces.items():
        full[c] = list(v)
    full = with_captor(full, g.options.individual, capture_from=7)  # a returned piece's captor (PC-8)
    return with_pieces(g, full, colour, throw)  # "to_move" is the colour's seat, "winner" what the pieces say


def cz_moves(state):
    out = set()
    for m in state.legal_moves():
        d = m.to_json()
        out.add(tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in d.items())))
    return out


def cz_mv(**d):
    return tuple(sorted(d.items()))


def cz_pieces(state):
    return {c: sorted(map(_enc, v)) for c, v in state.to_json()["pieces"].items()}


def cz_legal_summary(state):
    """Moves as ('enter', source) / ('move', colour, frm, to, size) / ('pass',)."""
    from gamekit.pachisi.czech import Enter, Move, Pass

    out = set()
    for m in state.legal_moves():
        if isinstance(m, Enter):
            out.add(("enter", m.colour, m.source))
        elif isinstance(m, Move):
            out.add(("move", m.colour, m.frm, m.to, m.size))
        elif isinstance(m, Pass):
            out.add(("pass",))
    return out


def test_PC_4_PC_6_grace_enters_and_gives_extra_throw():
    """PC-4, PC-5, PC-6.  Red [10, yard x3], throw 6 mouths up (value 6, a grace): enter a yard
    piece onto 0, move 10 -> 16, or pass.  Every choice gives red another throw (PC-6, PC-5a)."""
    s = cz_state({"red": [10, Y, Y, Y]}, throw=6)
    assert cz_legal_summary(s) == {("enter", 0, "yard"), ("move", 0, 10, 16, 1), ("pass",)}
    for m in s.legal_moves():
        t = s.apply(m)
        assert t.is_chance() and t.to_json()["to_move"] == 0


def test_PC_4_non_grace_does_not_enter_and_turn_passes():
    """PC-4, PC-6.  Red [10, yard x3], throw 5 mouths up (5): move 10 -> 15 or pass; no entering;
    afterwards yellow throws."""
    s = cz_state({"red": [10, Y, Y, Y]}, throw=5)
    assert cz_legal_summary(s) == {("move", 0, 10, 15, 1), ("pass",)}
    t = s.apply([m for m in s.legal_moves() if "Move" in type(m).__name__][0])
    assert t.is_chance() and t.to_json()["to_move"] == 1


def test_PC_4a_PC_5b_returned_and_yard_enter_are_different_moves_one_piece_each():
    """PC-4a, PC-5b.  Red [10, returned, yard, yard], throw 1 mouth up (10, a grace): enter from the
    yard, enter the returned piece, move 10 -> 20 (castle, empty), or pass.  A grace enters exactly
    one piece."""
    s = cz_state({"red": [10, RT, Y, Y]}, throw=1)
    assert cz_legal_summary(s) == {("enter", 0, "yard"), ("enter", 0, "returned"), ("move", 0, 10, 20, 1), ("pass",)}
    t = s.apply([m for m in s.legal_moves() if getattr(m, "source", None) == "yard"][0])
    assert cz_pieces(t)["red"] == sorted([0, 10, -2, -1])


def test_PC_5_exact_home_and_overshoot_auto_pass():
    """PC-5, PC-5a.  Red [80, yard x3].  Throw 3: 80 -> 83 home or pass.  Throw 4: 84 overshoots, no
    grace: only passing is legal, so the engine passes itself and yellow throws."""
    s = cz_state({"red": [80, Y, Y, Y]}, throw=3)
    assert cz_legal_summary(s) == {("move", 0, 80, 83, 1), ("pass",)}
    s = cz_state({"red": [80, Y, Y, Y]})
    t = s.apply(4)
    assert t.is_chance() and t.to_json()["to_move"] == 1 and cz_pieces(t)["red"] == cz_pieces(s)["red"]


def test_PC_5_PC_5b_one_short_grace_takes_unit_home():
    """PC-5 decision, PC-5b, PC-7a.  Red [82, 82, yard, yard]: one field short of home.  Any grace
    (6, 10, 25) takes one piece or the whole unit of two home (or enters a yard piece, or pass).
    A throw of 2 is not a grace: 82+2 overshoots -> auto pass.  A piece on 81 goes home with 2."""
    for k in (6, 1, 0):
        s = cz_state({"red": [82, 82, Y, Y]}, throw=k)
        assert cz_legal_summary(s) == {
            ("move", 0, 82, 83, 1),
            ("move", 0, 82, 83, 2),
            ("enter", 0, "yard"),
            ("pass",),
        }, k
    s = cz_state({"red": [82, 82, Y, Y]})
    assert s.apply(2).to_json()["to_move"] == 1
    s = cz_state({"red": [81, Y, Y, Y]}, throw=2)
    assert ("move", 0, 81, 83, 1) in cz_legal_summary(s)


def test_PC_5a_auto_pass_on_grace_keeps_extra_throw():
    """PC-5a, PC-6.  Red [80, home x3], throw 6: 86 overshoots, no piece to enter: only pass; the
    engine passes itself and red, having thrown a grace, throws again."""
    s = cz_state({"red": [80, 83, 83, 83]})
    t = s.apply(6)
    assert t.is_chance() and t.to_json()["to_move"] == 0


def test_PC_7a_units_whole_stack_or_single_no_partial():
    """PC-7, PC-7a.  Red [10, 10, 10, yard], throw 3: one piece 10 -> 13 or the whole unit of 3; no
    unit of 2 (no partial stacks); or pass."""
    s = cz_state({"red": [10, 10, 10, Y]}, throw=3)
    assert cz_legal_summary(s) == {("move", 0, 10, 13, 1), ("move", 0, 10, 13, 3), ("pass",)}


def test_PC_7a_tip_out_and_tip_back_are_separate_units():
    """PC-7a.  Red [7, 75, yard, yard], throw 2: 7 -> 9 and 75 -> 77 are separate one-piece moves;
    no unit of two."""
    s = cz_state({"red": [7, 75, Y, Y]}, throw=2)
    assert cz_legal_summary(s) == {("move", 0, 7, 9, 1), ("move", 0, 75, 77, 1), ("pass",)}


def test_PC_8_capture_needs_equal_or_larger_unit():
    """PC-8.  Red [20, 20, yard, yard]; yellow unit of two on red 25 (yellow q 8; track 26, not a
    castle).  Throw 5: the unit of two may land and captures both (2 >= 2); a single piece may not
    (1 < 2).  Yellow's captured pieces return to the charkoni."""
    s = cz_state({"red": [20, 20, Y, Y], "yellow": [8, 8, Y, Y]}, throw=5)
    assert cz_legal_summary(s) == {("move", 0, 20, 25, 2), ("pass",)}
    t = s.apply([m for m in s.legal_moves() if getattr(m, "size", 0) == 2][0])
    assert cz_pieces(t)["yellow"] == [-2, -2, -1, -1] and cz_pieces(t)["red"] == [-1, -1, 25, 25]


def test_PC_8a_both_opposing_colours_counted():
    """PC-8a.  Red [20, 20, yard, yard]; on red 25 one yellow (q 8) and one blue (q 42) piece: two
    opposing pieces in all.  Throw 5: the red unit of two captures both; a single red piece may not
    land (1 < 2 even though each colour alone has only one)."""
    s = cz_state({"red": [20, 20, Y, Y], "yellow": [8, Y, Y, Y], "blue": [42, Y, Y, Y]}, throw=5)
    assert cz_legal_summary(s) == {("move", 0, 20, 25, 2), ("pass",)}
    t = s.apply([m for m in s.legal_moves() if getattr(m, "size", 0) == 2][0])
    p = cz_pieces(t)
    assert p["yellow"] == [-2, -1, -1, -1] and p["blue"] == [-2, -1, -1, -1]


def test_PC_8_single_captures_single_and_cannot_join_larger():
    """PC-8.  Red [20, yard x3], yellow single on red 25: throw 5 captures it.  With a yellow unit
    of two there, a single red piece can't land: only pass (auto) -> yellow throws."""
    s = cz_state({"red": [20, Y, Y, Y], "yellow": [8, Y, Y, Y]}, throw=5)
    t = s.apply([m for m in s.legal_moves() if "Move" in type(m).__name__][0])
    assert cz_pieces(t)["yellow"] == [-2, -1, -1, -1]
    s = cz_state({"red": [20, Y, Y, Y], "yellow": [8, 8, Y, Y]})
    t = s.apply(5)
    assert t.to_json()["to_move"] == 1 and cz_pieces(t) == cz_pieces(s)


def test_PC_9_castle_held_by_other_team_is_closed():
    """PC-9.  Yellow single on its own tip (yellow q 7 = red 24, a castle).  Red [20, 20, yard, yard].
    Throw 4: neither unit may land on the castle (no capture there, PC-8 forbids sharing): only
    pass -> auto pass.  Throw 5: 25 passes the castle (PC-10): legal."""
    s = cz_state({"red": [20, 20, Y, Y], "yellow": [7, Y, Y, Y]})
    t = s.apply(4)
    assert t.to_json()["to_move"] == 1 and cz_pieces(t) == cz_pieces(s)
    s = cz_state({"red": [20, 20, Y, Y], "yellow": [7, Y, Y, Y]}, throw=5)
    assert cz_legal_summary(s) == {("move", 0, 20, 25, 1), ("move", 0, 20, 25, 2), ("pass",)}


def test_PC_9_PC_8a_partners_share_castle():
    """PC-8a, PC-9.  Green single on red 28 (castle, green q 62).  Red [24, yard x3], throw 4:
    red may land on 28 beside its partner."""
    s = cz_state({"red": [24, Y, Y, Y], "green": [62, Y, Y, Y]}, throw=4)
    assert ("move", 0, 24, 28, 1) in cz_legal_summary(s)
    t = s.apply([m for m in s.legal_moves() if "Move" in type(m).__name__][0])
    assert cz_pieces(t)["green"] == [-1, -1, -1, 62]


def test_PC_10_pieces_pass_over_any_field():
    """PC-10.  Yellow unit of three on red 22 (yellow q 73).  Red [20, yard x3], throw 5: 20 -> 25
    passes it."""
    s = cz_state({"red": [20, Y, Y, Y], "yellow": [73, 73, 73, Y]}, throw=5)
    assert ("move", 0, 20, 25, 1) in cz_legal_summary(s)


def test_PC_11_PC_11a_help_partner():
    """PC-11, PC-11a.  Red all home, green [10, yard x3], red throws 5.  Default: red can only pass
    (auto) and yellow throws.  help_partner: red moves green 10 -> 15 or passes.  With individual,
    help_partner has no effect: there a colour with all four home has already won alone (PC-1)."""
    pcs = {"red": [83, 83, 83, 83], "green": [10, Y, Y, Y]}
    t = cz_state(pcs).apply(5)
    assert t.is_chance() and t.to_json()["to_move"] == 1
    s = cz_state(pcs, throw=5, help_partner=True)
    assert cz_legal_summary(s) == {("move", 2, 10, 15, 1), ("pass",)}
    t = cz_state(pcs, help_partner=True, individual=True)
    assert t.is_terminal() and t.winner == 0


def test_PC_11a_finished_player_grace_throws_again():
    """PC-11a.  Red all home without help_partner throws 6: only pass (auto), grace -> red again."""
    t = cz_state({"red": [83, 83, 83, 83], "green": [10, Y, Y, Y]}).apply(6)
    assert t.is_chance() and t.to_json()["to_move"] == 0


def test_PC_11_help_partner_grace_enters_partner_piece():
    """PC-11 with PC-4: red home, help_partner: red's 25 may enter a green yard piece."""
    s = cz_state({"red": [83, 83, 83, 83], "green": [10, Y, Y, Y]}, throw=0, help_partner=True)
    assert cz_legal_summary(s) == {("enter", 2, "yard"), ("move", 2, 10, 35, 1), ("pass",)}


def test_PC_1_team_wins_when_all_eight_home():
    """PC-1.  Red [82, home x3], green all home; red throws 6 (grace, one short): red home -> the
    red+green team wins at once."""
    s = cz_state({"red": [82, 83, 83, 83], "green": [83, 83, 83, 83]}, throw=6)
    t = s.apply([m for m in s.legal_moves() if "Move" in type(m).__name__][0])
    assert t.is_terminal() and tuple(t.winner) == (0, 2)


def test_PC_reachable_positions_matches_hand():
    """PC-4..PC-8 via reachable_positions: red [20, 20, yard, yard], yellow 2 on red 25, throw 5:
    capture with the unit, or pass (only two positions)."""
    s = cz_state({"red": [20, 20, Y, Y], "yellow": [8, 8, Y, Y]}, throw=5)
    got = {
        tuple(sorted((c, tuple(sorted(map(_enc, v)))) for c, v in r.to_json()["pieces"].items()))
        for r in cz_reachable(s)
    }
    base = cz_pieces(s)
    cap = dict(base, red=[-1, -1, 25, 25], yellow=[-2, -2, -1, -1])
    exp = {tuple(sorted((c, tuple(v)) for c, v in d.items())) for d in (base, cap)}
    assert got == exp


# --- Czech robustness --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "mutate",
    [
        lambda j: j["pieces"].__setitem__("red", [84, Y, Y, Y]),
        lambda j: j["pieces"].__setitem__("red", [-3, Y, Y, Y]),
        lambda j: j["pieces"].__setitem__("red", ["10", Y, Y, Y]),
        lambda j: j["pieces"].__setitem__("red", [10.5, Y, Y, Y]),
        lambda j: j["pieces"].__setitem__("red", [Y, Y, Y, Y]),  # four in the yard
        lambda j: j["pieces"].__setitem__("red", [10, Y, Y]),
        lambda j: j.__setitem__("throw", 7),
        lambda j: j.__setitem__("throw", -1),
        lambda j: j.__setitem__("throw", "6"),
        lambda j: j.__setitem__("to_move", "pink"),
        lambda j: j["pieces"].update(red=[25, Y, Y, Y], yellow=[8, Y, Y, Y]),  # opposing teams share
        lambda j: j["pieces"].update(yellow=[8, Y, Y, Y], green=[59, Y, Y, Y]),  # yellow+green share red 25
        lambda j: j.__setitem__("pieces", [1, 2]),
    ],
)
def test_PC_robustness_malformed_positions_raise_InvalidPositionError(mutate):
    j = cz_state({"red": [10, Y, Y, Y]}).to_json()
    gamekit.state_from_json(copy.deepcopy(j))
    mutate(j)
    with pytest.raises(InvalidPositionError):
        gamekit.state_from_json(j)


def test_PC_robustness_illegal_moves():
    from gamekit.pachisi.czech import Enter, Move, Pass

    s = cz_state({"red": [20, 20, Y, Y], "yellow": [8, 8, Y, Y]}, throw=5)
    for bad in [
        Move(0, 20, 25, 1),
        Move(0, 20, 26, 2),
        Enter(0, "yard"),
        Enter(0, "returned"),
        Move(1, 8, 13, 1),
        Move(0, 20, 25, 3),
        Pass(1),
    ]:
        assert_unchanged_after_illegal(s, bad)
    c = cz_state({"red": [20, 20, Y, Y]})
    for bad in (7, -1, "x", 2.5):
        before = c.to_json()
        with pytest.raises(IllegalMoveError):
            c.apply(bad)
        assert c.to_json() == before


# =============================================================================================
# Sechs-As (RULES §4)


def sa_state(sides, pot=0, to_move=0, throw=None, **opts):
    g = gamekit.load("sechs_as", **opts)
    n = g.num_players
    removed = 6 * n - sum(sides) - pot
    j = g.initial_state().to_json()
    j.update(
        sides=list(sides),
        pot=pot,
        removed=removed,
        to_move=to_move,
        throw=list(throw) if throw else None,
        dice=sorted(throw, reverse=True) if throw else [],
    )
    return gamekit.state_from_json(j)


def sa_first(state):
    return {(m.die, m.action) for m in state.legal_moves()}


def sa_finals(state):
    """Every end of the turn: (sides, pot, removed, winner, to_move, chance) reachable by choices."""
    out = set()

    def rec(s):
        if s.is_terminal() or s.is_chance():
            j = s.to_json()
            out.add((tuple(j["sides"]), j["pot"], j["removed"], j["winner"], j["to_move"]))
            return
        for m in s.legal_moves():
            rec(s.apply(m))

    rec(state)
    return out


def test_SA_3_optional_actions_may_be_declined():
    """SA-2, SA-3, SA-4.  South 6 stones, pot empty; throw 6-5.  The 6 (remove) and 5 (pot) are
    allowed, not compulsory, in either order: ends (South, North, pot, removed) =
    (4,6,1,1), (5,6,0,1), (5,6,1,0), (6,6,0,0); then North throws."""
    s = sa_state([6, 6], throw=(6, 5))
    assert sa_first(s) == {(6, "remove"), (6, "decline"), (5, "pot"), (5, "decline")}
    assert sa_finals(s) == {
        ((4, 6), 1, 1, None, 1),
        ((5, 6), 0, 1, None, 1),
        ((5, 6), 1, 0, None, 1),
        ((6, 6), 0, 0, None, 1),
    }


def test_SA_3_two_compulsory_when_pot_holds_a_stone():
    """SA-3.  South 3, pot 1, throw 2-1.  The 2 must take (no decline); the 1 may give or not.
    Orders: 2 then 1 / 1 then 2.  Ends: (3,7,0) with North +1, or (4,6,0)."""
    s = sa_state([3, 6], pot=1, throw=(2, 1))
    assert sa_first(s) == {(2, "take"), (1, "give"), (1, "decline")}
    assert sa_finals(s) == {((3, 7), 0, 2, None, 1), ((4, 6), 0, 2, None, 1)}


def test_SA_4_decision_two_first_on_empty_pot_is_legal_order():
    """SA-3, SA-4 decision.  South 3, pot 0, throw 5-2.  5 first: pot (then the 2 must take it back)
    or decline (the 2 is then forfeited).  Or resolve the 2 first while the pot is empty (forfeited),
    then 5: pot or decline.  Ends: (3, pot 0) or (2, pot 1)."""
    s = sa_state([3, 6], throw=(5, 2))
    assert sa_first(s) == {(5, "pot"), (5, "decline"), (2, "forfeit")}
    assert sa_finals(s) == {((3, 6), 0, 3, None, 1), ((2, 6), 1, 3, None, 1)}


def test_SA_4_one_stone_higher_first():
    """SA-4.  South 1 stone, throw 6-5: only the 6 may be resolved first (remove or decline).
    After remove the side is empty: the 5 is forfeited.  After decline the 5: pot or decline.
    Ends: (0, pot 0, +1 removed), (0, pot 1), (1, pot 0)."""
    s = sa_state([1, 6], throw=(6, 5))
    assert sa_first(s) == {(6, "remove"), (6, "decline")}
    assert sa_finals(s) == {((0, 6), 0, 6, None, 1), ((0, 6), 1, 5, None, 1), ((1, 6), 0, 5, None, 1)}
    s = sa_state([1, 6], throw=(5, 1))
    assert sa_first(s) == {(5, "pot"), (5, "decline")}


def test_SA_4_one_stone_rule_needs_two_values_among_1_5_6():
    """SA-4 decision.  South 1 stone, pot 1, throw 6-2: only one of the dice is among 1, 5, 6, so
    the order is free: 6 remove/decline or 2 take first."""
    s = sa_state([1, 6], pot=1, throw=(6, 2))
    assert sa_first(s) == {(6, "remove"), (6, "decline"), (2, "take")}


def test_SA_5_doubles_throw_again_except_two_two():
    """SA-5.  3-3: nothing to do, South throws again.  4-4 likewise.  2-2 with an empty pot:
    nothing, and the dice pass to North.  2-2 with 2 in the pot: both compulsory takes, then North.
    1-1 with 6 stones: give/decline each; South throws again."""
    for thr in ((3, 3), (4, 4)):
        t = sa_state([6, 6]).apply(thr)
        assert t.is_chance() and t.to_json()["to_move"] == 0
    t = sa_state([6, 6]).apply((2, 2))
    assert t.is_chance() and t.to_json()["to_move"] == 1
    s = sa_state([4, 6], pot=2, throw=(2, 2))
    assert sa_finals(s) == {((6, 6), 0, 0, None, 1)}
    s = sa_state([6, 6], throw=(1, 1))
    assert sa_finals(s) == {((4, 8), 0, 0, None, 0), ((5, 7), 0, 0, None, 0), ((6, 6), 0, 0, None, 0)}


def test_SA_6_six_on_empty_side_wins_incl_second_six():
    """SA-6.  (a) South empty, throw 6-3: the 6 wins.  (b) South 1 stone, throw 6-6: the first 6
    removes the last stone (or is declined), the second 6 then wins; declining first leaves 1 stone,
    then the second 6 may remove it (no win) or be declined; then South throws again (double).
    (c) South empty, throw 5-1: nothing; North throws."""
    s = sa_state([0, 6], throw=(6, 3))
    assert {f[3] for f in sa_finals(s)} == {0}
    s = sa_state([1, 6], throw=(6, 6))
    fin = sa_finals(s)
    assert ((0, 6), 0, 6, 0, 0) in fin
    assert {f for f in fin if f[3] is None} == {((0, 6), 0, 6, None, 0), ((1, 6), 0, 5, None, 0)}
    t = sa_state([0, 6]).apply((5, 1))
    assert t.is_chance() and t.to_json()["to_move"] == 1


def test_SA_6_empty_side_six_and_two_order_choice():
    """SA-4, SA-6, SA-3.  South empty, pot 1, throw 6-2.  The player orders the dice: 6 first wins
    at once; 2 first must take the pot stone, and then the 6 may remove it or be declined (no win:
    the side is not empty).  Ends: South wins; (0, pot 0, +1 removed); (1, pot 0)."""
    s = sa_state([0, 6], pot=1, throw=(6, 2))
    assert sa_first(s) == {(6, "win"), (2, "take")}
    fin = sa_finals(s)
    assert {f[3] for f in fin} == {0, None}
    assert {f[:3] for f in fin if f[3] is None} == {((0, 6), 0, 6), ((1, 6), 0, 5)}


def test_SA_3_option_all_actions_compulsory():
    """SA-3 option.  South 3, throw 6-5 with all_actions_compulsory: both must be carried out, order
    free: one end (1 stone, pot 1, removed 1)."""
    s = sa_state([3, 6], throw=(6, 5), all_actions_compulsory=True)
    assert sa_first(s) == {(6, "remove"), (5, "pot")}
    assert sa_finals(s) == {((1, 6), 1, 4, None, 1)}


def test_SA_7_four_players_one_goes_right_or_left():
    """SA-7 decision.  Four players, seat 1 to move, throw 1-3.  Default (right): the 1 goes to seat
    0 (the one who threw before); with one_goes_to='left' to seat 2.  Then seat 2 throws."""
    s = sa_state([6, 6, 6, 6], to_move=1, throw=(3, 1), players=4)
    assert sa_finals(s) == {((7, 5, 6, 6), 0, 0, None, 2), ((6, 6, 6, 6), 0, 0, None, 2)}
    s = sa_state([6, 6, 6, 6], to_move=1, throw=(3, 1), players=4, one_goes_to="left")
    assert sa_finals(s) == {((6, 5, 7, 6), 0, 0, None, 2), ((6, 6, 6, 6), 0, 0, None, 2)}
    s = sa_state([6, 6, 6, 6], to_move=0, throw=(3, 1), players=4)
    assert ((5, 6, 6, 7), 0, 0, None, 1) in sa_finals(s)


def test_SA_7_SA_8_four_players_first_winner_ends():
    """SA-7, SA-8.  Four players, seat 3 empty side throws 6-1: wins; the game ends."""
    s = sa_state([6, 6, 6, 0], to_move=3, players=4).apply((6, 1))
    while not (s.is_terminal() or s.is_chance()):
        s = s.apply(s.legal_moves()[0])
    assert s.is_terminal() and s.winner == 3


@pytest.mark.parametrize(
    "j_over",
    [
        dict(sides=[6, 6], pot=1, removed=0),  # 13 stones (SA-8)
        dict(sides=[7, 6], pot=0, removed=-1),
        dict(sides=[6, 6, 6], pot=0, removed=0),
        dict(sides=["6", 6]),
        dict(sides=[6.0, 6]),
        dict(to_move=2),
        dict(to_move=-1),
        dict(throw=[7, 1], dice=[7, 1]),
        dict(throw=[1, 6], dice=[1, 6]),
        dict(throw=[6, 5], dice=[4]),  # a die not from the throw
        dict(throw=[6, 5], dice=[6, 5, 5]),
        dict(throw=None, dice=[6]),
        dict(winner=5),
        dict(pot=-1, sides=[6, 6], removed=1),
    ],
)
def test_SA_robustness_malformed_positions(j_over):
    j = sa_state([6, 6]).to_json()
    j.update(j_over)
    with pytest.raises(InvalidPositionError):
        gamekit.state_from_json(j)


def test_SA_robustness_illegal_moves():
    from gamekit.sechs_as import SechsAsMove

    s = sa_state([1, 6], pot=0, throw=(6, 5))
    for bad in [
        SechsAsMove(0, 5, "pot"),
        SechsAsMove(0, 6, "win"),
        SechsAsMove(0, 4, "give"),
        SechsAsMove(1, 6, "remove"),
        SechsAsMove(0, 2, "take"),
        "6:win",
    ]:
        assert_unchanged_after_illegal(s, bad)
    s = sa_state([3, 6], pot=1, throw=(2, 1))
    assert_unchanged_after_illegal(s, SechsAsMove(0, 2, "decline"))


# =============================================================================================
# Raja Pasu (RULES §5)


def rp_state(south, north, reserves, to_move=0, closed=None, round_start=(0, 0), **opts):
    g = gamekit.load("raja_pasu", **opts)
    j = g.initial_state().to_json()
    j.update(
        board=list(south) + list(north),
        reserves=list(reserves),
        to_move=to_move,
        closed=list(closed) if closed else [False] * 14,
        round_start_reserves=list(round_start),
    )
    if closed and any(closed):  # holes close only from round 2 on (RP-8)
        j.update(round=2, round_winners=[0])
    elif tuple(round_start) != (0, 0):  # seeds kept off the board: a later round (RP-1, RP-7)
        j.update(round=2, round_winners=[1])
    return gamekit.state_from_json(j)


def rp_after(state, hole):
    t = state.apply(hole)
    j = t.to_json()
    return j["board"], j["reserves"], t


def test_RP_2_RP_4_pussa_on_own_row():
    """RP-2, RP-3, RP-4.  South [2,0,0,0,5,0,0], North [3,0,0,0,0,0,1]; reserves 40/47 (98 in all).
    South sows hole 0: holes 1, 2 get one each; the last seed is in 2; hole 3 is empty -> the move
    ends; hole 4 holds 5 -> South captures them (pussa).  No hole reached four."""
    b, r, t = rp_after(rp_state([2, 0, 0, 0, 5, 0, 0], [3, 0, 0, 0, 0, 0, 1], (40, 47)), 0)
    assert b == [0, 1, 1, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 1] and r == [45, 47]
    assert t.to_json()["to_move"] == 1


def test_RP_3_relay_then_pussa_on_opponent_row():
    """RP-3, RP-4.  South [2,0,1,2,0,0,0], North [3,0,0,0,0,0,1]; reserves 40/49.  Sow 0: 1->1, 2->2
    (last); hole 3 holds 2 -> relay: take them, sow 4, 5 (last in 5); hole 6 empty -> end; hole 7
    (North's) holds 3 -> South captures them."""
    b, r, _ = rp_after(rp_state([2, 0, 1, 2, 0, 0, 0], [3, 0, 0, 0, 0, 0, 1], (40, 49)), 0)
    assert b == [0, 1, 2, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1] and r == [43, 49]


def test_RP_5_pasu_goes_to_row_owner():
    """RP-5, RP-4.  South [0,0,0,0,0,3,0], North [3,0,0,2,0,0,5]; reserves 40/45.  South sows 5:
    6 -> 1; 7 -> 4: pasu, captured at once by North (owner of hole 7), sowing goes on; 8 -> 1 (last);
    hole 9 empty -> end; hole 10 holds 2 -> South's pussa.  South +2, North +4."""
    b, r, _ = rp_after(rp_state([0, 0, 0, 0, 0, 3, 0], [3, 0, 0, 2, 0, 0, 5], (40, 45)), 5)
    assert b == [0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 5] and r == [42, 49]


def test_RP_5_pasu_on_last_seed_then_pussa_and_option_off():
    """RP-5 (+ option).  South [2,0,3,0,2,0,0], North [0,0,0,0,0,0,5]; reserves 40/46.  Sow 0: 1 -> 1,
    2 -> 4 with the last seed.  Default: pasu, South (owner) takes 4; then the usual checks: hole 3
    empty -> end, hole 4 holds 2 -> pussa: South +6 in all.  pasu_on_last_seed=False: the four stay,
    hole 3 empty -> end, pussa of hole 4: South +2."""
    args = ([2, 0, 3, 0, 2, 0, 0], [0, 0, 0, 0, 0, 0, 5], (40, 46))
    b, r, _ = rp_after(rp_state(*args), 0)
    assert b == [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5] and r == [46, 46]
    b, r, _ = rp_after(rp_state(*args, pasu_on_last_seed=False), 0)
    assert b == [0, 1, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5] and r == [42, 46]


def test_RP_5_pasu_on_last_seed_then_relay():
    """RP-5, RP-3.  South [2,0,3,2,0,0,0], North [...,5]; reserves 40/46.  Sow 0: 1 -> 1, 2 -> 4 (last):
    pasu, South +4; hole 3 holds 2 -> relay: sow 4, 5 (last); hole 6 empty -> end; hole 7 empty ->
    no pussa."""
    b, r, _ = rp_after(rp_state([2, 0, 3, 2, 0, 0, 0], [0, 0, 0, 0, 0, 0, 5], (40, 46)), 0)
    assert b == [0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 5] and r == [44, 46]


def test_RP_2_full_lap_does_not_skip_emptied_hole_then_relay_chain():
    """RP-2, RP-3, RP-4.  Only hole 0 holds seeds (14); reserves 42/42.  The 14 seeds go to 1..13
    and the 14th into hole 0 itself (not skipped).  Last in 0; hole 1 holds 1 -> relay into 2 (=2);
    3 -> relay into 4; 5 -> 6; 7 -> 8; 9 -> 10; 11 -> 12; 13 -> relay into 0 (=2, last); hole 1
    empty -> end; hole 2 holds 2 -> pussa.  Board: 2 in holes 0, 4, 6, 8, 10, 12; South +2."""
    b, r, _ = rp_after(rp_state([14, 0, 0, 0, 0, 0, 0], [0] * 7, (42, 42)), 0)
    assert b == [2, 0, 0, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0] and r == [44, 42]


def test_RP_7_round_end_other_player_takes_board():
    """RP-7.  South [1,0,0,2,0,3,0], North empty; reserves 40/52, round start 0/0.  Sow 0: 1 -> 1
    (last); hole 2 empty -> end; pussa of hole 3: South +2.  North must move with an empty row:
    the round ends and South takes the 4 seeds left.  South 46 < North 52: North wins the round."""
    _, r, t = rp_after(rp_state([1, 0, 0, 2, 0, 3, 0], [0] * 7, (40, 52)), 0)
    assert t.is_terminal() and t.winner == 1 and r == [46, 52]
    assert t.to_json()["board"] == [0] * 14


def test_RP_7_drawn_round():
    """RP-7 decision.  As above with reserves 43/49: South ends on 43+2+4 = 49 = North: a draw."""
    _, r, t = rp_after(rp_state([1, 0, 0, 2, 0, 3, 0], [0] * 7, (43, 49)), 0)
    assert t.is_terminal() and t.winner == "draw" and r == [49, 49]


def test_RP_7_round_counts_only_this_rounds_captures():
    """RP-7 decision.  Match, round 2: reserves 40/52 but round started with 10/30, so this round's
    captures are South 46-10 = 36 vs North 52-30 = 22 after the same move: South wins the round."""
    s = rp_state([1, 0, 0, 2, 0, 3, 0], [0] * 7, (40, 52), round_start=(10, 30), match=True)
    _, r, t = rp_after(s, 0)
    assert t.to_json()["round_winners"] == [1, 0]  # South won round 2 (and round 3 is set up)


def test_RP_8_RP_9_next_round_setup_closed_holes_and_opener():
    """RP-8, RP-9.  Match.  The RP-7 position above: after it South holds 46, North 52.  Next round:
    South fills 6 holes (42), 4 left in reserve, its leftmost hole 0 closed; North fills all 7 (49),
    3 left.  South took the board's remaining seeds, so South opens round 2.  Round 1 went to North."""
    s = rp_state([1, 0, 0, 2, 0, 3, 0], [0] * 7, (40, 52), match=True)
    _, r, t = rp_after(s, 0)
    j = t.to_json()
    assert not t.is_terminal()
    assert j["board"] == [0] + [7] * 6 + [7] * 7
    assert j["closed"] == [True] + [False] * 13
    assert j["reserves"] == [4, 3] and j["to_move"] == 0 and j["round"] == 2
    assert j["round_winners"] == [1]


def test_RP_8_setup_round_function():
    """RP-8.  Holdings 50/48: South fills all 7 (1 left), North 6 (6 left), North's hole 7 closed.
    Holdings 20/78: South fills 2 holes (5 and 6 open; 0..4 closed, 6 left), North 7 (29 left)."""
    from gamekit.raja_pasu import setup_round

    board, closed, res = setup_round((50, 48))
    assert list(board) == [7] * 7 + [0] + [7] * 6 and list(closed) == [False] * 7 + [True] + [False] * 6
    assert tuple(res) == (1, 6)
    board, closed, res = setup_round((20, 78))
    assert list(board) == [0] * 5 + [7] * 2 + [7] * 7 and list(closed) == [True] * 5 + [False] * 9
    assert tuple(res) == (6, 29)


def test_RP_9_match_ends_when_a_player_cannot_open_a_hole():
    """RP-9.  Match.  South [1,0,0,2,0,0,0], North empty; reserves 0/95.  Sow 0: pussa of hole 3
    (+2); North can't move: South takes the 1 left -> South holds 3 < 7: the match ends, North wins."""
    _, r, t = rp_after(rp_state([1, 0, 0, 2, 0, 0, 0], [0] * 7, (0, 95), match=True), 0)
    assert t.is_terminal() and t.winner == 1 and r == [3, 95]


def test_RP_8_closed_hole_skipped_by_sowing():
    """RP-8.  Match; North's hole 7 closed.  South [0,0,0,0,0,0,2], North [0c,0,0,0,0,0,7]; reserves
    40/49.  Sow 6: hole 7 is skipped: 8 -> 1, 9 -> 1 (last); hole 10 empty -> end; hole 11 empty."""
    closed = [False] * 7 + [True] + [False] * 6
    s = rp_state([0, 0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 0, 7], (40, 49), closed=closed, match=True)
    b, r, _ = rp_after(s, 6)
    assert b == [0] * 7 + [0, 1, 1, 0, 0, 0, 7] and r == [40, 49]


def test_RP_8_closed_hole_skipped_by_end_check_and_pussa():
    """RP-8, RP-4.  Match; South's hole 0 closed.  South [0c,0,5,0,0,0,3], North [0,0,0,0,0,1,0],
    North to move; reserves 40/49.  North sows 12: 13 -> 1 (last).  The next *open* hole is 1
    (empty) -> end; h+2 is the next open hole after that, 2, with 5 seeds: North captures them."""
    closed = [True] + [False] * 13
    s = rp_state([0, 0, 5, 0, 0, 0, 3], [0, 0, 0, 0, 0, 1, 0], (40, 49), to_move=1, closed=closed, match=True)
    b, r, _ = rp_after(s, 12)
    assert b == [0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 1] and r == [40, 54]


def test_RP_8_closed_hole_skipped_by_relay():
    """RP-8, RP-3.  As above but South [0c,2,0,0,0,0,3]: last seed in 13; next open hole 1 holds 2 ->
    relay: sow 2, 3 (last); hole 4 empty -> end; hole 5 empty -> no pussa."""
    closed = [True] + [False] * 13
    s = rp_state([0, 2, 0, 0, 0, 0, 3], [0, 0, 0, 0, 0, 1, 0], (40, 52), to_move=1, closed=closed, match=True)
    b, r, _ = rp_after(s, 12)
    assert b == [0, 0, 1, 1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 1] and r == [40, 52]


@pytest.mark.parametrize(
    "over",
    [
        dict(board=[7] * 13),
        dict(board=[8] + [7] * 13),  # 99 seeds (RP-10)
        dict(board=[-1, 8] + [7] * 12),
        dict(board=["7"] + [7] * 13),
        dict(board=[7.0] + [7] * 13),
        dict(reserves=[1, -1]),
        dict(to_move=2),
        dict(closed=[True] + [False] * 13),  # closed hole holding seeds
        dict(board=[0] * 7 + [7] * 7, reserves=[49, 0]),  # South to move, no seeds (RP-7: not a position)
        dict(closed="no"),
    ],
)
def test_RP_robustness_malformed_positions(over):
    j = gamekit.load("raja_pasu").initial_state().to_json()
    j.update(over)
    with pytest.raises(InvalidPositionError):
        gamekit.state_from_json(j)


def test_RP_robustness_closed_holes_only_from_the_left():
    """RP-8: South's closed holes start from hole 0; closing hole 3 alone is not a position."""
    j = gamekit.load("raja_pasu", match=True).initial_state().to_json()
    j["board"][3] = 0
    j["closed"][3] = True
    j["reserves"] = [7, 0]
    with pytest.raises(InvalidPositionError):
        gamekit.state_from_json(j)


def test_RP_robustness_illegal_moves():
    s = rp_state([2, 0, 0, 0, 5, 0, 0], [3, 0, 0, 0, 0, 0, 1], (40, 47))
    for bad in (1, 7, 13, 14, -1, "x"):
        before = s.to_json()
        with pytest.raises(IllegalMoveError, match=RULE_ID):
            s.apply(bad)
        assert s.to_json() == before


# =============================================================================================
# German: further probes


def test_PG_21a_capture_in_double_must_leave_nothing_unplayed():
    """PG-21, PG-21a, PG-13.  Red A 20, B 64, two in goal (all have been in play: 1-1 is 6,6,1,1);
    yellow single on red 26 (q 9).  A6 captures, but then 6,1,1 must all be played by B (7 to the
    goal): at most {6,1} -> one 1 left unplayed -> the capture is illegal.  Four-value plays
    (B gets a subset with sum <= 7, A the rest; A passes the single yellow piece):
    B {} A 14 -> 34; B {1} A 13 -> 33; B {1,1} A 12 -> 32; B {6} A 8 -> 28; B {6,1} A 7 -> 27."""
    s = g_state({"red": [20, 64, 71, 71], "yellow": [9, Y, Y, Y]})
    assert g_reach(s, (1, 1)) == {
        g_pos(s, red=[34, 64, 71, 71]),
        g_pos(s, red=[33, 65, 71, 71]),
        g_pos(s, red=[32, 66, 71, 71]),
        g_pos(s, red=[28, 70, 71, 71]),
        g_pos(s, red=[27, 71, 71, 71]),
    }


def test_PG_20_partner_on_own_start_field_blocks_entering():
    """PG-20, PG-21b.  Green single on red's start field (green q 34).  Red yard, 30, 71, 71; throw
    5-2.  Entering would land on the partner's piece: not allowed.  5 by 30 -> 35 leaves the 2 to
    nobody (1 value); 30 {5,2} -> 37 uses both: the only play."""
    s = g_state({"red": [Y, 30, 71, 71], "green": [34, Y, Y, Y]})
    assert g_reach(s, (5, 2)) == {g_pos(s, red=[Y, 37, 71, 71])}


def test_PG_22_opponent_gate_on_start_field_blocks_entering():
    """PG-22, PG-18a.  Yellow gate on red's start field (q 51).  Red all yard, throw 6-5: 6+5 would
    pass the gate, entering with the 5 lands on it: nothing can be played."""
    s = g_state({"red": [Y, Y, Y, Y], "yellow": [51, 51, Y, Y]})
    assert g_reach(s, (6, 5)) == {g_pos(s)}


def test_PG_18a_six_five_onto_gate_then_five_alone():
    """PG-18a.  Yellow gate on red 6 (q 57).  6+5 would land on the gate: illegal; the 6 is
    forfeited and the 5 enters."""
    s = g_state({"red": [Y, Y, Y, Y], "yellow": [57, 57, Y, Y]})
    assert g_reach(s, (6, 5)) == {g_pos(s, red=[0, Y, Y, Y])}


def test_PG_14_returned_pieces_count_as_having_been_in_play():
    """PG-5, PG-14, PG-14a.  Red yard, returned, 30, 71; throw 5-5 (5,5,2,2).  Entering the yard
    piece brings in the last never-entered piece, so the full play (4 values) is forced over the
    restricted one (2).  The yard piece enters; then {5,2,2}: the returned piece enters with the 5
    and 30 takes {2,2} -> 34, or 30 takes {5,2,2} -> 39 (a play with a 2 unplayed uses only 3)."""
    s = g_state({"red": [Y, RT, 30, 71]})
    assert g_reach(s, (5, 5)) == {g_pos(s, red=[0, 0, 34, 71]), g_pos(s, red=[0, RT, 39, 71])}


def test_PG_25_team_wins_when_both_colours_home():
    """PG-25.  Green finished; red 70 + three home; throw 1-... : 6-1 -> the 1 takes red home (the 6
    can't be moved: 70+6 overshoots, PG-9; combined 7 too).  Red+green win."""
    s = g_state({"red": [70, 71, 71, 71], "green": [71, 71, 71, 71]})
    t = s.apply((6, 1))
    while not (t.is_terminal() or t.is_chance()):
        t = t.apply(t.legal_moves()[0])
    assert t.is_terminal() and tuple(t.winner) == (0, 2)


# --- German robustness: inconsistent half-played turns that are accepted ----------------------


def _g_half(red, **over):
    j = gamekit.load("pachisi").initial_state().to_json()
    j["pieces"]["red"] = red
    j.update(over)
    return j


def test_PG_robustness_value_vanished_without_move_or_forfeit():
    """Throw 6-3, values [3], moved [], forfeited false: the 6 was neither moved nor forfeited."""
    with pytest.raises(InvalidPositionError):
        gamekit.state_from_json(_g_half([10, 20, Y, Y], throw=[6, 3], values=[3], mover="red"))


def test_PG_robustness_restricted_double_without_waiting_piece():
    """PG-14: 'restricted' only while a piece has never entered; red 10, 20, 30, 40 has none."""
    with pytest.raises(InvalidPositionError):
        gamekit.state_from_json(
            _g_half([10, 20, 30, 40], throw=[1, 1], values=[6, 6], double_rule="restricted", mover="red")
        )


def test_PG_robustness_normal_double_with_waiting_pieces():
    """Red 10, 20, yard, yard; throw 3-3 'normal' with values [3, 3] left and nothing moved: with
    never-entered pieces the double is restricted to 4, 4 (PG-14), and 4, 4 can't have vanished."""
    with pytest.raises(InvalidPositionError):
        gamekit.state_from_json(_g_half([10, 20, Y, Y], throw=[3, 3], values=[3, 3], double_rule="normal", mover="red"))


def test_PG_robustness_nothing_in_play_flag_inconsistent():
    with pytest.raises(InvalidPositionError):
        gamekit.state_from_json(
            _g_half([10, 20, Y, Y], throw=[6, 3], values=[6, 3], mover="red", nothing_in_play_at_throw=True)
        )
