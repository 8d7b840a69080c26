"""Careless input to every public name of gamekit raises a GameError (or is accepted).

The names are built from the modules: every ``__all__`` entry of ``gamekit`` and of each of its
submodules (found by ``pkgutil.walk_packages``) that is callable and takes positional
arguments.  Each is called with every value of :data:`CARELESS` in every required positional
argument; anything but a return or a :class:`~gamekit.GameError` fails.  ``__all__`` lists exactly
the public API (docs/CONTRIBUTING.md): a helper only other gamekit modules call stays out of it.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

import gamekit
from gamekit import GameError

CARELESS = [None, "nonsense", -3, 10**400, float("nan"), True, [1, 2, 3], {"red": 5}]


def exported() -> list[tuple[str, object, int]]:
    """``(dotted name, object, number of required positional parameters)`` for every callable
    in an ``__all__`` of gamekit or a public submodule."""
    mods = [gamekit] + [
        importlib.import_module(m.name)
        for m in pkgutil.walk_packages(gamekit.__path__, "gamekit.")
        if not any(p.startswith("_") for p in m.name.split(".")[1:])
    ]
    out = []
    for mod in mods:
        for name in getattr(mod, "__all__", []):
            obj = getattr(mod, name, None)
            if not callable(obj) or (inspect.isclass(obj) and issubclass(obj, BaseException)):
                continue
            try:
                sig = inspect.signature(obj)
            except (TypeError, ValueError):
                continue
            req = [
                p
                for p in sig.parameters.values()
                if p.default is p.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
            ]
            if req:
                out.append((f"{mod.__name__}.{name}", obj, len(req)))
    return out


EXPORTED = exported()


def test_the_list_is_built_from_the_modules_and_covers_the_entry_points():
    """The generated list holds the documented entry points (load, state_from_json, GameRecord,
    sample_outcome, render.draw, widgets.board, analysis.simulate), about a hundred names in all."""
    names = {n for n, _, _ in EXPORTED}
    for must in (
        "gamekit.load",
        "gamekit.state_from_json",
        "gamekit.GameRecord",
        "gamekit.sample_outcome",
        "gamekit.render.draw",
        "gamekit.widgets.board",
        "gamekit.analysis.simulate",
    ):
        assert must in names
    assert len(EXPORTED) >= 100 and len(EXPORTED) * len(CARELESS) >= 800


@pytest.mark.parametrize("name,obj,n", EXPORTED, ids=[n for n, _, _ in EXPORTED])
def test_careless_input_to_every_exported_name_is_a_game_error(name, obj, n, tmp_path, monkeypatch, request):
    """Each careless value in every required positional argument: a return or a GameError.

    ``build_pack("nonsense")`` writes a whole pack into ``nonsense/``: that call is the session's
    ``default_pack`` fixture (made in an empty folder, as here), which the printing tests read too.
    """
    monkeypatch.chdir(tmp_path)  # nothing a careless call might write lands in the checkout
    for bad in CARELESS:
        try:
            if name == "gamekit.printing.build_pack" and bad == "nonsense":
                request.getfixturevalue("default_pack")  # build_pack("nonsense"), made once per session
            else:
                obj(*[bad] * n)
        except GameError:
            pass


def test_the_checkers_name_the_function_and_the_argument():
    """The shared checkers' messages: a Czech state is no German state, a str is no bool, a
    throw needs two dice values, an unknown game name lists the valid ones."""
    from gamekit.analysis.exact import monte_carlo_turns
    from gamekit.render import pachisi_german
    from gamekit.sechs_as import options_for, throws_again
    from gamekit.widgets import Experiment

    czech = gamekit.load("pachisi", ruleset="czech").initial_state()
    with pytest.raises(GameError, match=r"^svg\(state\): state must be a pachisi/german state"):
        pachisi_german.svg(czech)
    with pytest.raises(GameError, match=r"^options_for\(compulsory\): compulsory must be True or False, not 'yes'"):
        options_for((6, 5), 1, 0, "yes")
    assert options_for([6, 5], 1, 0, False) == options_for((6, 5), 1, 0, False)
    with pytest.raises(GameError, match=r"^throws_again\(throw\): throw must be a tuple of 2 ints from 1 to 6"):
        throws_again((7, 7))
    assert throws_again((3, 3)) and not throws_again((2, 2)) and not throws_again(None)
    with pytest.raises(GameError, match=r"^monte_carlo_turns\(n_turns\): n_turns must be an int from 1 to 100000000"):
        monte_carlo_turns("german", 10**400)
    with pytest.raises(GameError, match=r"^Experiment\(game\): unknown game 'chess'; valid names"):
        Experiment("chess")
