"""Exact throw analysis (gamekit.analysis.exact): values worked out by hand, and Monte Carlo checks.

Every expected number below is computed by hand in the test's docstring from RULES.md
(PG-10, PG-13, PG-14, PG-16, PG-19, PC-2, PC-6, SA-2, SA-5), not printed by the code.
"""

from __future__ import annotations

from fractions import Fraction as F

import numpy as np
import pytest

import gamekit

from gamekit.analysis import exact
from gamekit.sechs_as import throws_again
from gamekit.throws import TWO_DICE_THROWS


# ---------------------------------------------------------------------------------------------
# (a) German dice


def test_pg13_double_gives_top_and_bottom_faces():
    """PG-13: a double x gives x, x, 7-x, 7-x, higher first: 2-2 -> 5, 5, 2, 2; 6-6 -> 6, 6, 1, 1."""
    assert exact.german_throw_values((2, 2)) == (5, 5, 2, 2)
    assert exact.german_throw_values((6, 6)) == (6, 6, 1, 1)
    assert exact.german_throw_values((4, 4)) == (4, 4, 3, 3)
    for x in range(1, 7):
        assert sum(exact.german_throw_values((x, x))) == 14


def test_pg14_restricted_double_gives_two_higher_values():
    """PG-14: restricted, 1-1 gives the bottom faces 6, 6; 3-3 gives 4, 4; 5-5 gives 5, 5."""
    assert exact.german_throw_values((1, 1), restricted=True) == (6, 6)
    assert exact.german_throw_values((3, 3), restricted=True) == (4, 4)
    assert exact.german_throw_values((5, 5), restricted=True) == (5, 5)
    assert exact.german_throw_values((6, 3), restricted=True) == (6, 3)  # PG-10: non-doubles unchanged


def test_pg10_bad_throw_is_refused():
    """PG-10: a throw is (high, low) with 6 >= high >= low >= 1."""
    for bad in [(3, 5), (7, 1), (0, 0), (3,), "33"]:
        with pytest.raises(ValueError):
            exact.german_throw_values(bad)


def test_pg13_pips_distribution_unrestricted():
    """PG-13: non-double sums are as for two dice without doubles; all six doubles give 14.

    Sum s of two different dice: 3 and 4 have 2 ordered throws each (2/36), 5 and 6 have 4,
    7 has 6, 8 and 9 have 4, 10 and 11 have 2; 2 and 12 only come from doubles.
    P(14) = 6/36.  Total 2+2+4+4+6+4+4+2+2+6 = 36.
    """
    d = exact.german_pips_distribution()
    want = {3: 2, 4: 2, 5: 4, 6: 4, 7: 6, 8: 4, 9: 4, 10: 2, 11: 2, 14: 6}
    assert d == {k: F(v, 36) for k, v in want.items()}
    pmf = exact.german_pips_pmf()
    assert pmf.shape == (15,) and np.isclose(pmf.sum(), 1) and np.isclose(pmf[14], 1 / 6)


def test_pg14_pips_distribution_restricted():
    """PG-14: a restricted double x gives 2*max(x, 7-x): 1-1 and 6-6 -> 12, 2-2 and 5-5 -> 10,
    3-3 and 4-4 -> 8, each pair 2/36.  So P(8) = 4/36 + 2/36 = 6/36, P(10) = 2/36 + 2/36 = 4/36,
    P(12) = 2/36."""
    d = exact.german_pips_distribution(restricted=True)
    want = {3: 2, 4: 2, 5: 4, 6: 4, 7: 6, 8: 6, 9: 4, 10: 4, 11: 2, 12: 2}
    assert d == {k: F(v, 36) for k, v in want.items()}


# ---------------------------------------------------------------------------------------------
# (b) Entering


def test_pg16_enter_probability_is_one_third():
    """PG-16: P(at least one five) = 1 - (5/6)^2 = 11/36; 2-2 (bottom faces five) adds 1/36:
    12/36 = 1/3."""
    assert exact.german_enter_probability() == F(11, 36) + F(1, 36) == F(1, 3)


def test_pg16_enter_on_sum_five_option():
    """PG-16 option enter_on_sum_five: 1+4 and 2+3 add 4 ordered throws: 16/36 = 4/9."""
    assert exact.german_enter_probability(enter_on_sum_five=True) == F(16, 36)


def test_pg16_two_fives_enter_two_pieces():
    """PG-16: two pieces enter on 5-5 and 2-2 (2/36); one on 5-1..5-4, 6-5 (5 throws x 2/36 =
    10/36); none on the other 24/36.  With the option: one on 14/36, none on 20/36."""
    assert exact.german_enter_distribution() == {0: F(24, 36), 1: F(10, 36), 2: F(2, 36)}
    assert exact.german_enter_distribution(True) == {0: F(20, 36), 1: F(14, 36), 2: F(2, 36)}


def test_pg19_three_attempts_to_enter():
    """PG-19: three attempts at 1/3: 1 - (2/3)^3 = 1 - 8/27 = 19/27.  PG-19a, all pieces
    already in play once (unrestricted): 1-1, 3-3, 4-4, 6-6 (4/36) re-roll without counting,
    so a counted attempt enters with (12/36) / (32/36) = 3/8: 1 - (5/8)^3 = 387/512."""
    assert exact.german_enter_within(3) == F(19, 27)
    assert exact.german_enter_within(3, restricted=False) == F(387, 512)
    assert exact.german_enter_within(0) == 0
    with pytest.raises(ValueError):
        exact.german_enter_within(-1)


def test_pg19_attempts_beyond_a_thousand_and_careless_arguments_are_refused_by_name():
    """PG-19: 1,000 attempts still give the exact 1 - (2/3)**1000; 2**70 used to fill the memory
    building the fraction; a float, None or a string for ``attempts``, and a non-bool option,
    are GameErrors naming the argument."""
    assert exact.german_enter_within(1000) == 1 - F(2, 3) ** 1000
    for bad in (1001, 2**70, 1.5, None, "3", True):
        with pytest.raises(gamekit.GameError, match=r"german_enter_within\(attempts\)"):
            exact.german_enter_within(bad)
    with pytest.raises(gamekit.GameError, match=r"german_enter_within\(restricted\)"):
        exact.german_enter_within(3, restricted="yes")
    with pytest.raises(gamekit.GameError, match=r"german_enter_within\(enter_on_sum_five\)"):
        exact.german_enter_within(3, enter_on_sum_five=1)


# ---------------------------------------------------------------------------------------------
# (c) Cowries


def test_pc2_cowrie_distribution_at_one_half():
    """PC-2 at p = 1/2: C(6,k)/64 for k mouths up: 0 up (25) 1, 1 up (10) 6, 2 up 15,
    3 up 20, 4 up 15, 5 up 6, 6 up 1."""
    d = exact.cowrie_distribution()
    assert d == {2: F(15, 64), 3: F(20, 64), 4: F(15, 64), 5: F(6, 64), 6: F(1, 64), 10: F(6, 64), 25: F(1, 64)}
    pmf = exact.cowrie_pmf(0.5)
    assert pmf.shape == (26,) and np.isclose(pmf.sum(), 1) and np.isclose(pmf[25], 1 / 64)


def test_pc6_grace_probability_at_one_half():
    """PC-6: P(grace) = P(0, 1 or 6 mouths up) = (1 + 6 + 1)/64 = 1/8."""
    assert exact.grace_probability(F(1, 2)) == F(1, 8)


def test_pc6_grace_probability_any_p():
    """PC-2/PC-6 at p = 1/3: (2/3)^6 + 6 (1/3)(2/3)^5 + (1/3)^6 = (64 + 192 + 1)/729 = 257/729;
    a float p gives the same as a float."""
    assert exact.grace_probability(F(1, 3)) == F(257, 729)
    assert exact.grace_probability(1 / 3) == pytest.approx(257 / 729)
    for bad in (0, 1, 1.5, -0.1):
        with pytest.raises(ValueError):
            exact.grace_probability(bad)


# ---------------------------------------------------------------------------------------------
# (d) Sechs-As


def test_sa2_sa5_action_probabilities():
    """SA-2: each of 1, 2, 5, 6 shows on at least one die with 1 - (5/6)^2 = 11/36; the double
    of it 1/36; nothing to do (both dice 3 or 4) 2*2/36 = 4/36.  SA-5: a double re-throws except
    2-2: 5/36."""
    a = exact.sechs_as_action_probabilities()
    for k in ("give", "take", "pot", "remove"):
        assert a[k] == F(11, 36)
        assert a[f"double_{k}"] == F(1, 36)
    assert a["nothing"] == F(4, 36)
    assert a["throw_again"] == F(5, 36)
    assert a["double"] == F(6, 36)
    # agrees with the engine's own SA-5 rule
    assert a["throw_again"] == sum(F(1, 36) for t in TWO_DICE_THROWS if throws_again(t))


def test_sa2_die_count_and_sa5_expected_per_turn():
    """SA-2: a value shows on 0 dice (25/36), 1 die (10/36) or both (1/36): 1/3 on average.
    SA-5: a turn has 1/(1 - 5/36) = 36/31 throws, so (1/3)(36/31) = 12/31 dice per turn."""
    assert exact.sechs_as_die_count_distribution(6) == {0: F(25, 36), 1: F(10, 36), 2: F(1, 36)}
    assert exact.sechs_as_expected_per_turn(1) == F(12, 31)
    with pytest.raises(ValueError):
        exact.sechs_as_die_count_distribution(7)


# ---------------------------------------------------------------------------------------------
# (e) Expected fields per turn


def test_pg13_expected_pips_per_throw():
    """PG-13: E = 7 + (1/36) sum_x (14 - 2x) = 7 + (84 - 42)/36 = 7 + 7/6 = 49/6."""
    assert exact.german_expected_pips_per_throw() == 7 + F(84 - 42, 36) == F(49, 6)


def test_pg13_expected_pips_per_turn_with_rerolls():
    """PG-13: a double (1/6) re-rolls: E[turn] = (49/6) / (1 - 6/36) = (49/6)(6/5) = 49/5;
    E[throws per turn] = 6/5."""
    assert exact.german_expected_throws_per_turn() == F(6, 5)
    assert exact.german_expected_pips_per_turn() == F(49, 5)


def test_pg14_expected_pips_restricted():
    """PG-14: E = 7 + (1/36) sum_x (2 max(x, 7-x) - 2x) = 7 + (10 + 6 + 2 + 0 + 0 + 0)/36
    = 7 + 1/2 = 15/2; no re-roll, so per turn also 15/2."""
    assert exact.german_expected_pips_per_throw(restricted=True) == F(15, 2)
    assert exact.german_expected_pips_per_turn(restricted=True) == F(15, 2)
    assert exact.german_expected_throws_per_turn(restricted=True) == 1


def test_pc2_expected_value_per_throw():
    """PC-2 at p = 1/2: (25*1 + 10*6 + 2*15 + 3*20 + 4*15 + 5*6 + 6*1)/64
    = (25 + 60 + 30 + 60 + 60 + 30 + 6)/64 = 271/64."""
    assert exact.czech_expected_value_per_throw() == F(271, 64)


def test_pc6_expected_value_per_turn():
    """PC-6: each grace (1/8) gives another throw: E[turn] = (271/64)/(1 - 1/8) = 271/56;
    E[throws] = 8/7."""
    assert exact.czech_expected_throws_per_turn() == F(8, 7)
    assert exact.czech_expected_value_per_turn() == F(271, 56)


@pytest.mark.parametrize(
    "kind, kw",
    [("german", {}), ("german", {"restricted": True}), ("czech", {}), ("czech", {"p": 0.35})],
    ids=["PG-13", "PG-14", "PC-6", "PC-2-p0.35"],
)
def test_monte_carlo_agrees_within_four_standard_errors(kind, kw):
    """PG-13/PG-14/PC-2/PC-6: 100,000 simulated turns (seeded) agree with the exact means
    within 4 standard errors."""
    chk = exact.monte_carlo_check(kind, 100_000, seed=2024, **kw)
    assert chk.ok, chk
    assert abs(chk.mean - chk.exact) <= 4 * chk.se


def test_monte_carlo_turns_is_reproducible_and_validates():
    """The simulation is reproducible from its seed; a German turn moves at least 3 fields and
    a restricted one at most 12 (PG-14); bad arguments raise ValueError."""
    a = exact.monte_carlo_turns("german", 1000, seed=5)
    assert np.array_equal(a, exact.monte_carlo_turns("german", 1000, seed=5))
    assert a.shape == (1000,) and a.min() >= 3
    assert exact.monte_carlo_turns("german", 1000, seed=5, restricted=True).max() <= 12
    with pytest.raises(ValueError):
        exact.monte_carlo_turns("ludo", 10)
    with pytest.raises(ValueError):
        exact.monte_carlo_turns("czech", 10, p=1.0)
    with pytest.raises(ValueError):
        exact.monte_carlo_turns("czech", 0)
