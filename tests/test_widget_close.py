"""``close()`` on every widget gamekit makes leaves no widget model behind.

``ipywidgets.Widget.close()`` closes one model; a board is a tree of about a hundred (each
control with its layout and style).  These tests count ``ipywidgets.Widget.widgets`` before a
widget is made and after it is closed, for the board of every registered game (the test game
``dice_race`` included, registered by ``tests/conftest.py``) and for the experiment widget, after
the controls have been used (throws, moves, Undo, Hint, a seat change, New game), and check that
the timers stopped.
"""

from __future__ import annotations

import gc
import warnings

import pytest

W = pytest.importorskip("ipywidgets")

from gamekit import registry  # noqa: E402
from gamekit.analysis.compare import load_game  # noqa: E402
from gamekit.widgets import GameBoard, experiment  # noqa: E402
from gamekit.widgets.closing import close_widgets, reachable_widgets  # noqa: E402

GAMES = [e.key for e in registry.entries() if e.view is not None]


@pytest.fixture(autouse=True, scope="module")
def _frozen_heap():
    """Move every object alive before this module's tests into the collector's permanent
    generation (``gc.freeze``), so that each ``gc.collect()`` below traverses only what these
    tests make, not the session's caches of positions (a full collection over those took about a
    second each). Frozen objects are still counted in ``Widget.widgets`` before and after alike."""
    gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()


def open_models() -> int:
    """``len(ipywidgets.Widget.widgets)``, after a garbage collection (a widget of an earlier test
    that is collected meanwhile closes itself and would change the count)."""
    gc.collect()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # the count the issue names
        return len(W.Widget.widgets)


def test_the_registry_is_read_and_holds_the_test_game():
    assert "dice_race" in GAMES and {"raja_pasu", "sechs_as", "pachisi/german", "pachisi/czech"} <= set(GAMES)


@pytest.mark.parametrize("key", GAMES)
def test_a_closed_board_closes_every_model_it_made_and_stops_its_timer(key):
    before = open_models()
    b = GameBoard(load_game(key), seats=None, speed="brisk", pace=1.0)
    made = open_models() - before
    assert made >= 40  # a board is many models: the count below is not trivially 0
    for _ in range(6):
        if b.state.is_terminal():
            break
        if b.state.is_chance():
            b.throw()
        else:
            b.play(b.state.legal_moves()[0])
    b.hint_toggle.value = True
    b.undo()
    b.seat_dropdowns[-1].value = "random"  # the last seat a computer: its timer may run
    b.new_game()
    assert open_models() - before == made  # using the board makes no new models
    b.close()
    assert open_models() == before
    assert b.clock_ms == 0 and all(w.comm is None for w in reachable_widgets([b]))
    b.close()  # twice: nothing more to do
    assert open_models() == before


@pytest.mark.parametrize("key", ["raja_pasu", "sechs_as"])
def test_ten_boards_made_and_closed_leave_nothing(key):
    before = open_models()
    for seed in range(10):
        GameBoard(load_game(key), seed=seed).close()
    assert open_models() == before


@pytest.mark.parametrize("key", GAMES)
def test_a_closed_experiment_closes_every_model_and_stops_its_run(key):
    before = open_models()
    e = experiment(key, n_games=2_000_000 // 2, seed=3)
    assert open_models() - before >= 40
    # a change of the number of players rebuilds the seat lists (SA-1: 2 or 4 players)
    players = e.setting_b.option_controls.get("players")
    if players is not None:
        players.value = 4
        assert len(e.setting_b.agent_controls) == 4
        players.value = 2  # and back: the lists dropped each time are closed
        assert len(e.setting_b.agent_controls) == 2
    e.run(wait=False)  # a long run in the background: close() stops it
    e.close()
    assert e._thread is None or not e._thread.is_alive()
    assert open_models() == before


def test_close_widgets_closes_a_tree_once_and_counts_it():
    before = open_models()
    inner = W.Button(description="x")
    box = W.VBox([W.HBox([inner]), W.HTML("y")])
    assert open_models() - before == 10  # 4 widgets, 4 layouts, 2 styles (button, HTML)
    assert close_widgets(box, [inner]) == 10
    assert open_models() == before and close_widgets(box) == 0
