"""The experiment widget (issue 13 §4), headless: controls from the options, numbers equal simulate()'s."""

from __future__ import annotations

import dataclasses
import re

import pytest

import gamekit
from gamekit.analysis import simulate
from gamekit.analysis.stats import proportion_ci
from gamekit.widgets import experiment


def test_controls_are_generated_from_the_options_with_rule_ids():
    """Every option with a choice gets a control; the fixed ruleset does not; rule IDs are shown."""
    w = experiment("pachisi/czech", n_games=10)
    opts = gamekit.load("pachisi", ruleset="czech").options
    shown = set(w.setting_a.option_controls)
    fields = {f.name: f for f in dataclasses.fields(opts)}
    assert "ruleset" not in shown  # one value only (PC-1): nothing to choose
    assert "cowrie_p" in shown and "individual" in shown
    rows = [row for row in w.setting_a.box.children if hasattr(row, "children") and len(row.children) == 2]
    rule_of = {row.children[1].description: row.children[0].value for row in rows}
    for name in shown:  # the rule ID sits next to each control
        assert f">{fields[name].metadata['rule']}<" in rule_of[name]
    names = gamekit.load("pachisi", ruleset="czech").player_names
    assert [d.description for d in w.setting_a.agent_controls] == [f"{n}:" for n in names]


def test_changing_players_rebuilds_the_seats():
    """SA-7: four players give four agent controls."""
    w = experiment("sechs_as", n_games=10)
    assert len(w.setting_b.agent_controls) == 2
    w.setting_b.option_controls["players"].value = 4
    assert len(w.setting_b.agent_controls) == 4 and len(w.setting_a.agent_controls) == 2


def test_numbers_shown_equal_simulate_for_the_same_seed_and_settings():
    """Toggle SA-3's option in B, run: the shares, intervals and turns are simulate()'s."""
    w = experiment("sechs_as", n_games=2500, seed=7)
    w.setting_b.option_controls["all_actions_compulsory"].value = True
    w.setting_b.agent_controls[1].value = "greedy"
    summary = w.run(wait=True)
    a = simulate(gamekit.load("sechs_as"), "random", 2500, seed=7, progress=False)
    b = simulate(
        gamekit.load("sechs_as", all_actions_compulsory=True), ["random", "greedy"], 2500, seed=7, progress=False
    )
    assert summary["n"] == 2500
    for label, r in (("A", a), ("B", b)):
        for seat in range(2):
            k = int(r.wins[:, seat].sum())
            assert summary["share"][label][seat] == (k / 2500, *proportion_ci(k, 2500))
        assert summary["turns"][label] == r.turns.mean()
    assert summary["diff_share"][0] == pytest.approx(b.wins[:, 0].mean() - a.wins[:, 0].mean())
    shown = re.findall(r"data-setting='B' data-seat='0' class='gk-exp-share'>([0-9.]+)", w.table.value)
    assert shown == [f"{b.wins[:, 0].mean():.4f}"]
    assert "<svg" in w.plot.value and "Done" in w.status.value


def test_stop_before_the_first_chunk_keeps_what_was_played():
    """Stop: the run ends after the chunk being played; the results cover the games finished."""
    w = experiment("raja_pasu", n_games=5000, seed=1)
    w._stop.set()  # as if Stop were pressed before the first chunk came back
    w._play(
        [
            ("A", gamekit.load("raja_pasu"), ("random", "random")),
            ("B", gamekit.load("raja_pasu", pasu_on_last_seed=False), ("random", "random")),
        ],
        5000,
        1,
    )
    assert w.results["A"].n == 0 and w.results["A"].interrupted and "Stopped" in w.status.value


def test_a_bad_value_is_reported_not_raised_by_the_button():
    """PC-2: cowrie_p must lie in (0, 1): the status line says so and nothing runs."""
    w = experiment("pachisi/czech", n_games=10)
    w.setting_b.option_controls["cowrie_p"].value = 1.5
    assert w.run(wait=False) is None
    assert "cowrie_p" in w.status.value
    with pytest.raises(gamekit.GameError):
        w.run(wait=True)


@pytest.mark.parametrize(
    "bad, argument",
    [
        (dict(n_games=1), "n_games"),
        (dict(seed=-1), "seed"),
        (dict(n_games=2.5), "n_games"),
        (dict(game_or_key=3), "game_or_key"),
    ],
)
def test_careless_arguments_raise_a_game_error(bad, argument):
    args = dict(game_or_key="sechs_as")
    args.update(bad)
    with pytest.raises(gamekit.GameError, match=argument):
        experiment(**args)


def test_an_unknown_game_key_is_named():
    with pytest.raises(gamekit.UnknownGameError, match="chess"):
        experiment("chess")


def test_two_settings_with_different_numbers_of_players_plot_every_seat_sa7():
    """SA-7: setting B with 4 players against A's 2 runs and plots (the tick labels were A's two
    names for four seats, and matplotlib refused them); each seat is labelled with its name in
    each setting that has it."""
    from gamekit.widgets.experiment_widget import seat_labels

    w = experiment("sechs_as", n_games=20)
    w.setting_b.option_controls["players"].value = 4
    w.run(wait=True)
    assert "error" not in w.status.value.lower() and "<svg" in w.plot.value
    games = [gamekit.load("sechs_as"), gamekit.load("sechs_as", players=4)]
    assert seat_labels(games) == ["South\nSouth-west", "North\nNorth-west", "North-east", "South-east"]
