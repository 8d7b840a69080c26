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

import numpy as np
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


# --- the second careless-input trial (a fresh helper, 2026-12-07) --------------------------------


def test_win_rate_of_a_seat_the_game_has_not_is_refused_by_name():
    """A two-player result has seats 0 and 1: seat 2, -1 (which read seat 1), True (which read
    the mean of every seat) and "x" are GameErrors naming the seat; seat 1's rate is its wins."""
    from gamekit.analysis import simulate

    r = simulate(gamekit.load("raja_pasu"), "random", 6, seed=3, progress=False)
    assert r.win_rate(1) == float(r.wins[:, 1].sum()) / 6
    for bad in (2, -1, True, "x", 1.0):
        with pytest.raises(gamekit.GameError, match=r"win_rate\(seat\): seat must be an int from 0 to 1"):
            r.win_rate(bad)


def test_solver_tolerance_and_sweeps_are_checked_sa1():
    """SA-1..SA-8's solver: a tol of 10 (one sweep, every value 0.5), 0, -1 or NaN, and a
    max_iter of 0 or -1 are GameErrors naming the argument, before any sweep."""
    from gamekit.analysis import solve_sechs_as

    for tol in (10, 0, -1, float("nan"), "1e-9", True):
        with pytest.raises(gamekit.GameError, match=r"solve_sechs_as\(tol\)"):
            solve_sechs_as(tol=tol)
    for max_iter in (0, -1, 2.5, None):
        with pytest.raises(gamekit.GameError, match=r"solve_sechs_as\(max_iter\)"):
            solve_sechs_as(max_iter=max_iter)


def test_files_that_cannot_be_written_are_game_errors_in_words(tmp_path):
    """save_svg into a system folder and build_pack into a file, under a file or with no paper
    are GameErrors naming the argument (raw FileExistsError, NotADirectoryError and
    FileNotFoundError before); nothing is written."""
    from gamekit.printing import build_pack
    from gamekit.render import save_svg

    st = gamekit.load("raja_pasu").initial_state()
    with pytest.raises(gamekit.GameError, match=r"save_svg\(path\): cannot write '/proc/x.svg'"):
        save_svg(st, "/proc/x.svg")
    a_file = tmp_path / "notes.txt"
    a_file.write_text("x")
    for outdir in (a_file, a_file / "pack"):
        with pytest.raises(gamekit.GameError, match=r"build_pack\(outdir\): cannot write into"):
            build_pack(outdir, papers=("a4",))
    for papers in (None, "a4", []):
        with pytest.raises(gamekit.GameError, match=r"build_pack\(papers\)"):
            build_pack(tmp_path / "pack", papers=papers)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


def test_a_board_clock_that_is_no_clock_and_absurd_step_caps_are_refused():
    """GameBoard(time_source=3) is a GameError naming time_source (a TypeError at the first
    computer move before); simulate's max_steps above 10**9 is refused by name (2**64 was a
    numba typing error, 2**70 an OverflowError in the Raja Pasu engine)."""
    from gamekit.analysis import simulate
    from gamekit.widgets import board

    with pytest.raises(gamekit.GameError, match=r"GameBoard\(time_source\)"):
        board("raja_pasu", time_source=3)
    for steps in (2**64, 2**70, 10**9 + 1):
        with pytest.raises(gamekit.GameError, match="'max_steps' must be at most 1,000,000,000"):
            simulate(gamekit.load("raja_pasu"), "random", 3, max_steps=steps, progress=False)


@pytest.mark.parametrize(
    "key, options", [("sechs_as", {}), ("pachisi", {"ruleset": "german"}), ("pachisi", {"ruleset": "czech"})]
)
def test_describe_at_a_throw_takes_only_the_listed_outcomes(key, options):
    """At a chance node describe(x) names only an outcome chance_outcomes() lists, as apply does:
    None (a TypeError before), 7 for cowries (a KeyError) and (7, 7) (which read "throw 7-7") are
    refused with the list of outcomes; a listed outcome is described as before."""
    st = gamekit.load(key, **options).initial_state()
    assert st.is_chance()
    first = st.chance_outcomes()[0][0]
    assert st.describe(first) == st.game.outcome_label(first)
    for bad in (None, 7, (7, 7), "x", (1, 2, 3)):
        with pytest.raises(gamekit.GameError, match="is not a possible throw here"):
            st.describe(bad)


def test_toggle_experiment_and_its_helpers_refuse_careless_arguments_by_name():
    """toggle_experiment: the toggled option again in base_options (a TypeError "multiple
    values" before), base_options that are no dict, a level or paired of the wrong kind, and
    results that are no SimulationResult; metric_values of no result or of a metric giving
    text; exact_play from a start that is no position; rule_table of one number."""
    from gamekit.analysis.compare import exact_play, metric_values, rule_table, toggle_experiment
    from gamekit.analysis import simulate

    t = "all_actions_compulsory"
    for kwargs, named in (
        ({"base_options": {t: False}}, "base_options"),
        ({"base_options": [1]}, "base_options"),
        ({"level": "x"}, "level"),
        ({"level": True}, "level"),
        ({"paired": None}, "paired"),
        ({"results_a": 3}, "results_a"),
    ):
        with pytest.raises(gamekit.GameError, match=rf"toggle_experiment\({named}\)"):
            toggle_experiment("sechs_as", t, (False, True), n_games=4, **kwargs)
    r = simulate(gamekit.load("raja_pasu"), "random", 3, seed=1, progress=False)
    with pytest.raises(gamekit.GameError, match=r"metric_values\(result\)"):
        metric_values(None, "turns")
    with pytest.raises(gamekit.GameError, match="must give one number per game"):
        metric_values(r, lambda res: ["a", "b", "c"])
    with pytest.raises(gamekit.GameError, match=r"exact_play\(start\)"):
        exact_play("sechs_as", start="x")
    with pytest.raises(gamekit.GameError, match=r"rule_table\(games\)"):
        rule_table(3)
    assert rule_table(["sechs_as"]).games == rule_table(("sechs_as",)).games


def test_exact_throw_helpers_take_whole_dice_and_bools_and_refuse_a_float_grace_of_one():
    """PG-10/PG-13: german_throw_values takes a (high, low) of whole numbers ((True, True) read
    6-6's values as (6, 6, True, True) and (6.0, 5.0) was taken) and restricted as a bool; PC-6:
    a float cowrie_p of 1e-300 makes every throw a grace in floating point (a ZeroDivisionError
    before): refused in words, while the Fraction stays exact: 1 / (1 - g) with g the exact
    grace probability."""
    from fractions import Fraction as F

    from gamekit.analysis import exact

    assert exact.german_throw_values((2, 2)) == (5, 5, 2, 2)
    assert exact.german_throw_values((np.int64(6), np.int64(5))) == (6, 5)  # numpy dice read as ints
    for bad in ((True, True), (6.0, 5.0), ("6", "5")):
        with pytest.raises(gamekit.GameError, match="tuple of whole numbers"):
            exact.german_throw_values(bad)
    with pytest.raises(gamekit.GameError, match=r"german_throw_values\(restricted\)"):
        exact.german_throw_values((2, 2), restricted="yes")
    with pytest.raises(gamekit.GameError, match="rounds to 1 in floating point"):
        exact.czech_expected_throws_per_turn(1e-300)
    p = F(1, 10**6)
    assert exact.czech_expected_throws_per_turn(p) == 1 / (1 - exact.grace_probability(p))


def test_a_game_record_with_a_key_it_never_writes_is_refused_and_a_missing_cursor_is_the_end():
    """GameRecord.from_json refuses a key to_json never writes (it was ignored), like a
    position does; a record without 'cursor' stands at its end (every action played)."""
    from gamekit.record import GameRecord

    g = gamekit.load("raja_pasu")
    rec = GameRecord(g.initial_state())
    rec.apply(rec.state.legal_moves()[0])
    rec.apply(rec.state.legal_moves()[0])
    obj = rec.to_json()
    with pytest.raises(gamekit.GameError, match="unknown key 'note' in a game record"):
        GameRecord.from_json({**obj, "note": "x"})
    no_cursor = {k: v for k, v in obj.items() if k != "cursor"}
    back = GameRecord.from_json(no_cursor)
    assert back.cursor == 2 and back.state == rec.state
