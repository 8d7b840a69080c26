""" "Which is better?" for the games without an exact solver: the rollout analysis decides.

For German Pachisi, Czech Pachisi and Raja Pasu the two plays offered are the best play of
``gamekit.analysis.evaluate`` (ROLLOUT_GAMES games of random players per play, common random
numbers) and one whose difference from it has a 95 % interval above 0.  The tests evaluate each
exercise's position again and compare: 20 seeds for Raja Pasu, 8 for German Pachisi and 1 for
Czech Pachisi, whose rollouts run on the plain engine and are the costly ones (there with 60
games per play, so that the file stays within a few seconds; the rule of choice is the same).
"""

from __future__ import annotations

import json

import pytest

from gamekit import exercises as X
from gamekit.analysis.evaluate import evaluate
from gamekit.exercises import which_is_better as WIB

SEEDS = {"raja_pasu": range(20), "pachisi/german": range(8), "pachisi/czech": range(1)}
GAMES_PER_PLAY = {"raja_pasu": WIB.ROLLOUT_GAMES, "pachisi/german": WIB.ROLLOUT_GAMES, "pachisi/czech": 60}


@pytest.fixture(scope="module")
def made():
    out = {}
    mp = pytest.MonkeyPatch()
    for key, seeds in SEEDS.items():
        mp.setattr(WIB, "ROLLOUT_GAMES", GAMES_PER_PLAY[key])
        out[key] = [X.generate(key, "which_is_better", s) for s in seeds]
    mp.undo()
    return out


@pytest.mark.parametrize("key", list(SEEDS))
def test_the_better_play_is_the_rollouts(made, key):
    """The answer is the play evaluate ranks first; the other play's difference from it has a 95 %
    interval above 0; the feedback states the games and the interval; a wrong answer is refused
    with rule IDs of the plays' moves (PG-10, PC-5, RP-2 ...); JSON round trip is exact."""
    for ex in made[key]:
        n = GAMES_PER_PLAY[key]
        ev = evaluate(ex.state, n_games=n, seed=ex.seed)
        labels = {c["id"]: c["label"] for c in ex.choices}
        assert labels[ex.answer] == ev.plays[0].description
        rank = [p.description for p in ev.plays].index(labels["1" if ex.answer == "0" else "0"])
        d, lo, hi = ev.difference(0, rank)
        assert lo > 0
        assert f"95 % interval {100 * lo:.0f} to {100 * hi:.0f}" in ex.explanation and f"{n} games" in ex.explanation
        assert [m.to_json() for m in ev.plays[0].moves] == ex.action["play"]
        fb = ex.check(ex.answer)
        assert fb.right and fb.rule_ids
        fb = ex.check("1" if ex.answer == "0" else "0")
        assert not fb.right and fb.rule_ids and f"{100 * d:.0f} points fewer" in fb.text
        assert X.from_json(json.loads(json.dumps(ex.to_json()))) == ex
    assert len({json.dumps(ex.position, sort_keys=True) for ex in made[key]}) == len(made[key])


def test_kinds_for_every_game_include_which_is_better():
    """Every registered game of the kit now has "which is better?" (exact for Sechs-As, SA-2)."""
    for key in ("pachisi/german", "pachisi/czech", "raja_pasu", "sechs_as"):
        assert "which_is_better" in X.kinds_for(key)
