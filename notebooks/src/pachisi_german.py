# %% [markdown]
# # Pachisi — the German family rules
#
# *Pachisi* is the cross-shaped race game of India and the ancestor of Ludo and *Mensch ärgere dich nicht*.
# This notebook plays it the way one German family has played it since the early twentieth century {claim:PH-6}: with
# **two dice**, **gates** that nobody can pass, a double that moves the **top and the bottom faces** (14 in
# all), pieces that **enter on a five**, the **6 + 5 exception**, and **partners** sitting opposite each other.
#
# You will step through small positions, ask the board *why not?*, and finish with a board you can play on.
# <span class="gk-lab-only">Run it from the top (*Run → Run All Cells*); it takes a few seconds (the kit's benchmark, `benchmarks/bench_notebooks.py`, measures the kernel's CPU time for Run All in a fresh kernel: under 10 CPU-seconds).</span>
#
# *Rule IDs such as* PG-14 *refer to the project's rule book; `gamekit.rules.explain("PG-14")` prints any of them.*

# %% [markdown]
# **What you will be able to do** after this notebook (about 45 minutes):
#
# 1. work out which pieces may move with a throw, and which rule forbids the others;
# 2. predict where a piece lands and whether it captures or meets a gate;
# 3. compute the chance to enter with a five.
#
# The exercises check themselves: pick or type an answer, press **Check**, and the rules engine explains it.
# Words of the game are in the [glossary](glossary.md).

# %% [markdown]
# ## Where the game and these rules come from
#
# **The name.** *Pachīs* is Hindi for *twenty-five*. In the old game six cowrie shells were thrown instead of
# dice and the open sides facing up were counted; when no opening faced up the throw counted 25, the best throw
# of all — and it gave the game its name {claim:PH-1}.
#
# **The oldest European mention** the German source names is Thomas Hyde's Latin book on oriental games,
# *De Ludis Orientalibus* (Oxford, 1694); the source concludes that English travellers brought the game to
# Europe {claim:PH-2}.
#
# **Living pieces.** The German source says that in the palaces at Delhi, Allahabad and Agra large boards were
# laid out in marble, and takes their size as a sign that people stood on them as the pieces {claim:PH-3}. An
# English guidebook of 1904 describes a board cut in the pavement of the palace quadrangle at Fatehpur Sikri,
# where Akbar and the ladies of his court are *said to* have played with living pieces {claim:PH-4}.
#
# **How old is Pachisi? A question to argue about.** Museum labels and game books often call Pachisi very old:
# the Victoria and Albert Museum in London says it has been played for more than 1,200 years. A historian who
# went looking for the evidence, Jacob Schmidt-Madsen (*Board Game Studies*, 2021), found none older than the
# 15th century; the oldest description of the game he points to is Abu'l-Fazl's, written at the court of the
# emperor Akbar in the late 16th century {claim:PH-7}. Neither side is read here at first hand, so the kit
# marks the question *disputed*. Ask the class: what would count as evidence that a game is 1,200 years old — a
# board, a picture, a text that names it, rules written down?
#
# **A journey.** Many read the game as a picture of life, the German source says: a piece is *born* when it
# leaves the centre, *travels* round the world, may *die* on the way (it is captured) and must then be *born
# again*, and when it finally reaches the goal it has arrived in *paradise* and faces no more rebirth {claim:PH-5}.
#
# **These rules.** The rules here are a family's, handed down by word of mouth and written up by the author of
# the German source, who says there will surely be many variants {claim:PH-6}. Where the text is silent the project settled
# the question and marked it *decision* (the list below). Other accounts differ — older ones count cowries with
# other values, one has the pieces moving clockwise, and the American *Parcheesi* enters on a sum of five and
# punishes a third double (see the project's notes on where the sources disagree) {claim:PH-10} {claim:PH-11}
# {claim:PH-12}.
#
# Sources: a German web page describing one family's Pachisi rules, with the game's history and symbolism (it
# appears as *seed 000* in the rule list below), which itself cites Hyde (1694). The full list of sources, and
# what was taken from each, is in the repository's [`SOURCES.md`](../SOURCES.md).

# %%
import gamekit
import gamekit.rules as rules
from gamekit.core import option_table
from gamekit.pachisi.german import whole_plays, why_not_piece, with_pieces
from gamekit.widgets import show

game = gamekit.load("pachisi", ruleset="german")
duel = gamekit.load("pachisi", ruleset="german", individual=True, colours=("red", "yellow"))


def plays(state, throw):
    """Print every legal whole play of a throw, one per line."""
    for steps, _ in whole_plays(state, throw):
        print(" then ".join(str(s) for s in steps) or "nothing can be played")


# %% [markdown]
# **How pieces are numbered.** On the board and in every sentence the pieces are called 1 to 4 (red's
# are labelled R1–R4). In the code they are counted from 0, as Python counts: the red piece with *index* 0 is
# R1, index 1 is R2, index 2 is R3 and index 3 is R4. So `why_not_piece(state, 1, 6)` asks "why can't red
# piece 2 (R2) move 6?". Positions are given as *path positions*: 0 is red's start field, 63 the tip of its own
# arm, 64–70 its home column, 71 the goal; `"yard"` is a piece waiting to enter.

# %% [markdown]
# ## The board
#
# The cross has four arms; the 68 fields round the edge are the track (numbered in small print), and every
# colour travels counter-clockwise. Red starts on field 13 (the fifth field from the edge, PG-6), goes once round
# and turns at the tip of its own arm (field 8, PG-8) into the middle column and the goal triangle. Stars are
# **safe** fields (PG-7); dashed rings are **conditionally safe**: safe, except for the colour of the ring
# (its start and its home-entry field, PG-21).

# %%
show(game.initial_state())

# %% [markdown]
# ## Options and rules
#
# Every rule has an ID; *seed* means the German text says it, *decision* means the project settled it. Each
# rule ends with its source: "seed 000" is the German family-rules page, listed in [`SOURCES.md`](../SOURCES.md).
# First the options a class can switch (name, value, rule, meaning), then the rules this notebook uses most.

# %%
for row in option_table(game.options):
    print(f"{row['name']:18} = {row['value']!r:40} ({row['rule']}) {row['doc']}")
print()
for rid in ["PG-11", "PG-13", "PG-14", "PG-16", "PG-18", "PG-21", "PG-22"]:
    print(rules.explain(rid))
    print()

# %% [markdown]
# ## Entering on a five (PG-16, PG-17)
#
# Red has nothing in play and throws 5 and 3. The five brings a piece onto the start field; the piece that just
# entered rests for the rest of the throw (PG-17), so the 3 is lost. The cell lists the whole play, then the
# single legal move after the throw, and then plays it and prints what happened (its *events*).

# %%
s = with_pieces(duel, {"red": ["yard"] * 4, "yellow": ["yard"] * 4})
plays(s, (5, 3))
s2 = s.apply((5, 3))
print("legal moves after the throw:")
for step in s2.legal_moves():
    print(" ", step)
after, events = s2.apply_with_events(s2.legal_moves()[0])
for e in events:
    print("-", e)
show(after, events)

# %% [markdown]
# Without a five nothing enters — and a colour with nothing in play may throw up to three times for one
# (PG-19). A *sum* of five does not count, unless the option `enter_on_sum_five` is switched on (as in the
# American Parcheesi):

# %%
plays(s, (3, 2))
print("with enter_on_sum_five:")
s5 = with_pieces(gamekit.load("pachisi", individual=True, colours=("red", "yellow"), enter_on_sum_five=True),
                 {"red": ["yard"] * 4, "yellow": ["yard"] * 4})
plays(s5, (3, 2))
t = s.apply((6, 4))
print(duel.player_names[t.current_player], "throws again; tries so far:", t.missed_entries)

# %% [markdown]
# **Exercise 1.** How likely is it to enter in one throw? Type a fraction or a percentage.

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_german", 1)

# %% [markdown]
# ## Two fives: 5-5 and 2-2 (PG-13, PG-14, PG-16)
#
# A double moves the top faces *and* the bottom faces: 2-2 gives 5, 5, 2, 2 (opposite faces of a die add up to
# 7). But until every piece has been in play once, only the **two higher values** count and there is no new throw
# (PG-14): so 2-2 gives just its two bottom fives — and two pieces enter.

# %%
plays(s, (2, 2))
print("this double counts as:", s.apply((2, 2)).double_rule, "(PG-14)")

# %% [markdown]
# The exception: if the double brings the **last** waiting piece into play, the whole double counts and the
# colour throws again (PG-14, PG-14a). Here red has two waiting pieces and one on field 23: 5-5 enters
# both and the two 2s move the piece on field 23 (red piece 1: pieces are numbered from 1).

# %%
s = with_pieces(duel, {"red": [10, "yard", "yard", 71], "yellow": ["yard"] * 4})
plays(s, (5, 5))
print("this double counts as:", s.apply((5, 5)).double_rule, "(PG-14a)")

# %% [markdown]
# **Exercise 2.** A double gives its top and bottom faces. How likely is a throw of 14 pips?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_german", 2)

# %% [markdown]
# ## The 6 + 5 exception (PG-18)
#
# With nothing in play, a six and a five enter a piece and move it six at once. The start field is *passed*,
# so a single opponent standing there is not captured (PG-18a).

# %%
s = with_pieces(duel, {"red": ["yard"] * 4, "yellow": [51, "yard", "yard", "yard"]})
plays(s, (6, 5))
show(s)

# %% [markdown]
# ## Higher value first, and as much as possible (PG-11, PG-12)
#
# The higher die moves first; only if it cannot move at all (not even added to the other) is it lost. And a
# player must use as much of the throw as the position allows. Here yellow has a gate (two pieces) on field 43
# and red a gate on field 39. The 6 cannot move at all — so only the 2 is played. Moving the 2 first
# to make room for the 6 would be *lower first*, which is never allowed (PG-11a).

# %%
s = with_pieces(duel, {"red": [20, 26, 26, "yard"], "yellow": [13, 13, "yard", "yard"]})
show(s)
plays(s, (6, 2))
r = s.apply((6, 2))
print("why not R2 by 6?", why_not_piece(r, 1, 6))   # index 1 = red piece 2 (R2)
print("why not R1 by 6?", why_not_piece(r, 0, 6))   # index 0 = red piece 1 (R1)

# %% [markdown]
# **Exercise 3.** This step is refused. Which rule decides?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_german", 3)

# %% [markdown]
# ## Gates (PG-22, PG-23, PG-15)
#
# Two pieces of one colour on a field form a gate. No piece of any colour may pass it or land on it — not
# even on a conditionally safe field, where a gate also keeps its own colour from entering or turning home. A gate
# opened by one die may be closed again by the other (PG-23), and a double can move both pieces together
# (PG-15).

# %%
s = with_pieces(duel, {"red": [10, 10, 8, 71], "yellow": ["yard"] * 4})
show(s)
plays(s, (6, 2))
print()
s = with_pieces(duel, {"red": [10, 10, 71, 71], "yellow": ["yard"] * 4})
r = s.apply((4, 4))
for m in r.legal_moves():
    print(m)

# %%
s = with_pieces(duel, {"red": [10, 71, 71, 71], "yellow": [63, 63, "yard", "yard"]})
show(s)
r = s.apply((5, 1))
print(why_not_piece(r, 0, 5))   # index 0 = R1
plays(s, (5, 1))

# %% [markdown]
# **Exercise 4.** Another refused step, now with gates about. Which rule decides?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_german", 4)

# %% [markdown]
# ## Captures, and safe fields (PG-21, PG-7)
#
# Landing on a single opponent captures it; it goes back beside its yard, apart from the pieces that never
# entered (PG-5). But the capturing piece stops there, and if it used only one die **the other die must be played
# by another piece** — otherwise the capture is not allowed (PG-21, PG-21a). Red on field 25 cannot take the
# yellow piece on field 31 with the 6 here, because the 2 could then not be played:

# %%
s = with_pieces(duel, {"red": [12, 71, 71, 71], "yellow": [1, 2, 2, "yard"]})
show(s)
r = s.apply((6, 2))
print(why_not_piece(r, 0, 6))   # index 0 = R1
plays(s, (6, 2))

# %% [markdown]
# With a second red piece that can play the 2, the capture is fine:

# %%
s = with_pieces(duel, {"red": [12, 40, 71, 71], "yellow": [1, "yard", "yard", "yard"]})
plays(s, (6, 2))

# %% [markdown]
# A colour may capture on its **own** conditionally safe fields — red on its start field 13 and its
# home-entry field 8 — but on nobody else's (PG-21b):

# %%
s = with_pieces(duel, {"red": [60, 30, 71, 71], "yellow": [46, "yard", "yard", "yard"]})
plays(s, (3, 1))
s = with_pieces(duel, {"red": [30, 71, 71, 71], "yellow": [17, "yard", "yard", "yard"]})
r = s.apply((4, 1))
print(why_not_piece(r, 0, 4))   # index 0 = R1

# %% [markdown]
# **Exercise 5.** Predict a move: which field does the piece reach, and does it capture?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_german", 5)

# %% [markdown]
# ## Partners (PG-2, PG-20, PG-4)
#
# Red and green are partners, and so are yellow and blue. A partner's piece is never captured; it simply
# occupies its field. And a colour whose pieces are all home keeps throwing — for its partner (PG-4).

# %%
s = with_pieces(game, {"red": [10, 71, 71, 71], "yellow": ["yard"] * 4,
                       "green": [47, "yard", "yard", "yard"], "blue": ["yard"] * 4})
r = s.apply((3, 1))
print(why_not_piece(r, 0, 3))   # index 0 = R1
s = with_pieces(game, {"red": [71] * 4, "yellow": ["yard"] * 4, "green": [10, "yard", "yard", "yard"], "blue": ["yard"] * 4})
plays(s, (5, 2))

# %% [markdown]
# ## A whole game
#
# How long is a game? We let the computer play 20 whole games and count the throws.
#
# `gamekit.playout(state, choose, rng)` plays a game from `state` to its end. Whenever the dice are due it throws
# them (with the random number generator `rng`); whenever a colour has to decide, it calls `choose(state, rng)`,
# which must return one of the legal moves. Our `random_move` picks any legal move, each equally likely — a very
# weak player, but a quick way to see how long the race is. `playout` hands back every position on the way; a
# position where the dice are due (`is_chance()`) is one throw, and we count those (all four colours' throws
# together).

# %%
import numpy as np


def random_move(state, rng):
    """Choose one of the legal moves at random."""
    moves = state.legal_moves()
    return moves[int(rng.integers(len(moves)))]


def throws_in_one_game(rng):
    """Play one game with random moves; return how many times the dice were thrown."""
    throws = 0
    for position, action in gamekit.playout(game.initial_state(), random_move, rng):
        if position.is_chance():
            throws += 1
    return throws


rng = np.random.default_rng(2024)
lengths = [throws_in_one_game(rng) for _ in range(20)]
print(f"throws per game with random moves (20 games): mean {np.mean(lengths):.0f}, "
      f"shortest {min(lengths)}, longest {max(lengths)}")

# %% [markdown]
# That is about fifty throws per colour. Random players waste many throws; the comparison notebook measures
# whole games of random and greedy players over many more games (counted there in *turns*: a turn with doubles
# holds several throws).

# %% [markdown]
# **Exercise 6.** In this position from a game, which pieces can move, and by which values?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_german", 6)

# %% [markdown]
# ## Which play is best here? Enter with the five, or capture?
#
# Red throws 5-3. It could bring a new piece in with the five (PG-16), and the three could capture the yellow
# piece three fields ahead of red's piece 1 (PG-21). Must red choose? `evaluate` answers for this position: for
# every legal whole play of the throw (PG-11, PG-12) it plays 1,000 random games on from the position the play
# reaches — the same seeds for every play, so the plays are compared on the same luck — and ranks the plays by
# the share of games red wins, with a 95 % interval. The **Analyse** button under the board below gives the
# same ranking for the position on the board.

# %%
from gamekit.analysis import evaluate

s = with_pieces(duel, {"red": [20, 30, "yard", "yard"], "yellow": [6, "yard", "yard", "yard"]})
show(s)
ranking = evaluate(s.apply((5, 3)), n_games=1000, seed=1, agents="random")
for rank, play in enumerate(ranking.plays, 1):
    print(f"{rank}. red wins {play.share:.1%} ({play.low:.1%}-{play.high:.1%}): {play.description}")


def best(test):
    """Rank (0 = best) of the best play whose steps pass ``test``."""
    return next(r for r, p in enumerate(ranking.plays) if test(p.moves))


captures = best(lambda steps: any(m.capture >= 0 for m in steps))
enters_and_captures = best(lambda steps: any(m.capture >= 0 for m in steps) and any(m.enters for m in steps))
no_capture = best(lambda steps: all(m.capture < 0 for m in steps))
print()
print("Verdict:", ranking.verdict())
for name, r in (("the best play that enters and captures", enters_and_captures),
                ("the best play without a capture", no_capture)):
    if r != captures:
        d, lo, hi = ranking.difference(captures, r)
        lo, hi = round(100 * lo, 1) + 0.0, round(100 * hi, 1) + 0.0  # (+ 0.0: no "-0.0")
        print(f"The best capture wins {100 * d:.1f} points more than {name} ({lo:.1f} to {hi:.1f})"
              + (": the interval holds 0, so 1,000 games per play cannot tell these two apart." if lo <= 0 <= hi
                 else "."))

# %% [markdown]
# Read the intervals before the ranks: plays whose intervals overlap may change places with another seed.
# The difference of two plays is measured on the same games, so its interval is narrower than the two shares'
# intervals suggest. *Questions for the class:* why might a capture be worth more than a new piece here? Would
# greedy players (`agents="greedy"`) rank the plays the same way?

# %% [markdown]
# ## Play
#
# Throw (or set the dice by hand), click a piece, then a value or a highlighted field. If a click is not
# legal, the board says why, with the rule. Each colour can be a person or a computer player.

# %%
from gamekit.widgets import board

board(game, seats=["person", "greedy", "person", "greedy"])

# %% [markdown]
# ## Experiment: flip a rule and watch
#
# What does one rule change? In **setting B**, let a sum of five enter (`enter_on_sum_five`, PG-16), play without partners (`individual`, PG-3), or give one colour the greedy player; then press **Run**. The computer plays both settings
# with the same seed, and the plots show who wins, how long the games last and the difference, each with its
# 95 % interval (**Stop** ends a long run early). The numbers are exactly those of
# `simulate(game, agents, n_games, seed)` for the same settings.

# %%
from gamekit.widgets import experiment

experiment("pachisi/german", n_games=2000, seed=1)
