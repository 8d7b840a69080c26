"""Pictures of positions (issue 11 §1, §4): they scale to the width available, show no controls,
carry a text alternative, and their text is large enough for a projector.

The on-screen size checked here is the board widget's: the picture is drawn 588 px tall at a
1366 x 768 window (``gamekit.widgets.layout.BOARD_HEIGHT``), so a text of ``f`` user units in a
drawing ``H`` user units tall is ``f * 588 / H`` px; the browser test
(tests/browser/test_browser_screen.py) measures the real sizes, including boards limited by width.
"""

from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET

import pytest

import gamekit
from gamekit.errors import GameError
from gamekit.render import Picture, draw
from gamekit.widgets import view_for
from gamekit.widgets.svgboard import click_tokens

NS = "{http://www.w3.org/2000/svg}"
BOARD_PX = 588  # max(360px, 100vh - 180px) at a 768 px window


def _after(game, n, seed=0):
    """The state after ``n`` actions: the first outcome of each throw, the first legal move."""
    s = game.initial_state()
    for _ in range(n):
        if s.is_terminal():
            break
        s = s.apply(s.chance_outcomes()[-1][0] if s.is_chance() else s.legal_moves()[0])
    return s


GAMES = list(gamekit.registry.BUILTIN)  # every rule set gamekit registers (a test's own game has no picture rules)


def _fonts(svg: str) -> tuple[float, list[tuple[str, float]]]:
    root = ET.fromstring(svg)
    h = float(root.get("viewBox").split()[3])
    sizes = [("".join(t.itertext()), float(t.get("font-size"))) for t in root.iter(NS + "text")]
    return h, sizes


def test_svg_root_scales_to_the_width_available():
    """No fixed 1224 px width: width 100%, at most the drawing's own size, proportions from the viewBox."""
    svg = draw(gamekit.load("raja_pasu").initial_state())
    root = ET.fromstring(svg)
    assert root.get("width") == "100%" and root.get("height") is None
    w, h = (float(v) for v in root.get("viewBox").split()[2:])
    assert (w, h) == (1224.0, 580.0)
    assert root.get("style") == "max-width: 1224px; height: auto" and root.get("role") == "img"


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("steps", [0, 1, 6])
def test_board_text_is_at_least_16px_on_a_projector(key, steps):
    """Every text of the board widget's drawing is >= 16 px when the drawing is 588 px tall."""
    game = gamekit.load(key)
    state = _after(game, steps)
    h, sizes = _fonts(view_for(game).svg(state))
    small = [(t, round(f * BOARD_PX / h, 1)) for t, f in sizes if f * BOARD_PX / h < 16]
    assert not small, f"{key} after {steps} actions: text under 16 px: {small[:8]}"


def test_german_step_buttons_keep_the_board_height():
    """With a piece chosen, its step buttons replace the caption and legend: the text stays >= 16 px."""
    game = gamekit.load("pachisi", ruleset="german")
    s = game.initial_state().apply((5, 3))  # a five enters a piece (PG-16); red to move
    view = view_for(game)
    plain_h, _ = _fonts(view.svg(s))
    chosen = view.svg(s, selected=0)
    h, sizes = _fonts(chosen)
    assert 'data-click="step:' in chosen and h <= plain_h
    assert min(f for _t, f in sizes) * BOARD_PX / h >= 16


def test_sechs_as_picture_has_no_move_buttons():
    """A picture of a position shows the position, not the widget's "choose:" buttons (issue 11 §1)."""
    game = gamekit.load("sechs_as")
    s = game.initial_state().apply((6, 5))
    board_svg = view_for(game).svg(s)
    assert "choose:" in board_svg and click_tokens(board_svg)
    picture = draw(s)
    assert "choose:" not in picture and click_tokens(picture) == [] and "data-label" not in picture
    assert s._repr_svg_() == picture


def test_czech_picture_has_no_buttons_and_no_instruction():
    """The Czech picture keeps the cowries and notes but drops Enter/Pass buttons and "press Throw"."""
    game = gamekit.load("pachisi", ruleset="czech")
    s = game.initial_state().apply(0)  # 0 mouths up: pachisi, 25, a grace throw (PC-2)
    board_svg = view_for(game).svg(s)
    assert ">Pass<" in board_svg and "pass" in click_tokens(board_svg)
    picture = draw(s)
    texts = ["".join(t.itertext()) for t in ET.fromstring(picture).iter(NS + "text")]
    assert ">Pass<" not in picture and click_tokens(picture) == []
    assert ["0 mouths up:", "pachisi, 25 (grace)"] == texts[texts.index("0 mouths up:") :][:2]
    assert not any("press" in t for t in texts)
    assert "no throw yet" in draw(game.initial_state()) and "press Throw" not in draw(game.initial_state())


ALT = {
    "raja_pasu": "Raja Pasu board: South to move.",
    "sechs_as": "Sechs-As: South to throw",
    "pachisi/german": "Pachisi, German family rules: red to throw",
    "pachisi/czech": "Pačísí, Czech rules: red to throw",
}


@pytest.mark.parametrize("key", GAMES)
def test_state_html_is_an_image_with_alt_text(key):
    """JupyterLab shows text/html first: an <img> of the same SVG, with alt text naming game and turn."""
    game = gamekit.load(key)
    state = game.initial_state()
    page = state._repr_html_()
    m = re.fullmatch(r'<img src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)" alt="([^"]+)" width="(\d+)" />', page)
    assert m, page[:200]
    assert base64.b64decode(m.group(1)).decode("utf-8") == draw(state) == state._repr_svg_()
    assert m.group(2) == ALT[key]
    assert int(m.group(3)) == round(float(ET.fromstring(draw(state)).get("viewBox").split()[2]))


def test_picture_takes_alt_from_title_and_refuses_non_svg():
    p = Picture('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"><title>two  cowries</title></svg>')
    assert p.alt == "two cowries" and p.width == 10.0 and 'alt="two cowries"' in p._repr_html_()
    for bad in (None, "<svg", "<div/>", '<svg xmlns="http://www.w3.org/2000/svg"/>'):
        with pytest.raises(GameError):
            Picture(bad)


def _labels(svg: str) -> dict[str, str]:
    """token -> accessible name (data-label) of every clickable element."""
    root = ET.fromstring(svg)
    return {el.get("data-click"): el.get("data-label") for el in root.iter() if el.get("data-click")}


def test_german_pieces_say_what_a_click_does():
    """Issue 11 §4: every German piece that can be clicked has a name with its place and its move."""
    game = gamekit.load("pachisi", ruleset="german")
    s = game.initial_state().apply((5, 3))  # red: a five enters a piece on field 13 (PG-16)
    labels = _labels(view_for(game).svg(s))
    assert labels == {f"piece:{i}": f"red piece {i + 1} waiting in the yard: enter with 5" for i in range(4)}
    obj = game.initial_state().to_json()
    obj.update(
        pieces={
            "red": [4, "yard", "yard", "yard"],
            "yellow": ["yard"] * 4,
            "green": ["yard"] * 4,
            "blue": ["yard"] * 4,
        },
        to_move=0,  # the seat of red
    )
    s2 = game.state_from_json(obj).apply((6, 3))  # red piece 1 on path 4 = field 17; 6 and 3 to play
    [step] = s2.legal_moves()  # both values with the one piece in play: 17 -> 26
    assert str(step) == "red piece 1 moves 9 (6+3) from field 17 to field 26"
    labels2 = _labels(view_for(game).svg(s2))
    assert labels2["piece:0"] == "red piece 1 on field 17: move 6+3"
    assert labels2["piece:1"] == (
        "red piece 2 waiting in the yard: cannot move now: red piece 2 is off the board and enters only with a five (PG-16)"
    )
    chosen = _labels(view_for(game).svg(s2, selected=0))
    assert chosen[step.click_token()] == str(step)  # the target field and the step button


def test_czech_units_have_names_not_tokens():
    """Czech pieces read as sentences, never as the internal token "unit:0" (issue 11 §4)."""
    game = gamekit.load("pachisi", ruleset="czech")
    s = game.initial_state().apply(3)  # 3 up: move 3 (PC-2)
    labels = _labels(view_for(game).svg(s))
    assert labels == {
        "unit:0": "red piece on row 1 of red's middle column: move to row 4 of red's middle column",
        "pass": "Pass",
    }
    s0 = game.initial_state().apply(0)  # 0 up: a grace, new pieces may enter (PC-4)
    labels0 = _labels(view_for(game).svg(s0))
    waiting = [
        el.get("data-label")
        for el in ET.fromstring(view_for(game).svg(s0)).iter()
        if el.get("data-click") == "enter:0:yard"
    ]
    assert waiting == ["red piece waiting in the charkoni: enter it (PC-4)"] * 3 + ["Enter a new piece"]
    assert all(name and ":" not in name.split(" ")[0] for name in labels0.values())


@pytest.mark.parametrize("key", GAMES)
def test_every_playable_place_has_a_name(key):
    """On every board, in the first positions of a game, no clickable element lacks a readable name."""
    game = gamekit.load(key)
    view = view_for(game)
    s = game.initial_state()
    for _ in range(8):
        if s.is_terminal():
            break
        for token, label in _labels(view.svg(s)).items():
            assert label and label != token and not re.fullmatch(r"[a-z]+:[\w:+]+", label), (token, label)
        s = s.apply(s.chance_outcomes()[-1][0] if s.is_chance() else s.legal_moves()[0])


def test_figures_get_alt_text_from_their_own_words():
    """A matplotlib figure shown as HTML: the PNG with alt text from its titles and axis labels."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from gamekit.render.figures import accessible_figures, figure_alt, figure_html

    fig, (a, b) = plt.subplots(1, 2)
    fig.suptitle("Who wins")
    a.set_title("German")
    a.set_xlabel("turns")
    b.set_ylabel("share of games")
    assert figure_alt(fig) == "Who wins | plot: German; x: turns | plot: y: share of games"
    page = figure_html(fig)
    m = re.fullmatch(r'<img src="data:image/png;base64,([A-Za-z0-9+/=]+)" alt="([^"]+)" />', page)
    assert m and base64.b64decode(m.group(1))[:8] == b"\x89PNG\r\n\x1a\n" and m.group(2) == figure_alt(fig)
    empty = plt.figure()
    assert figure_alt(empty) == "a plot"
    assert accessible_figures() is False  # not inside IPython: nothing to do
    plt.close("all")
