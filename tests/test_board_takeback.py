"""Take-back on a board with computer seats: Undo goes back to the last position where a person
was to act (past the computers' replies), Redo replays forward to the next one, the computers
hold until a person acts, and the slider, the log and the status line agree with the board at
every step.  "Computer move" on a person's seat plays one step for that seat."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import gamekit  # noqa: E402
from gamekit.raja_pasu import Sow  # noqa: E402
from gamekit.widgets import board  # noqa: E402


class FakeTime:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def agree(b) -> None:
    """The slider, the log, the status line and the drawing all show the record's cursor."""
    rec = b.record
    assert b.replay_slider.value == rec.cursor and b.replay_slider.max == len(rec)
    undone = [line for line in b.log_lines if line.endswith(" (undone)")]
    assert len(undone) == len(rec) - rec.cursor
    assert b.status == b.view.status(b.state)[:1].upper() + b.view.status(b.state)[1:]
    assert b.svgboard.svg == b.view.svg(b.state, events=rec.last_events, selected=None)


def test_raja_pasu_one_undo_takes_back_the_persons_move_and_the_computers_reply():
    """RP-2 South sows hole 3, North (greedy) replies at once: one Undo shows South to move at the
    opening position (RP-1: seven seeds in each of the 14 holes), Redo replays both."""
    b = board("raja_pasu", seats=["person", "greedy"], speed="off", pace=0)
    start = b.state
    assert b.click("3") is True
    assert b.record.cursor == 2 and b.record.actions[0] == Sow(3)
    assert b.record.states[1].to_move == 1 and b.state.to_move == 0  # North replied by itself
    after_reply = b.state
    b.undo()
    assert b.record.cursor == 0 and b.state == start and b.status == "South to move."
    assert b.state.board == (7,) * 14
    agree(b)
    b.redo()
    assert b.record.cursor == 2 and b.state == after_reply and b.status == "South to move."
    agree(b)
    b.undo()
    assert b.click("5") is True  # a new move after Undo: North replies again, the old tail is gone
    assert b.record.actions[0] == Sow(5) and b.record.cursor == len(b.record) == 2
    agree(b)


def test_raja_pasu_timed_computer_holds_after_undo_until_the_person_acts():
    clock = FakeTime()
    b = board("raja_pasu", seats=["person", "greedy"], speed="off", pace=1.0, time_source=clock)
    b.click("2")
    clock.t = 2.0
    assert b.tick() == "computer" and b.record.cursor == 2
    b.undo()
    assert b.record.cursor == 0 and b.status == "South to move."
    b.replay_slider.value = 1  # North to move, looked at with the slider: North holds
    assert b.status == "North to move."
    clock.t = 10.0
    assert b.tick() == "idle" and b.record.cursor == 1 and b.clock_ms == 0
    agree(b)
    b.redo()  # North's reply is replayed, not played afresh
    assert b.record.cursor == 2 and b.status == "South to move."
    b.undo()
    b.click("4")  # the person acts: North plays again at its pace
    clock.t = 20.0
    assert b.tick() == "computer" and b.record.cursor == 2 and b.record.actions[0] == Sow(4)


def test_german_undo_from_green_to_throw_returns_to_greens_move():
    """PG-10 throw, PG-11 move: green is the person, red, yellow and blue are greedy (pace 0).
    From "Green to throw", one Undo shows the position before green's last move (not
    "Yellow to move"), and Redo brings back "Green to throw"."""
    g = gamekit.load("pachisi", ruleset="german")
    b = board(g, seats=["greedy", "greedy", "person", "greedy"], speed="off", pace=0, seed=4)
    green = 2
    assert b.status == "Green to throw." and b.record.cursor > 0  # red and yellow played first
    first_green = b.record.cursor
    b.undo()  # only computers have acted: nothing to take back
    assert b.record.cursor == first_green and "no person has acted yet" in b.message
    moved_at = None
    for _turn in range(30):
        if b.state.is_terminal():
            break
        if b.state.is_chance():
            b.throw()
        elif b.state.current_player == green:
            moved_at = b.record.cursor
            b.play(b.state.legal_moves()[0])
        if moved_at is not None and b.status == "Green to throw.":
            break
    assert moved_at is not None and b.status == "Green to throw."
    end = b.record.cursor
    assert any(s.current_player != green for s in b.record.states[moved_at + 1 : end])  # computers replied
    b.undo()
    assert b.record.cursor == moved_at
    assert b.status.startswith("Green to move: values ")
    assert b.state.current_player == green and not b.state.is_chance()
    agree(b)
    b.redo()
    assert b.record.cursor == end and b.status == "Green to throw."
    agree(b)


def test_every_seat_a_person_or_every_seat_a_computer_undoes_one_action():
    b = board("raja_pasu", speed="off")
    b.click("1")
    b.click("9")
    b.undo()
    assert b.record.cursor == 1 and b.status == "North to move."
    c = board("raja_pasu", seats=["greedy", "greedy"], speed="off", pace=0, max_auto_steps=4)
    assert c.record.cursor == 4
    c.undo()
    assert c.record.cursor == 3
    c.redo()
    assert c.record.cursor == 4


def test_computer_move_on_a_persons_seat_plays_one_step_for_that_seat():
    """RP-2: South is a person; Computer move plays the greedy choice for South once, and South
    stays a person's seat."""
    b = board("raja_pasu", seats=["person", "person"], speed="off")
    greedy = b.agents["greedy"](b.state, None)
    assert b.computer_move() is True
    assert b.record.cursor == 1 and b.record.actions[0] == greedy and b.seats == ["person", "person"]
    assert b.status == "North to move."
    d = board("pachisi", ruleset="german", speed="off")  # a throw on a person's seat: at random
    assert d.computer_move() is True and d.record.cursor == 1 and d.record.states[0].is_chance()
