"""gamekit.analysis.compare: the rule table, rule-toggle experiments and exact play (RULES §6 notebook)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

import gamekit
from gamekit import rules
from gamekit.analysis import solve_sechs_as
from gamekit.analysis.compare import (
    ASPECTS,
    GAME_KEYS,
    exact_play,
    load_game,
    metric_values,
    rule_table,
    toggle_experiment,
)
from gamekit.analysis.simulate import simulate
from gamekit.errors import UnknownOptionError


# --- rule table ---------------------------------------------------------------------------------


def test_rule_table_raja_pasu_lists_pasu_on_last_seed_RP5_default_true():
    """RP-5: the option row names the rule, its title from the registry and the default True."""
    table = rule_table(["raja_pasu"])
    row = table.option("raja_pasu", "pasu_on_last_seed")
    assert row["rule"] == "RP-5"
    assert row["default"] is True and row["value"] is True
    assert row["rule_title"] == "Pasu (the four go to the row's owner)"
    assert [r["name"] for r in table.options] == ["match", "pasu_on_last_seed", "first_player"]


def test_rule_table_all_games_options_and_rule_ids():
    """Every option of the four games is listed with its rule ID (PG-16, PC-2, SA-3, SA-7 ...)."""
    table = rule_table()
    assert table.games == GAME_KEYS
    got = {(r["game"], r["name"]): (r["rule"], r["default"]) for r in table.options}
    assert got[("pachisi/german", "enter_on_sum_five")] == ("PG-16", False)
    assert got[("pachisi/czech", "cowrie_p")] == ("PC-2", 0.5)
    assert got[("sechs_as", "all_actions_compulsory")] == ("SA-3", False)
    assert got[("sechs_as", "one_goes_to")] == ("SA-7", "right")
    assert not any(name == "ruleset" for _, name in got)  # fixed per rule set, not a toggle
    assert len(table.options) == 12


def test_rule_table_aspects_name_registered_rules_of_the_right_game():
    """Each aspect cell's rule IDs exist in the registry and belong to that rule set."""
    registry_game = {
        "pachisi/german": {"pachisi", "pachisi/german"},
        "pachisi/czech": {"pachisi/czech", "pachisi"},
        "sechs_as": "sechs_as",
        "raja_pasu": "raja_pasu",
    }
    table = rule_table()
    assert [a["aspect"] for a in table.aspects] == [name for name, _ in ASPECTS]
    throwing = next(a for a in table.aspects if a["aspect"] == "Throwing device")
    assert [i for i, _ in throwing["cells"]["pachisi/czech"]["rules"]] == ["PC-2"]
    assert throwing["cells"]["pachisi/german"]["rules"][1] == ("PG-13", "Doubles: top and bottom faces")
    assert throwing["differ"] is True
    for aspect in table.aspects:
        for key, c in aspect["cells"].items():
            for rid, title in c["rules"]:
                rule = rules.get(rid)
                allowed = registry_game[key]
                assert rule.game in (allowed if isinstance(allowed, set) else {allowed}), (key, rid)
                assert title == rule.title


def test_rule_table_html_is_deterministic_and_escaped():
    a, b = rule_table().to_html(), rule_table()._repr_html_()
    assert a == b
    assert "<table" in a and "Pačísí, Czech rules" in a and "<code>pasu_on_last_seed</code>" in a
    assert "at 0x" not in repr(rule_table())
    assert repr(rule_table(["sechs_as"])) == "RuleTable(1 games, 10 aspects, 3 options)"


def test_rule_table_errors():
    with pytest.raises(ValueError):
        rule_table(["ludo"])
    with pytest.raises(ValueError):
        rule_table(["sechs_as", "sechs_as"])


def test_load_game_keys_and_options():
    assert load_game("pachisi/czech", cowrie_p=0.4).options.cowrie_p == 0.4
    assert load_game("pachisi/german").options.ruleset == "german"
    with pytest.raises(UnknownOptionError):
        load_game("raja_pasu", no_such_option=1)


# --- toggle experiments -------------------------------------------------------------------------


def _rp5_games(n=40, seed=1):
    """The rounds toggle_experiment plays for RP-5 (paired: the same seed for both settings)."""
    return [
        simulate(gamekit.load("raja_pasu", pasu_on_last_seed=v), "random", n, seed=seed, progress=False)
        for v in (True, False)
    ]


def test_toggle_raja_pasu_pasu_on_last_seed_RP5_fixed_seed():
    """RP-5 toggle, 40 random rounds each, seed 1: the games simulate() plays, the paired t interval, right n."""
    from scipy import stats

    t = toggle_experiment(
        "raja_pasu", "pasu_on_last_seed", (True, False), "random", n_games=40, seed=1, metric="first_wins"
    )
    a, b = _rp5_games()
    assert t.n == 40 and len(t.a) == 40 and len(t.b) == 40
    assert t.mean_a == pytest.approx(a.wins[:, 0].mean()) and t.mean_b == pytest.approx(b.wins[:, 0].mean())
    assert t.difference == pytest.approx(b.wins[:, 0].mean() - a.wins[:, 0].mean())
    assert t.low < t.difference < t.high
    d = b.wins[:, 0].astype(float) - a.wins[:, 0].astype(float)  # paired: t interval of the differences
    assert (t.low, t.high) == pytest.approx(stats.t.interval(0.95, 39, loc=d.mean(), scale=stats.sem(d)))
    assert not t.contains_zero  # RP-5: the last seed's pasu helps the opener a lot
    # Wilson intervals for the two win rates (0/1 metric)
    assert t.ci_a[0] < t.mean_a < t.ci_a[1] and t.ci_b[0] < t.mean_b < t.ci_b[1]
    # the same games as simulate() with that seed
    r = simulate(gamekit.load("raja_pasu"), "random", 40, seed=1, progress=False)
    assert np.array_equal(t.a, r.wins[:, 0].astype(float))


def test_toggle_turns_metric_values():
    t = toggle_experiment("raja_pasu", "pasu_on_last_seed", (True, False), "random", n_games=40, seed=1)
    a, b = _rp5_games()
    assert t.metric == "turns"
    assert (t.mean_a, t.mean_b, t.difference) == pytest.approx(
        (a.turns.mean(), b.turns.mean(), b.turns.mean() - a.turns.mean())
    )
    assert t.low < t.difference < t.high
    assert str(t).startswith(
        f"raja_pasu: pasu_on_last_seed=True -> False, turns: {a.turns.mean():.3f} -> {b.turns.mean():.3f}"
    )


def test_toggle_that_changes_nothing_gives_exactly_zero_SA7():
    """SA-7: `one_goes_to` matters only with four players; with two the same seeds give the same games."""
    t = toggle_experiment("sechs_as", "one_goes_to", ("right", "left"), "random", n_games=50, seed=3)
    assert t.n == 50
    assert t.difference == 0.0 and t.low == 0.0 and t.high == 0.0
    assert np.array_equal(t.a, t.b) and t.contains_zero


def test_toggle_unpaired_uses_independent_seeds_and_welch():
    t = toggle_experiment("sechs_as", "one_goes_to", ("right", "left"), "random", n_games=50, seed=3, paired=False)
    assert t.n == 50 and not t.paired
    assert not np.array_equal(t.a, t.b)
    assert t.low < t.difference < t.high
    assert t.difference == pytest.approx(t.b.mean() - t.a.mean())


def test_toggle_errors():
    with pytest.raises(ValueError):
        toggle_experiment("sechs_as", "all_actions_compulsory", (False,), n_games=5)
    with pytest.raises(ValueError):
        toggle_experiment("sechs_as", "all_actions_compulsory", (False, True), n_games=1)
    with pytest.raises(ValueError):
        toggle_experiment("sechs_as", "all_actions_compulsory", (False, True), n_games=5, metric="speed")
    with pytest.raises(UnknownOptionError):
        toggle_experiment("sechs_as", "no_such_option", (False, True), n_games=5)


def test_metric_values_event_and_callable():
    r = simulate(gamekit.load("raja_pasu"), "random", 5, seed=2, progress=False)
    assert np.array_equal(metric_values(r, "event:pasu"), r.events["pasu"].astype(float))
    assert np.array_equal(metric_values(r, "event:no_such_kind"), np.zeros(5))
    assert np.array_equal(metric_values(r, lambda res: res.moves * 2), r.moves * 2.0)
    with pytest.raises(ValueError):
        metric_values(r, lambda res: res.moves[:2])
    with pytest.raises(gamekit.GameError, match=r"cannot be called as metric\(result\)"):
        metric_values(r, lambda res, seat: res.moves)


# --- exact play ---------------------------------------------------------------------------------


def test_exact_play_empty_sides_is_32_over_53_SA5_SA6():
    """SA-5, SA-6: both sides empty, the first six wins; doubles but 2-2 and 6-6 throw again.

    x = 11/36 + 4/36 x gives x = 11/32 before the dice pass; P = 1 / (2 - x) = 32/53.
    """
    game = gamekit.load("sechs_as")
    e = exact_play(game, "random", start=game.make_state([0, 0], pot=0))
    assert e.win[0] == pytest.approx(float(Fraction(32, 53)), abs=1e-12)
    assert sum(e.win) + e.draw == pytest.approx(1.0, abs=1e-12)


def test_exact_play_optimal_agrees_with_the_solver():
    game = gamekit.load("sechs_as")
    e = exact_play(game, "optimal")
    assert e.win[0] == pytest.approx(solve_sechs_as().value(game.initial_state()), abs=1e-10)


def test_exact_play_random_agrees_with_simulation_within_4_se():
    game = gamekit.load("sechs_as")
    e = exact_play(game, "random")
    assert e.win[0] == pytest.approx(0.521940, abs=1e-6)
    assert e.expected_turns == pytest.approx(37.0265, abs=1e-4)
    r = simulate(game, "random", 600, seed=5, progress=False)
    se = np.sqrt(e.win[0] * (1 - e.win[0]) / r.n)
    assert abs(r.win_rate(0) - e.win[0]) < 4 * se
    se_t = r.turns.std(ddof=1) / np.sqrt(r.n)
    assert abs(r.turns.mean() - e.expected_turns) < 4 * se_t


def test_exact_play_refuses_big_games_and_bad_agents():
    with pytest.raises(ValueError):
        exact_play("raja_pasu", "random", max_states=500)
    with pytest.raises(ValueError):
        exact_play("sechs_as", ["random"])
    with pytest.raises(ValueError):
        exact_play("sechs_as", "clever")
    # an agent is called as agent(state, None): a callable of one argument, or no callable at all,
    # is refused by name before the chain is built (it was a TypeError from inside it)
    with pytest.raises(gamekit.GameError, match=r"exact_play\(agents\).*callable agent\(state, rng\)"):
        exact_play("sechs_as", lambda state: state.legal_moves()[0])
    with pytest.raises(gamekit.GameError, match=r"exact_play\(agents\): 5 is neither"):
        exact_play("sechs_as", ["random", 5])


def test_toggle_reuses_results_of_the_first_setting():
    game = gamekit.load("raja_pasu")
    base = simulate(game, "random", 40, seed=1, progress=False)
    t = toggle_experiment(
        "raja_pasu",
        "pasu_on_last_seed",
        (True, False),
        "random",
        n_games=40,
        seed=1,
        metric="first_wins",
        results_a=base,
    )
    a, b = _rp5_games()
    assert t.results[0] is base
    assert t.difference == pytest.approx(b.wins[:, 0].mean() - a.wins[:, 0].mean())
    with pytest.raises(ValueError):
        toggle_experiment("raja_pasu", "pasu_on_last_seed", (True, False), n_games=20, seed=1, results_a=base)


def test_with_metric_summarises_the_same_games_again():
    t = toggle_experiment("raja_pasu", "pasu_on_last_seed", (True, False), "random", n_games=40, seed=1)
    w = t.with_metric("first_wins")
    a, b = _rp5_games()
    assert w.metric == "first_wins" and w.n == 40
    assert w.difference == pytest.approx(b.wins[:, 0].mean() - a.wins[:, 0].mean())
    assert w.results[0] is t.results[0]
