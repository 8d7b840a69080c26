"""What a board sends to the page for a mere selection: only the controls that change.

Every message a widget model sends (headless: ``comm.DummyComm.send``) is recorded as ``(control,
trait)``.  A click that chooses a piece (German Pachisi, PG-12: a piece with two ways to move
asks which) changes the picture (the piece and its targets marked) and the message line, and
nothing else is sent; choosing a move in the "Move:" list sends the list's own choice, its
tooltip and the message line, and no picture.  Also the one "Set throw" button of the throwing
devices (``gamekit/render/throw_device.py``), drawn for a given throw.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

import comm  # noqa: E402

import gamekit  # noqa: E402
from gamekit.widgets import board  # noqa: E402

NS = "{http://www.w3.org/2000/svg}"


@pytest.fixture
def sent(monkeypatch):
    """The list of ``(model id, trait names)`` sent while the test runs."""
    out: list[tuple[str, tuple[str, ...]]] = []

    def record(self, data=None, metadata=None, buffers=None):
        out.append((self.comm_id, tuple(sorted((data or {}).get("state", {})))))

    monkeypatch.setattr(comm.DummyComm, "send", record)
    return out


def named(b, messages):
    """``messages`` with each model id replaced by the board attribute naming the control."""
    names = {}
    for attr in ("svgboard", "message_html", "status_html", "log_html", "hint_html", "move_dropdown", "caption_html"):
        names[getattr(b, attr).model_id] = attr
    return [(names.get(m, m), traits) for m, traits in messages]


def german_red(pieces):
    g = gamekit.load("pachisi", ruleset="german")
    obj = g.initial_state().to_json()
    obj["pieces"]["red"] = list(pieces)
    return g.state_from_json(obj)


def test_a_selection_sends_the_picture_and_the_message_line_only(sent):
    """Red [10, 20, 30, 71] throws 6-3 (PG-9); red piece 1 can move 6 or 9, so its click chooses
    it: the picture and the message line are sent, each once; nothing else (no list, log,
    status or hint)."""
    b = board(german_red([10, 20, 30, 71]), speed="off")
    assert b.throw((6, 3)) is True
    before = b.svgboard.svg
    sent.clear()
    assert b.click("piece:0") is False and b.selected == 0
    assert named(b, sent) == [("message_html", ("value",)), ("svgboard", ("svg",))]
    assert b.svgboard.svg != before and b.message.startswith("red piece 1 chosen")
    # the same click again: the same picture and message, so nothing is sent
    sent.clear()
    assert b.click("piece:0") is False
    assert named(b, sent) == []


def test_a_selection_leaves_the_move_list_as_it_is(sent):
    """A move chosen in the list (the second of red's after 6-3) stays chosen when a piece is
    then chosen on the board: the list is not refilled, so it sends nothing."""
    b = board(german_red([10, 20, 30, 71]), speed="off")
    b.throw((6, 3))
    b.move_dropdown.value = 1
    tooltip = b.move_dropdown.tooltip
    sent.clear()
    assert b.click("piece:1") is False and b.selected == 1
    assert named(b, sent) == [("message_html", ("value",)), ("svgboard", ("svg",))]
    assert b.move_dropdown.value == 1 and b.move_dropdown.tooltip == tooltip


def test_a_choice_in_the_move_list_sends_no_picture(sent):
    """Choosing the second move of the list (red after 6-3) sends the list's index, its tooltip
    (the whole sentence) and the message line ("Chosen: ..."); the picture stays."""
    b = board(german_red([10, 20, 30, 71]), speed="off")
    b.throw((6, 3))
    sent.clear()
    b.move_dropdown.value = 1
    sentence = b.state.describe(b.state.legal_moves()[1])
    assert named(b, sent) == [
        ("move_dropdown", ("index",)),
        ("move_dropdown", ("tooltip",)),
        ("message_html", ("value",)),
    ]
    assert b.message == f"Chosen: {sentence}." and b.move_dropdown.tooltip == sentence


def test_the_set_throw_button_for_three_mouths_up():
    """PC-2: three shells mouth up show "3 mouths up: move 3"; the one "Set throw" button under
    that line is clickable as ``throw:3`` (default size 40: the picture 340 wide, the button
    316 x 40 at (12, 132), its words centred at x 170, 20 high)."""
    from gamekit.render.cowries import throw_picker_svg

    root = ET.fromstring(throw_picker_svg((True, True, True, False, False, False)))
    value = next(t for t in root.iter(f"{NS}text") if t.get("class") == "gk-throw-value")
    assert (value.text, value.get("x"), value.get("y"), value.get("font-size")) == (
        "3 mouths up: move 3",
        "170",
        "122",
        "20",
    )
    button = next(g for g in root.iter(f"{NS}g") if g.get("data-click", "").startswith("throw:"))
    assert button.get("data-click") == "throw:3"
    assert button.get("data-label") == "set the throw: 3 mouths up: move 3"
    rect, words = button.find(f"{NS}rect"), button.find(f"{NS}text")
    assert [rect.get(k) for k in ("x", "y", "width", "height", "rx")] == ["12", "132", "316", "40", "10"]
    assert (words.text, words.get("x"), words.get("y"), words.get("font-size")) == ("Set throw", "170", "159.2", "20")
    grey = ET.fromstring(throw_picker_svg((True, True, True, False, False, False), active=False))
    button = next(
        g for g in grey.iter(f"{NS}g") if g.find(f"{NS}text") is not None and g.find(f"{NS}text").text == "Set throw"
    )
    assert button.get("data-click") is None and button.find(f"{NS}rect").get("fill") == "#DDDDDD"


def test_the_dice_say_their_throw_on_the_same_line():
    """PG-9, SA-2: the dice picker's line under the faces is the same value line (class
    ``gk-throw-value``, 20 high, centred), and the dice have no "Set throw" button: the second
    die's click throws."""
    from gamekit.render.dice import dice_picker_svg

    root = ET.fromstring(dice_picker_svg((3, None)))
    value = next(t for t in root.iter(f"{NS}text") if t.get("class") == "gk-throw-value")
    assert (value.text, value.get("font-size"), value.get("text-anchor")) == (
        "die 1 shows 3: now die 2",
        "20",
        "middle",
    )
    assert not any(t.text == "Set throw" for t in root.iter(f"{NS}text"))
