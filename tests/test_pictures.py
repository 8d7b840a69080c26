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


GAMES = [("raja_pasu", {}), ("sechs_as", {}), ("pachisi", {"ruleset": "german"}), ("pachisi", {"ruleset": "czech"})]


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


@pytest.mark.parametrize("name, options", GAMES)
@pytest.mark.parametrize("steps", [0, 1, 6])
def test_board_text_is_at_least_16px_on_a_projector(name, options, steps):
    """Every text of the board widget's drawing is >= 16 px when the drawing is 588 px tall."""
    game = gamekit.load(name, **options)
    state = _after(game, steps)
    h, sizes = _fonts(view_for(game).svg(state))
    small = [(t, round(f * BOARD_PX / h, 1)) for t, f in sizes if f * BOARD_PX / h < 16]
    assert not small, f"{name} after {steps} actions: text under 16 px: {small[:8]}"


def test_german_step_buttons_keep_the_board_height():
    """With a piece chosen, its step buttons replace the caption and legend: the text stays >= 16 px."""
    game = gamekit.load("pachisi", ruleset="german")
    s = game.initial_state().apply((5, 3))  # a five enters a piece (PG-16); red to move
    view = view_for(game)
    plain_h, _ = _fonts(view.svg(s))
    chosen = view.svg(s, selected=0)
    h, sizes = _fonts(chosen)
    assert "data-click=\"step:" in chosen and h <= plain_h
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
    s = game.initial_state().apply(0)  # 0 up: pachisi, 25, a grace throw (PC-2)
    board_svg = view_for(game).svg(s)
    assert ">Pass<" in board_svg and "pass" in click_tokens(board_svg)
    picture = draw(s)
    texts = ["".join(t.itertext()) for t in ET.fromstring(picture).iter(NS + "text")]
    assert ">Pass<" not in picture and click_tokens(picture) == []
    assert "0 up: pachisi, 25 (grace)" in texts and not any("press" in t for t in texts)
    assert "no throw yet" in draw(game.initial_state()) and "press Throw" not in draw(game.initial_state())


@pytest.mark.parametrize("name, options", GAMES)
def test_state_html_is_an_image_with_alt_text(name, options):
    """JupyterLab shows text/html first: an <img> of the same SVG, with alt text naming game and turn."""
    game = gamekit.load(name, **options)
    state = game.initial_state()
    page = state._repr_html_()
    m = re.fullmatch(r'<img src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)" alt="([^"]+)" width="(\d+)" />', page)
    assert m, page[:200]
    assert base64.b64decode(m.group(1)).decode("utf-8") == draw(state)
    view = view_for(game)
    assert m.group(2) == f"{view.title}: {view.status(state)}"
    assert int(m.group(3)) == round(float(ET.fromstring(draw(state)).get("viewBox").split()[2]))


def test_picture_takes_alt_from_title_and_refuses_non_svg():
    p = Picture('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"><title>two  cowries</title></svg>')
    assert p.alt == "two cowries" and p.width == 10.0 and 'alt="two cowries"' in p._repr_html_()
    for bad in (None, "<svg", "<div/>", '<svg xmlns="http://www.w3.org/2000/svg"/>'):
        with pytest.raises(GameError):
            Picture(bad)
