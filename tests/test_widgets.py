"""The board widget shell, the clickable SVG board and the Raja Pasu view, driven headlessly.

No browser here: the tests call the same methods the buttons, lists, slider and board clicks
call, and check the widget values (status, message, log, slider, animation, SVG) against the
engine.  A tiny fake game with a throw, a selection step and a computer player exercises the
parts Raja Pasu does not have (chance, Select).
"""

from __future__ import annotations

import dataclasses
import json
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

import gamekit  # noqa: E402
from gamekit.core import Event, Game, State  # noqa: E402
from gamekit.record import GameRecord  # noqa: E402
from gamekit.errors import GameError  # noqa: E402
from gamekit.widgets import GameBoard, SvgBoard, board, view_for  # noqa: E402
from gamekit.widgets.svgboard import click_tokens  # noqa: E402
from gamekit.widgets.view import BoardView, Refuse, Select  # noqa: E402

ADDRESS = re.compile(r"0x[0-9a-fA-F]{4,}|\b[0-9a-f]{32}\b")


# ---------------------------------------------------------------------------------------------
# A tiny fake game: a pile of counters; each turn starts with a coin throw (1 or 2), then the
# player takes 1..throw counters (TOY-1).  Whoever takes the last counter wins.


@dataclasses.dataclass(frozen=True)
class Take:
    k: int

    def __str__(self) -> str:
        return f"take {self.k}"

    def to_json(self) -> int:
        return self.k

    def click_token(self) -> str:
        return f"take{self.k}"


class ToyGame(Game):
    name = "toy"
    num_players = 2
    player_names = ("Ann", "Bob")

    def __init__(self, pile: int = 5):
        self.options = ()
        self.pile = pile

    def initial_state(self) -> "ToyState":
        return ToyState(self, self.pile, 0, None, None)

    def state_from_json(self, obj):  # pragma: no cover - not needed here
        raise NotImplementedError

    def move_from_json(self, obj):  # pragma: no cover
        return Take(obj)

    def outcome_label(self, outcome: Any) -> str:
        return f"coin shows {outcome}"

    def options_json(self):
        return {}


@dataclasses.dataclass(frozen=True)
class ToyState(State):
    game: ToyGame = dataclasses.field(compare=False)
    pile: int
    to_move: int
    throw: int | None
    result: int | None

    @property
    def current_player(self) -> int:
        return self.to_move

    @property
    def winner(self):
        return self.result

    def is_terminal(self) -> bool:
        return self.result is not None

    def is_chance(self) -> bool:
        return self.result is None and self.throw is None

    def chance_outcomes(self):
        return [(1, 0.5), (2, 0.5)] if self.is_chance() else []

    def legal_moves(self):
        if self.is_terminal() or self.is_chance():
            return []
        return [Take(k) for k in range(1, min(self.throw, self.pile) + 1)]

    def returns(self):
        return (0.0, 0.0)

    def to_json(self):
        return {"game": "toy", "options": {}, "pile": self.pile, "to_move": self.to_move, "throw": self.throw}

    def coerce_move(self, x):
        return x if isinstance(x, Take) else Take(int(x))

    def why_not(self, move):
        if move in self.legal_moves():
            return None
        return f"{move} is not allowed: the coin shows {self.throw} (TOY-1)"

    def _step(self, action, events):
        if events is None:
            events = []
        if self.is_chance():
            events.append(Event("throw", f"{self.game.player_names[self.to_move]} throws {action}", {"n": action}))
            return dataclasses.replace(self, throw=action)
        events.extend(Event("take", f"takes counter {i + 1}", {"left": self.pile - i - 1}) for i in range(action.k))
        left = self.pile - action.k
        if left == 0:
            return dataclasses.replace(self, pile=0, throw=None, result=self.to_move)
        return dataclasses.replace(self, pile=left, throw=None, to_move=1 - self.to_move)


class ToyView(BoardView):
    """Click "pile" first (a selection), then "take1"/"take2"."""

    title = "toy board"

    def svg(self, state, *, events=(), frame=None, selected=None, clickable=True):
        left = frame.data["left"] if frame is not None else state.pile
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20"><text>pile {left}</text>']
        if clickable:
            parts.append('<rect data-click="pile" data-label="the pile" width="5" height="5"/>')
            for m in state.legal_moves():
                parts.append(f'<circle data-click="{m.click_token()}" r="3"/>')
        if selected is not None:
            parts.append(f"<text>selected {selected}</text>")
        return "".join(parts) + "</svg>"

    def click(self, state, token, selected=None):
        if token == "pile":
            return Select("pile", "pile chosen: now pick how many to take")
        if selected != "pile":
            return Refuse("choose the pile first (TOY-2)")
        return super().click(state, token, selected)

    def frames(self, before, action, events):
        return [e for e in events if e.kind == "take"]

    def hint(self, state):
        return f"{state.pile} counters left"


def toy_agent(state, rng):
    return state.legal_moves()[-1]


class FakeTime:
    """A clock the test moves by hand (``GameBoard(time_source=...)``)."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def toy_board(**kw) -> GameBoard:
    kw.setdefault("agents", {"greedy": toy_agent})
    return GameBoard(ToyGame(), ToyView(), **kw)


# ---------------------------------------------------------------------------------------------
# SvgBoard


def test_svgboard_click_reaches_python_and_keys_are_filtered():
    b = SvgBoard(
        '<svg viewBox="0 0 9 9"><g data-click="a" data-label="A"/><g data-click="b"/></svg>',
        shortcut_keys=["ArrowLeft"],
    )
    clicks, keys = [], []
    b.on_click(clicks.append)
    b.on_key(keys.append)
    assert b.tokens == ["a", "b"]
    b.click("a")
    # what the browser's model.send({click: "b"}) arrives as: a comm message through ipywidgets
    b._handle_msg({"content": {"data": {"method": "custom", "content": {"click": "b"}}}, "buffers": []})
    b._on_custom_msg(b, {"nonsense": 1}, [])
    b._on_custom_msg(b, "not a dict", [])
    b.press("ArrowLeft")
    b.press("x")  # not a listed shortcut: ignored
    assert clicks == ["a", "b"]
    assert keys == ["ArrowLeft"]


def test_svgboard_repr_is_stable_text():
    b = SvgBoard('<svg><g data-click="1"/></svg>', label="demo")
    assert repr(b) == "SvgBoard('demo', 1 clickable element)"
    bundle = b._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert data["text/plain"] == repr(b)
    assert not ADDRESS.search(data["text/plain"])


def test_svgboard_esm_is_inline_and_offline():
    esm = SvgBoard._esm
    assert "export default" in esm
    assert "http" not in esm.replace("http://www.w3.org/2000/svg", "")
    assert "data-lm-suppress-shortcuts" in esm
    for needed in ("tabindex", '"role", "button"', "aria-label", '"Enter"', '" "', "model.send"):
        assert needed in esm


def test_click_tokens():
    assert click_tokens('<g data-click="3"/><g data-click="x y"/>') == ["3", "x y"]


# ---------------------------------------------------------------------------------------------
# GameBoard with the fake game


def test_toy_throw_by_hand_and_refused_moves():
    b = toy_board()
    assert b.state.is_chance()
    assert b.status == "Ann to throw."
    assert b.outcome_dropdown.options == (("coin shows 1 (50.0%)", 0), ("coin shows 2 (50.0%)", 1))
    assert b.chance_box.layout.display is None
    assert b.throw_button.button_style == "primary" and b.play_button.button_style == ""
    # playing before throwing raises (called from Python), is shown, and changes nothing
    with pytest.raises(gamekit.IllegalMoveError, match="must throw"):
        b.play(Take(1))
    assert b.refused and "must throw" in b.message
    assert len(b.record) == 0
    # set the throw by hand through the controls
    b.outcome_dropdown.value = 1
    b.set_throw_button.click()
    assert b.state.throw == 2 and b.record.cursor == 1
    assert not b.refused and b.message == ""
    assert [o for o, _ in b.move_dropdown.options] == ["take 1", "take 2"]
    assert b.throw_button.button_style == "" and b.play_button.button_style == "primary"
    b.set_throw_button.click()  # out of turn: refused, the reason shown
    assert b.refused and "No throw is due" in b.message and b.record.cursor == 1
    # a second throw is refused
    assert b.throw() is False and "No throw is due" in b.message


def test_toy_select_then_click_and_animation():
    b = toy_board(speed="brisk")
    b.throw(2)
    # a click on a move before selecting the pile is refused with the view's reason
    assert b.click("take2") is False
    assert b.message == "choose the pile first (TOY-2)" and b.refused
    assert "Not allowed" in b.message_html.value and 'role="alert"' in b.message_html.value
    assert b.record.cursor == 1
    assert b.click("pile") is False
    assert b.selected == "pile" and b.message.startswith("pile chosen")
    assert "selected pile" in b.svgboard.svg
    assert b.click("take2") is True
    assert b.selected is None and b.state.pile == 3 and b.state.to_move == 1
    # frames: one per "take" event; the animation starts on the first frame and the clock runs
    events = b.record.last_events
    assert len(b.frames) == 2 == len([e for e in events if e.kind == "take"])
    assert b.animating and b.clock_ms == 100
    assert b.frame_index == 0 and "pile 4" in b.svgboard.svg and b.svgboard.busy
    # the headline describes the same moment as the board: Ann's move, not Bob's turn
    assert b.status == "Ann: take 2 \u2026" and "Bob" not in b.status_html.value
    assert b.caption_html.value == "Frame 1 of 2: takes counter 1"
    assert b.tick() == "frame" and b.frame_index == 1 and "pile 3" in b.svgboard.svg
    assert b.tick() == "settled" and b.frame_index is None and not b.animating
    assert b.status == "Bob to throw." and not b.svgboard.busy
    assert b.tick() == "idle" and b.clock_ms == 0
    # Step: one frame per press (0 = the position before the action), wrapping around
    b.step_animation()
    assert b.frame_index == -1 and "pile 5" in b.svgboard.svg and b.svgboard.tokens == []
    assert b.status == "Ann: take 2: before it."
    b.step_animation()
    assert b.frame_index == 0 and b.caption_html.value == "Frame 1 of 2: takes counter 1"
    assert not b.animating and b.clock_ms == 0  # Step pauses
    b.step_animation()
    assert b.frame_index == 1 and "pile 3" in b.svgboard.svg
    b.step_animation()
    assert b.frame_index is None and "pile" in b.svgboard.tokens
    b.step_animation()
    assert b.frame_index == -1
    b.skip_animation()
    assert b.frame_index is None and b.clock_ms == 0


def test_the_browser_timer_runs_only_while_something_is_due_and_its_ticks_drive_the_board():
    """The board's anywidget runs the timer (``tick_ms`` > 0) and sends ``{"tick": n}``."""
    b = toy_board(speed="slow")  # 0.5 s a frame, every frame shown
    assert b.clock_ms == 0
    b.throw(2)
    b.click("pile")
    b.click("take2")
    assert b.frame_index == 0 and b.clock_ms == 500 == b.svgboard.tick_ms
    # what the browser's timer sends arrives as a comm message
    b.svgboard._handle_msg({"content": {"data": {"method": "custom", "content": {"tick": 1}}}, "buffers": []})
    assert b.frame_index == 1
    b.svgboard._on_custom_msg(b.svgboard, {"tick": 2}, [])
    assert b.frame_index is None and b.clock_ms == 0
    # a late tick after the animation ended does nothing
    b.svgboard._on_custom_msg(b.svgboard, {"tick": 3}, [])
    assert b.frame_index is None and b.record.cursor == 2 and b.clock_ms == 0
    esm = SvgBoard._esm
    assert 'model.get("tick_ms")' in esm and "model.send({ tick:" in esm


def test_speed_limits_a_long_animation_and_off_shows_the_result_at_once():
    """SPEEDS: at "brisk" an action lasts at most 3 s (0.1 s a frame): 107 frames show every
    4th frame (ceil(108 * 0.1 / 3) = 4), so 27 ticks reach the result; "off" animates nothing."""
    from gamekit.widgets.shell import SPEEDS

    assert SPEEDS["brisk"] == (100, 3.0)

    class ManyFrames(ToyView):
        def frames(self, before, action, events):
            return [events[-1]] * 107 if events and events[-1].kind == "take" else []

    b = GameBoard(ToyGame(), ManyFrames(), speed="brisk")
    b.throw(1)
    b.play(Take(1))
    assert len(b.frames) == 107 and b.frame_index == 3  # the 4th frame first
    ticks = 1
    while b.tick() == "frame":
        ticks += 1
    # frames 4, 8, .., 104 (the first at once, 25 on ticks), then the result on the 26th tick:
    # 2.6 s at 0.1 s a tick
    assert ticks == 26 and b.frame_index is None
    b.speed_dropdown.value = ("off", 0.0)  # "at once"
    b.throw(1)
    b.play(Take(1))
    assert b.frame_index is None and not b.animating and b.clock_ms == 0
    b.step_animation()  # Step still shows the frames
    assert b.frame_index == -1


def test_a_click_during_an_animation_finishes_it_and_is_played():
    b = toy_board(speed="slow")
    b.throw(2)
    b.click("pile")
    b.click("take1")
    assert b.frame_index == 0 and b.state.pile == 4 and b.state.to_move == 1
    # the frame keeps the clickable places of the position it leads to (the toy view draws them)
    assert "pile" in b.svgboard.tokens
    b.svgboard.click("")  # a click beside every place: only finishes the animation
    assert b.frame_index is None and b.record.cursor == 2 and b.message == ""
    b.throw(1)
    b.click("pile")
    assert b.click("take1") is True and b.frame_index == 0
    b.throw_button.click()  # a button during an animation finishes it and is taken
    assert b.frame_index is None and b.record.cursor == 5 and b.state.throw in (1, 2)


def test_toy_undo_redo_goto_and_slider_stay_in_sync():
    b = toy_board(speed="off")
    b.throw(2)
    b.play(Take(1))
    b.throw(1)
    b.play(Take(1))
    assert b.record.cursor == 4 and b.state.pile == 3
    assert (b.replay_slider.value, b.replay_slider.max) == (4, 4)
    assert b.frame_index is None  # autoplay off: settled at once
    b.undo()
    assert b.record.cursor == 3 and b.replay_slider.value == 3 and b.state.pile == 4
    assert b.log_lines[-2:] == ["4. Bob: take 1 (undone)", "   takes counter 1"]
    b.redo()
    assert b.record.cursor == 4 and b.replay_slider.value == 4
    b.goto(1)
    assert b.state.throw == 2 and b.state.pile == 5 and b.replay_slider.value == 1
    # moving the slider is a jump
    b.replay_slider.value = 2
    assert b.record.cursor == 2 and b.state.pile == 4
    b.replay_slider.value = 0
    assert b.record.cursor == 0
    b.undo()  # nothing to undo: a note, not a refusal
    assert b.message.startswith("Nothing to undo") and not b.refused
    # a new action while undone drops the redo tail
    b.throw(1)
    assert len(b.record) == 1 and b.replay_slider.max == 1 and b.replay_slider.value == 1


def test_toy_log_html_follows_undo_redo_and_a_replaced_action():
    """The log's HTML (cached per action) strikes through what Undo took back, restores it on
    Redo, and describes afresh an action that replaced an undone one."""
    b = toy_board(speed="off")
    b.throw(2)
    b.play(Take(1))
    items = re.findall(r"<li( class=\"gk-undone\")?>([^<]*)", b.log_html.value)
    assert [(bool(c), t) for c, t in items] == [
        (False, "Ann: coin shows 2"),
        (False, "Ann throws 2"),
        (False, "Ann: take 1"),
        (False, "takes counter 1"),
    ]
    b.undo()
    items = re.findall(r"<li( class=\"gk-undone\")?>([^<]*)", b.log_html.value)
    assert [(bool(c), t) for c, t in items][2] == (True, "Ann: take 1 (undone)")
    b.redo()
    assert "gk-undone" not in b.log_html.value and "(undone)" not in b.log_html.value
    b.undo()
    b.undo()
    b.throw(1)  # replaces the undone throw of 2 and drops the take
    items = re.findall(r"<li( class=\"gk-undone\")?>([^<]*)", b.log_html.value)
    assert [(bool(c), t) for c, t in items] == [(False, "Ann: coin shows 1"), (False, "Ann throws 1")]


def test_toy_keys_inside_the_board():
    b = toy_board(speed="off")
    b.throw(1)
    b.play(Take(1))
    b.svgboard.press("ArrowLeft")
    assert b.record.cursor == 1
    b.svgboard.press("ArrowRight")
    assert b.record.cursor == 2
    b.svgboard.press("s")
    assert b.frame_index == -1
    b.svgboard.click("take1")  # chance node now: refused
    assert b.refused and "must throw" in b.message


def test_toy_log_in_words_newest_at_the_bottom():
    b = toy_board(speed="off")
    b.throw(2)
    b.play(Take(2))
    assert b.log_lines == [
        "1. Ann: coin shows 2",
        "   Ann throws 2",
        "2. Ann: take 2",
        "   takes counter 1",
        "   takes counter 2",
    ]
    log = b.log_html.value
    assert log.index("coin shows 2") < log.index("take 2")
    assert 'role="region" aria-label="Game log"' in log


def test_toy_computer_move_and_pace_zero_plays_at_once():
    b = toy_board(seats=["person", "greedy"], seed=3, speed="off", auto=False)
    assert b.seats == ["person", "greedy"]
    assert b.computer_button.button_style == ""  # Ann (a person) is to throw
    # on a person's seat it plays one step for that seat (the coin at random); the seat stays Ann's
    assert b.computer_move() is True and b.record.cursor == 1 and b.seats == ["person", "greedy"]
    b.undo()
    b.throw(1)
    b.play(Take(1))
    assert b.state.to_move == 1 and b.computer_button.button_style == "primary"
    assert b.clock_ms == 0  # "computers play" unticked: Bob waits for the button
    assert b.computer_move() is True  # Bob throws (one click = one step)
    assert b.state.throw in (1, 2) and b.record.cursor == 3
    assert b.computer_move() is True  # Bob takes the most he can
    assert b.record.actions[-1] == Take(min(b.record.states[-2].throw, 4))
    # pace 0: computers play on in the same call (throwing too) until a person's turn
    b2 = toy_board(seats=["person", "greedy"], seed=1, speed="off", pace=0)
    b2.throw(1)
    b2.play(Take(1))
    st = b2.state
    assert st.is_terminal() or (st.to_move == 0 and st.is_chance())
    assert b2.record.cursor >= 4
    # two computers at pace 0: bounded, never an endless loop
    b3 = toy_board(seats=["greedy", "greedy"], seed=2, speed="off", pace=0, max_auto_steps=3)
    assert b3.record.cursor == 3 and "Computers stopped after 3 steps" in b3.message
    b4 = toy_board(seats=["greedy", "greedy"], seed=2, pace=0, speed="off")
    assert b4.state.is_terminal() and b4.status.startswith("Game over")
    assert b4.computer_button.button_style == ""
    assert b4.computer_move() is False and "over" in b4.message


def test_computer_seats_play_by_themselves_at_the_pace():
    """A computer seat acts on the clock's ticks once ``pace`` seconds have passed since the
    previous action settled (its animation included), and stops at a person's seat."""
    clock = FakeTime()
    b = toy_board(seats=["person", "greedy"], seed=5, speed="brisk", pace=1.0, time_source=clock)
    assert b.clock_ms == 0  # Ann (a person) to throw: nothing timed is due
    b.throw(2)
    b.click("pile")
    b.click("take1")  # pile 4, Bob's turn; the animation of Ann's move plays first
    assert b.animating and b.clock_ms == 100
    clock.t = 10.0
    assert b.tick() == "settled" and b.state.to_move == 1
    assert b.clock_ms == 1000  # waiting for the pace
    clock.t = 10.5
    assert b.tick() == "wait" and b.record.cursor == 2
    clock.t = 10.9
    assert b.tick() == "computer" and b.record.cursor == 3  # Bob throws (0.12 s early counts as on time)
    assert b.tick() == "wait"
    clock.t = 11.9
    assert b.tick() == "computer" and b.record.cursor == 4  # Bob takes
    assert b.animating and b.status.startswith("Bob: take")  # the headline waits for the board
    while b.tick() == "frame":
        pass
    assert b.state.to_move == 0 and b.state.is_chance() and b.status == "Ann to throw."
    clock.t = 20.0
    assert b.tick() == "idle" and b.clock_ms == 0  # Ann is a person
    # one "Speed:" list sets the animation and the pace: "steady" is brisk animation, 1 s pace
    assert b.speed_dropdown.label == "steady" and b.speed_dropdown.value == ("brisk", 1.0) and b.pace == 1.0
    assert [o[0] for o in b.speed_dropdown.options] == ["slow", "steady", "fast", "at once"]

    # all computers: a whole game at the chosen pace; the clock stops at the end
    clock2 = FakeTime()
    b2 = toy_board(seats=["greedy", "greedy"], seed=2, speed="brisk", pace=0.5, time_source=clock2)
    assert b2.clock_ms == 500 and b2.record.cursor == 0
    acted = []
    while b2.tick() != "idle":
        if b2.frame_index is None:  # the headline and the board show the same moment
            assert b2.status == b2.view.status(b2.state)
        else:
            assert b2.status.startswith(b2.game.player_names[b2.record.states[-2].current_player])
        if b2.record.cursor > len(acted):
            acted.append(clock2.t)
        clock2.t += 0.1
        assert clock2.t < 100
    assert b2.state.is_terminal() and b2.status.startswith("Game over") and b2.clock_ms == 0
    # consecutive computer actions are at least the pace apart
    assert len(acted) == b2.record.cursor >= 4
    assert all(t2 - t1 >= 0.5 - 0.12 for t1, t2 in zip(acted, acted[1:]))
    # untick "computers play": the seat waits
    b3 = toy_board(seats=["greedy", "person"], seed=2, pace=0.5, time_source=clock2)
    b3.auto_checkbox.value = False
    clock2.t += 100
    assert b3.tick() == "idle" and b3.record.cursor == 0


def test_computers_hold_while_a_person_looks_back():
    clock = FakeTime()
    b = toy_board(seats=["person", "greedy"], seed=5, speed="off", pace=0.5, time_source=clock)
    b.throw(2)
    b.play(Take(1))
    clock.t = 1
    assert b.tick() == "computer" and b.record.cursor == 3
    b.undo()  # past Bob's throw, back to Ann's move (her last decision)
    clock.t = 5
    assert b.tick() == "idle" and b.record.cursor == 1 and b.status == "Ann to move."
    b.replay_slider.value = 2  # Bob to throw, looked at with the slider: Bob does not throw by himself
    clock.t = 8
    assert b.tick() == "idle" and b.record.cursor == 2
    b.undo()
    b.redo()  # replays Ann's move and Bob's throw, up to Ann's next decision (the end of the record)
    clock.t = 10
    assert b.tick() == "idle" and b.record.cursor == 3
    b.replay_slider.value = 2
    assert b.computer_move() is True and b.record.cursor == 3  # by hand: Bob plays on from here
    clock.t = 11
    assert b.tick() == "computer" and b.record.cursor == 4


def test_toy_seeded_throws_are_reproducible():
    def run(seed):
        b = toy_board(seed=seed, seats=["greedy", "greedy"], pace=0)
        return [repr(a) for a in b.record.actions]

    assert run(7) == run(7)
    assert len({tuple(run(s)) for s in range(6)}) > 1


def test_toy_new_game_hint_and_repr():
    b = toy_board(speed="off")
    b.throw(2)
    b.play(Take(2))
    assert repr(b) == "GameBoard(toy: Bob to throw, step 2 of 2)"
    b.hint_toggle.value = True
    assert "3 counters left" in b.hint_html.value
    b.new_game()
    assert b.record.cursor == 0 and len(b.record) == 0 and b.state.pile == 5
    assert b.replay_slider.max == 0 and b.log_lines == []
    assert repr(b) == "GameBoard(toy: Ann to throw, step 0 of 0)"
    bundle = b._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert data["text/plain"] == repr(b) and not ADDRESS.search(data["text/plain"])


def test_gameboard_accepts_state_and_record_and_checks_seats():
    g = ToyGame()
    rec = GameRecord(g.initial_state())
    rec.apply(2)
    b = GameBoard(rec, ToyView())
    assert b.record is rec and b.state.throw == 2
    b2 = GameBoard(rec.state, ToyView())
    assert b2.record.cursor == 0 and b2.state == rec.state
    with pytest.raises(ValueError, match="unknown player 'wizard'"):
        GameBoard(g, ToyView(), seats={1: "wizard"})
    with pytest.raises(ValueError, match="one player per seat"):
        GameBoard(g, ToyView(), seats=["person"])
    with pytest.raises(GameError, match="GameBoard\\(game\\): game must be a game, a state or a GameRecord, not int"):
        GameBoard(42)


# ---------------------------------------------------------------------------------------------
# Raja Pasu on the board

rp = pytest.importorskip("gamekit.raja_pasu")


def rp_board(**kw) -> GameBoard:
    kw.setdefault("speed", "brisk")
    return board("raja_pasu", **kw)


def test_raja_pasu_click_advances_and_animates_one_frame_per_event():
    b = rp_board()
    start = b.state
    assert b.svgboard.tokens == [str(h) for h in range(7)]
    assert b.chance_box.layout.display == "none"  # no throws in Raja Pasu
    expected, events = start.apply_with_events(3)
    assert b.click("3") is True
    assert b.state == expected
    assert b.record.last_events == events
    assert len(b.frames) == len(events) > 10
    assert [f.event for f in b.frames] == list(events)
    # the animation plays by itself from its first frame; the headline says what is shown
    stride = -(-(len(events) + 1) // 30)  # brisk: 0.1 s a frame, at most 3 s: every stride-th frame
    assert b.animating and b.frame_index == stride - 1 and b.status == "South sows from hole 3 (South's 4th) \u2026"
    assert "North to move" not in b.status_html.value
    b.show_frame(0)  # the position before the move
    assert b.frame_index == -1 and b.svgboard.tokens == [] and not b.animating
    # step seed by seed: frame k shows the board after event k
    for k in range(3):
        b.step_animation()
        assert b.frame_index == k
        ev = events[k]
        assert f"in hand: {ev.data['hand']}" in b.svgboard.svg
        assert b.caption_html.value.startswith(f"Frame {k + 1} of {len(events)}")
    b.skip_animation()
    assert b.svgboard.tokens == [str(int(m)) for m in expected.legal_moves()]
    assert all(7 <= int(t) <= 13 for t in b.svgboard.tokens)
    assert b.status == "North to move."
    assert b.status_html.value.endswith("North to move.</div>")
    # the board shows the engine's counts and reserves
    root = ET.fromstring(b.svgboard.svg)
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert str(expected.reserves[0]) in texts and str(expected.reserves[1]) in texts


def test_raja_pasu_refused_click_shows_reason_and_changes_nothing():
    b = rp_board()
    svg_before = b.svgboard.svg
    assert b.click("9") is False
    assert b.refused and "RP-2" in b.message and "North" in b.message
    assert "RP-2" in b.message_html.value
    assert len(b.record) == 0 and b.state == b.game.initial_state()
    assert b.svgboard.svg == svg_before
    with pytest.raises(gamekit.InvalidMoveError, match="RP-1"):
        b.click("banana")  # no place of this board: raised from Python, shown on the board
    assert "'banana' is not a place on this board" in b.message and len(b.record) == 0


def test_raja_pasu_move_list_play_undo_redo_goto():
    b = rp_board(speed="off")
    labels = [label for label, _ in b.move_dropdown.options]
    assert labels[0] == "hole 0 (South's 1st): 7 seeds" and len(labels) == 7
    b.move_dropdown.value = 5
    b.play_button.click()
    assert b.record.actions == [rp.Sow(5)]
    s1 = b.state
    b.click(b.svgboard.tokens[0])
    assert b.record.cursor == 2
    b.undo()
    assert b.state == s1 and b.replay_slider.value == 1
    b.redo()
    assert b.record.cursor == 2 and b.replay_slider.value == 2
    b.goto(0)
    assert b.state == b.game.initial_state() and b.svgboard.tokens == [str(h) for h in range(7)]
    assert b.log_lines[0].startswith("1. South sows from hole 5")
    assert not any("sows 1 into" in line for line in b.log_lines)  # single seeds stay out of the log


def test_raja_pasu_computer_opponent_and_full_round_on_auto():
    b = rp_board(seats=["person", "random"], speed="off", pace=0)
    b.click("2")
    assert b.state.to_move == 0 or b.state.is_terminal()
    assert b.record.cursor >= 2
    assert "North" in b.log_lines[-1] or any(line.startswith(f"{b.record.cursor}. North") for line in b.log_lines)
    names = set(gamekit.agents.agents_for(b.game))
    b2 = rp_board(seats=["random", sorted(names)[0]], pace=0, speed="off")
    assert b2.state.is_terminal()
    assert b2.status.startswith("Round over")
    assert sum(b2.state.reserves) == 98
    b2.new_game()
    assert b2.state == b2.game.initial_state() or b2.state.is_terminal()


def test_raja_pasu_hint_names_the_best_hole():
    b = rp_board(speed="off")
    b.hint_toggle.value = True
    state = b.state
    gains = {int(m): state.apply(m).reserves[0] for m in state.legal_moves()}
    best = max(gains.values())
    assert f"(+{best})" in b.hint_html.value
    for h, g in gains.items():
        assert f"hole {h}: +{g}" in b.hint_html.value
    b.hint_toggle.value = False
    assert b.hint_html.value == ""


def test_raja_pasu_match_board_and_new_game():
    b = board("raja_pasu", match=True, speed="off")
    assert b.game.options.match is True
    assert b.status == "South to move (round 1)."
    b.click("0")
    b.new_game()
    assert b.state == b.game.initial_state() and len(b.record) == 0
    assert repr(b) == "GameBoard(raja_pasu: South to move (round 1), step 0 of 0)"


def test_board_helper_options():
    with pytest.raises(gamekit.UnknownOptionError):
        board("raja_pasu", colour="red")
    g = gamekit.load("raja_pasu")
    with pytest.raises(gamekit.UnknownOptionError, match="game options can only be given with a game name"):
        board(g, match=True)
    assert type(view_for(g)).__name__ == "RajaPasuView"


# ---------------------------------------------------------------------------------------------
# Raja Pasu drawing

from gamekit.render import raja_pasu as rp_render  # noqa: E402


def test_render_orientation_counter_clockwise():
    # South's row left to right at the bottom, North's row right to left on top
    xs = [rp_render.hole_center(h)[0] for h in range(14)]
    ys = [rp_render.hole_center(h)[1] for h in range(14)]
    assert xs[:7] == sorted(xs[:7]) and xs[7:] == sorted(xs[7:], reverse=True)
    assert set(ys[:7]) == {rp_render.Y_SOUTH} and set(ys[7:]) == {rp_render.Y_NORTH}
    assert rp_render.Y_NORTH < rp_render.Y_SOUTH
    assert xs[7] == xs[6] and xs[13] == xs[0]


def test_render_closed_holes_reserves_turn_and_last_move(tmp_path):
    g = gamekit.load("raja_pasu", match=True)
    pos = {
        "game": "raja_pasu",
        "options": g.options_json(),
        "to_move": 1,
        "winner": None,
        "board": [0, 7, 7, 7, 7, 7, 7, 0, 7, 7, 7, 7, 7, 7],
        "reserves": [7, 7],
        "closed": [True] + [False] * 6 + [True] + [False] * 6,
        "round": 2,
        "round_start_reserves": [6, 6],  # each kept 6 < 7, so hole 0 and hole 7 stayed closed (RP-8)
        "round_winners": [0],
    }
    state = g.state_from_json(json.loads(json.dumps(pos)))
    text = rp_render.svg(state)
    root = ET.fromstring(text)  # well-formed XML
    assert root.get("viewBox") == f"0 0 {rp_render.WIDTH} {rp_render.HEIGHT}"
    assert ">0 closed<" in text and ">7 closed<" in text and text.count(" closed<") == 2
    assert "North \u2014 to move" in text and "Round 2" in text
    assert click_tokens(text) == [str(h) for h in range(8, 14)]  # closed hole 7 is not clickable
    after, events = state.apply_with_events(8)
    text2 = rp_render.svg(after, events=events)
    assert ">LAST<" in text2
    path = tmp_path / "board.svg"
    assert gamekit.render.save_svg(after, path, events=events) == str(path)
    saved = path.read_text(encoding="utf-8")
    assert saved.startswith("<?xml") and ET.fromstring(saved.split("\n", 1)[1]) is not None
    # a picture in a notebook is the same drawing with nothing clickable (issue 11: not a control)
    picture = state._repr_svg_()
    assert click_tokens(picture) == [] and "data-label" not in picture and "tabindex" not in picture
    assert ">0 closed<" in picture and "North \u2014 to move" in picture and "Round 2" in picture


def test_render_frame_shows_event_board_and_hand():
    g = gamekit.load("raja_pasu")
    s = g.initial_state()
    after, events = s.apply_with_events(0)
    view = view_for(g)
    frames = view.frames(s, rp.Sow(0), events)
    sow = next(f for f in frames if f.kind == "sow")
    text = view.svg(after, events=events, frame=sow)
    assert f"in hand: {sow.data['hand']}" in text and ">+1<" in text
    # during a frame the holes legal after the move stay clickable (a click finishes the
    # animation and sows from there) but are not marked as the settled board marks them
    assert click_tokens(text) == [str(int(m)) for m in after.legal_moves()] == [str(h) for h in range(7, 14)]
    settled = view.svg(after, events=events)
    assert text.count('stroke="#0072B2"') < settled.count('stroke="#0072B2"')
    assert "South \u2014 sowing" in text


def test_czech_cowries_set_a_throw_by_clicking_shells():
    """PC-2: on the Czech board the six shells are clickable; turning shell 3 over from the default
    two-up picture gives three mouths up, and 'set' applies the throw 3 (move value 3)."""
    import re

    import gamekit
    from gamekit.widgets import board

    b = board(gamekit.load("pachisi", ruleset="czech"))
    tokens = re.findall(r'data-click="([^"]+)"', b.throw_board.svg)
    assert tokens == [f"shell:{i}" for i in range(6)] + ["throw:2"]
    assert b.throw_click("shell:3") is False and len(b.record) == 0
    assert "throw:3" in b.throw_board.svg
    assert b.throw_click("throw:3") is True
    assert b.record.last_action == 3 and b.throw_board.layout.visibility == "hidden"  # its slot stays
    assert b.throw_click("throw:4") is False and "No throw is due" in b.message


@pytest.mark.parametrize(
    "name, options", [(key, {}) for key in gamekit.registry.keys()] + [("sechs_as", {"players": 4})]
)
def test_any_position_draws_and_exports_as_svg(tmp_path, name, options):
    """Every game's state draws itself in a notebook and a board exports the position for worksheets."""
    game = gamekit.load(name, **options)
    state = game.initial_state()
    text = state._repr_svg_()
    assert ET.fromstring(text).tag.endswith("svg") and text == gamekit.render.draw(state)
    b = board(game)
    path = b.save_svg(tmp_path / "position.svg")
    saved = (tmp_path / "position.svg").read_text(encoding="utf-8")
    assert path == str(tmp_path / "position.svg") and saved.startswith("<?xml")
    assert ET.fromstring(saved.split("\n", 1)[1]).tag.endswith("svg")


def test_drawing_needs_no_widget_library():
    """rules -> SVG -> widget: drawing a position does not import ipywidgets."""
    import subprocess
    import sys

    code = (
        "import sys, gamekit, gamekit.render; "
        "s = gamekit.load('pachisi').initial_state(); gamekit.render.draw(s); "
        "print('ipywidgets' in sys.modules, 'anywidget' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


def test_bad_input_on_a_board_raises_the_error_naming_it_and_changes_nothing():
    """Clicks the view cannot read, impossible steps and malformed moves, called from Python, raise
    the GameError naming the argument; the board shows the same message and nothing changes.  The
    same click from the page only shows the message."""
    from gamekit.raja_pasu import Sow

    b = board(gamekit.load("pachisi"))
    assert b.throw((5, 3)) is True
    for token in ("piece:9", "piece:x", "piece:", "zzz"):
        before = b.state
        with pytest.raises(gamekit.InvalidMoveError, match=re.escape(repr(token))) as exc:
            b.click(token)
        assert b.message == str(exc.value) and b.refused and b.state is before and b.record.cursor == 1
        b.svgboard.click(token)  # from the page: shown, not raised
        assert b.message == str(exc.value) and b.state is before
    with pytest.raises(GameError, match="There is no step 5: the game has steps 0 to 1."):
        b.goto(5)
    assert b.message == "There is no step 5: the game has steps 0 to 1."
    for step in ("1", None, -1):
        with pytest.raises(GameError, match=re.escape(f"There is no step {step!r}")):
            b.goto(step)
    assert b.record.cursor == 1
    assert b.goto(0) is True and b.message == ""  # the old refusal is gone with the step it described
    r = board(gamekit.load("raja_pasu"))
    with pytest.raises(gamekit.InvalidMoveError, match="not a well-formed move"):
        r.play(Sow("x"))
    assert "not a well-formed move" in r.message and len(r.record) == 0


# ---------------------------------------------------------------------------------------------
# the log says each thing once; headlines in one style


@pytest.mark.parametrize(
    "name, options",
    [
        ("raja_pasu", {}),
        ("sechs_as", {}),
        ("sechs_as", {"players": 4}),
        ("pachisi", {"ruleset": "german"}),
        ("pachisi", {"ruleset": "czech"}),
    ],
)
def test_log_says_each_thing_once_and_headlines_share_one_style(name, options):
    game = gamekit.load(name, **options)
    b = board(game, seats=["random"] * game.num_players, pace=0, speed="off", seed=3, max_auto_steps=150)
    rec = b.record
    assert len(rec) == 150 or rec.state.is_terminal()
    lines = b.log_lines
    heads = [line for line in lines if not line.startswith("   ")]
    assert len(heads) == len(rec)
    for i, head in enumerate(heads):
        # the line after a head never says the head again in other words
        body = head.split(". ", 1)[1]
        assert body[:1].isupper()
        before, events = rec.states[i], rec.events[i]
        if name != "raja_pasu":  # the first event is the action: it is the line, said once
            assert body == events[0].text[:1].upper() + events[0].text[1:]
            detail = [e.text for e in events[1:] if e.text]
            idx = lines.index(head)
            assert lines[idx + 1 : idx + 1 + len(detail)] == [f"   {t}" for t in detail]
        if before.is_chance():
            assert " throws " in body and "throw " not in body.replace(" throws ", " ")
    # headlines: "<Who> to throw." / "<Who> to move..." / "Game over: ..." (or a round/match)
    names = game.player_names
    for step in range(0, len(rec) + 1, 7):
        b.goto(step)
        s, st = b.status, b.state
        assert s[:1].isupper() and s.endswith(".")
        if st.is_terminal():
            assert s.split(":")[0] in ("Game over", "Round over", "Match over")
        else:
            who = names[st.current_player]
            want = "to throw" if st.is_chance() else "to move"
            assert s.startswith(f"{who[:1].upper()}{who[1:]} {want}")


def test_sechs_as_log_example_of_the_issue():
    """Issue 11 §2: "South resolves the 1: a stone to the neighbour's side" was followed by
    "South gives a stone to North with the 1"; now the log says it once (SA-3 give)."""
    g = gamekit.load("sechs_as")
    b = board(g.make_state([2, 2]), speed="off")
    b.throw((6, 1))
    moves = [m for m in b.state.legal_moves() if m.click_token().startswith("1:")]
    give = next(m for m in moves if "neighbour" in str(m))
    b.play(give)
    assert b.log_lines[:2] == ["1. South throws 6-1", "2. South gives a stone to North with the 1"]
    assert not any("resolves the 1" in line for line in b.log_lines)


# ---------------------------------------------------------------------------------------------
# one way to set a throw by hand, per game


def test_german_dice_set_a_throw_by_hand_and_are_drawn_on_the_board():
    """PG-9 two dice, PG-13 a double's bottom faces: the dice picker is the one way to set a throw
    by hand (no list beside it); the board then shows the dice, faded once a value is played."""
    from gamekit.render.dice import dice_click

    b = board(gamekit.load("pachisi", ruleset="german"), speed="off")
    assert b.outcome_dropdown not in b.chance_box.children and b.set_throw_button not in b.chance_box.children
    faces = [f"die:{i}:{v}" for i in (0, 1) for v in range(1, 7)]
    assert b.throw_board.tokens == faces  # one click per die face, no "Set throw"
    assert ">click a face of each die<" in b.throw_board.svg and ">Set throw<" not in b.throw_board.svg
    assert b.throw_click("die:1:6") is False and b.throw_picks == (None, 6)
    assert ">die 2 shows 6: now die 1<" in b.throw_board.svg
    assert b.throw_click("die:1:1") is False and b.throw_picks == (None, 1)  # a second look: die 2 shows 1
    assert b.throw_click("die:0:6") is True and b.record.last_action == (6, 1)  # the second die throws
    assert b.throw_picks is None  # a new position: the picks are gone
    # nothing in play and no five: PG-19 throws again; picks start afresh
    assert b.state.is_chance()
    b.throw_click("die:0:2")
    assert b.throw_picks == (2, None)
    b.undo()
    assert b.throw_picks is None and ">click a face of each die<" in b.throw_board.svg
    assert b.throw_click("die:0:2") is False and b.throw_click("die:1:2") is True  # 2-2: two clicks
    assert b.record.last_action == (2, 2)
    assert dice_click(None, "die:0:3") == ((3, None), None)
    assert dice_click((3, None), "die:1:5") == ((None, None), (5, 3))
    for bad in ("throw:7-1", "die:2:1", "die:0:7", "die:0", "banana"):
        with pytest.raises(ValueError):
            dice_click(None, bad)
    # on the board: red [10, 20, 30, 71] throws 4-4: top faces 4, 4 and bottom faces 3, 3 (PG-13)
    g = gamekit.load("pachisi", ruleset="german")
    obj = g.initial_state().to_json()
    obj["pieces"]["red"] = [10, 20, 30, 71]
    b2 = board(g.state_from_json(obj), speed="off")
    b2.throw((4, 4))
    root = ET.fromstring(b2.svgboard.svg)
    ns = "{http://www.w3.org/2000/svg}"
    dice = next(gr for gr in root.iter(f"{ns}g") if gr.get("class") == "gk-dice")
    assert dice.find(f"{ns}title").text == "red threw 4-4; values still to play: 4, 4, 3, 3"
    faces = [sum(1 for c in d.iter(f"{ns}circle")) for d in dice.findall(f"{ns}g")]
    assert faces == [4, 4, 3, 3] and "bottom" in [t.text for t in dice.iter(f"{ns}text")]
    b2.play(b2.state.step(0, (4,)))  # one 4 played: that die is faded, the other three are not
    dice = next(gr for gr in ET.fromstring(b2.svgboard.svg).iter(f"{ns}g") if gr.get("class") == "gk-dice")
    fills = [d.find(f"{ns}rect").get("fill") for d in dice.findall(f"{ns}g")]
    assert fills == ["#FFFFFF", "#EEEEEE", "#FFFFFF", "#FFFFFF"] or fills.count("#EEEEEE") == 1


def test_sechs_as_dice_and_czech_mouths_up():
    b = board(gamekit.load("sechs_as"), speed="off")
    assert len(b.throw_board.tokens) == 12
    assert b.throw_click("die:0:2") is False
    assert b.throw_click("die:1:5") is True and b.record.last_action == (5, 2)
    assert b.status == "South to move: resolve the 5 and the 2 (threw 5-2)."
    c = board(gamekit.load("pachisi", ruleset="czech"), speed="off")
    assert c.outcome_dropdown not in c.chance_box.children
    assert ">2 mouths up: move 2<" in c.throw_board.svg and ">Set throw<" in c.throw_board.svg
    # the panel beside the board says it in three lines (it is 340 user units wide, text 16 px on screen)
    assert ">red to throw:</text>" in c.svgboard.svg and ">press Throw, or set</text>" in c.svgboard.svg
    assert ">the shells by hand</text>" in c.svgboard.svg
    c.throw_click("shell:1")  # the default shows shells 0 and 1 up: now 1 mouth up
    assert ">1 mouth up: move 10 (grace)<" in c.throw_board.svg


def test_empty_lists_are_disabled_with_a_readable_placeholder():
    b = board(gamekit.load("pachisi", ruleset="german"), speed="off")
    assert b.move_dropdown.options == (("(throw first)", -1),) and b.move_dropdown.disabled
    assert b.move_dropdown.layout.width == "100%"  # the whole width of the control column
    b.throw((5, 1))
    assert not b.move_dropdown.disabled and b.move_dropdown.value == 0
    t = toy_board(speed="off")
    t.throw(1)
    assert t.outcome_dropdown.options == (("(no throw due now)", -1),) and t.outcome_dropdown.disabled
    t.set_throw_button.click()
    assert t.refused and "No throw is due" in t.message


# ---------------------------------------------------------------------------------------------
# Careless input at the widget entry points (issue 11 §5): a GameError naming the argument


@pytest.mark.parametrize(
    ("call", "named"),
    [
        (lambda g: GameBoard(g, seed=-1), "seed"),
        (lambda g: GameBoard(g, seed=1.5), "seed"),
        (lambda g: GameBoard(g, seed="abc"), "seed"),
        (lambda g: GameBoard(None), "game"),
        (lambda g: board(g, seats=["person"]), "seats"),
        (lambda g: board(g, seats=["person", "wizard"]), "seats"),
        (lambda g: board(g, seats={5: "random"}), "seats"),
        (lambda g: GameBoard(g, pace=-1), "pace"),
        (lambda g: GameBoard(g, speed="warp"), "speed"),
        (lambda g: board(g, view="x"), "view"),
        (lambda g: board(g, agents="x"), "agents"),
        (lambda g: board(g, agents=5), "agents"),
        (lambda g: board(g, agents={"fast": 5}), "agents"),
        (
            lambda g: board(g, agents={"first": lambda state: state.legal_moves()[0]}),
            r"agent 'first' cannot be called as agent\(state, rng\)",
        ),
        (lambda g: board(g, max_auto_steps=None), "max_auto_steps"),
        (lambda g: board(g, max_auto_steps=-1), "max_auto_steps"),
        (lambda g: board(g, auto="x"), "auto"),
        (lambda g: board(g, autoplay="x"), "autoplay"),
    ],
)
def test_board_entry_points_refuse_careless_input_with_a_game_error(call, named):
    g = gamekit.load("raja_pasu")
    with pytest.raises(GameError, match=named):
        call(g)


def test_save_svg_into_a_missing_folder_is_refused_and_writes_nothing(tmp_path):
    g = gamekit.load("raja_pasu")
    b = board(g)
    missing = tmp_path / "no_such_folder" / "board.svg"
    with pytest.raises(GameError, match="does not exist"):
        b.save_svg(missing)
    with pytest.raises(GameError, match="is a folder"):
        gamekit.render.save_svg(g.initial_state(), tmp_path)
    assert list(tmp_path.iterdir()) == []
    out = b.save_svg(tmp_path / "board.svg")
    assert (tmp_path / "board.svg").read_text(encoding="utf-8").startswith('<?xml version="1.0"')
    assert out == str(tmp_path / "board.svg")
