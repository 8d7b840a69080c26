# %% [markdown]
# # Pačísí — Pachisi with the Czech rules
#
# *Pachisi* is the cross-and-circle race game of India. This notebook plays it the way a Czech book of board
# games describes it: **six cowrie shells instead of dice**, pieces that start in the big centre square called
# the **charkoni**, **grace throws** that bring new pieces in and throw again, pieces of one player that march
# together as a **unit**, and **castles** where nobody can be captured.
#
# You will step through small positions, work out the cowrie throw exactly, see where the sources disagree, and
# finish with a board you can play on. <span class="gk-lab-only">Run it from the top (*Run → Run All Cells*); it takes a few seconds (the kit's benchmark, `benchmarks/bench_notebooks.py`, measures the kernel's CPU time for Run All in a fresh kernel: under 10 CPU-seconds).</span>
#
# *Rule IDs such as* PC-8 *refer to the project's rule book; `gamekit.rules.explain("PC-8")` prints any of them.*

# %% [markdown]
# **What you will be able to do** after this notebook (about 45 minutes):
#
# 1. tell which pieces and units may move with a cowrie throw, and why the others may not;
# 2. predict where a unit lands and whether it captures;
# 3. compute the chance of a grace throw.
#
# The exercises check themselves: pick or type an answer, press **Check**, and the rules engine explains it.
# Words of the game are in the [glossary](glossary.md).

# %% [markdown]
# ## Where these rules come from
#
# **The charkoni and the cross.** Pachisi takes its name from the Hindi word for *twenty-five*, the highest
# score the cowries can give {claim:PH-1}. The board is a cross of four arms, often sewn from cloth, with a large square in
# the middle — the *charkoni* — where every piece begins and where it must return. Each player's pieces walk
# down the middle of their own arm, all the way round the cross counter-clockwise, and back up the same middle
# column home. How old the game is, is disputed: a museum says more than 1,200 years, a historian finds
# evidence only back to the 15th century (see the German notebook) {claim:PH-7}. A German source says large
# boards were laid out in marble in palaces at Delhi, Allahabad and Agra, perhaps for living pieces
# {claim:PH-3}. Its European and American descendants — Ludo, *Mensch ärgere dich nicht*, the Czech *Člověče,
# nezlob se* (which the Czech page compares it to), Parcheesi — replaced the cowries with a die and the charkoni
# with home corners {claim:PH-9}.
#
# **The Czech source.** Our rule text is a short Czech rules page. Under "further information" it lists Miloš
# Zapletal's *Velká kniha deskových her* ("The big book of board games", Mladá fronta, Prague, 1991) and two
# Czech web pages; nobody in this project has read the book, so we cannot say which rules come from it
# {claim:PH-8}. The page is brief, so the project had to settle a few
# questions it leaves open — which fields are the castles, what happens one field short of home, what a
# "unit" is exactly. Those settled points are marked *decision* in the rule list below.
#
# In the rule list below this page appears as *seed 003*. The full list of sources, and what was taken from
# each, is in the repository's [`SOURCES.md`](../SOURCES.md).

# %%
from fractions import Fraction

import matplotlib.pyplot as plt
import numpy as np
from IPython.display import display

import gamekit
from gamekit.render.figures import accessible_figures
import gamekit.rules as rules
from gamekit.core import option_table
from gamekit.pachisi.czech import COLOURS, Enter, Move, reachable_positions, with_pieces
from gamekit.throws import COWRIE_VALUES, GRACE_VALUES, cowrie_probability
from gamekit.render import Picture
from gamekit.render.cowries import cowries_svg, value_text
from gamekit.widgets import show

accessible_figures()  # every plot is also shown as an image with alt text (screen readers)

plt.rcParams["svg.hashsalt"] = "gamekit"
game = gamekit.load("pachisi", ruleset="czech")


start = game.initial_state()

# %% [markdown]
# ## The board
#
# Red plays from the south arm, yellow from the east, green from the north, blue from the west; **red and green
# are partners, yellow and blue are partners** (PC-1). The grey towers are the twelve **castles** (PC-9): on
# every arm the tip and the fourth field from the edge on both outer columns. Each player's first piece is
# already in play on the first field of its middle column (PC-4); the other three wait in the charkoni (drawn,
# for room, in each colour's corner).

# %%
show(start)

# %% [markdown]
# ## The rules, one by one
#
# The board prints a number on each of the 68 track fields, 0–67; that is how the text and every message name
# a place: "field 21". A piece goes down its own **middle column** (rows 1–7, counted from the charkoni; no
# numbers are printed there, so the messages say "row 3 of red's middle column"), reaches the tip of its own arm
# (red's tip is field 8), goes round the cross, passes its tip again and goes back up rows 7–1 to **home** in the
# charkoni (PC-3). The code counts the same journey in its own steps (0–83, the JSON's path positions); only
# code cells show them. Each rule ends with its
# source: "seed 003" is the Czech rules page (see [`SOURCES.md`](../SOURCES.md)). After the rules comes the
# list of options a class can switch.

# %%
for rule_id in rules.ids("pachisi/czech"):
    print(rules.explain(rule_id), end="\n\n")

# %%
for row in option_table(game.options):
    print(f"{row['name']:>13} = {row['value']!r:<8} ({row['rule']}) {row['doc']}")

# %% [markdown]
# ## The cowrie throw
#
# Six cowries are thrown; the number that land **mouth up** gives the move: 2, 3, 4, 5 or 6 up move that
# many fields, **1 up moves 10**, and **0 up — every shell mouth down — moves 25, *pachisi*** (PC-2). A 6, 10
# or 25 is a **grace**: it may bring a new piece into play and it gives another throw (PC-4, PC-6).

# %%
for k in (2, 1, 0):
    display(Picture(cowries_svg(k, size=30), alt=f"six cowries, {value_text(k)}"))

# %% [markdown]
# If every shell shows its mouth with probability ½, like a fair coin, the number of mouths up follows the
# binomial distribution: there are 2⁶ = 64 equally likely ways for six shells to fall, and C(6, k) of them show
# exactly k mouths.

# %%
half = Fraction(1, 2)
print(f"{'up':>3} {'moves':>6} {'ways':>6}  {'probability':>11}  {'share':>6}")
for k in range(7):
    p = cowrie_probability(k, half)
    grace = "grace" if COWRIE_VALUES[k] in GRACE_VALUES else ""
    print(f"{k:>3} {COWRIE_VALUES[k]:>6} {int(p * 64):>3}/64  {str(p):>11}  {float(p):6.1%}  {grace}")
mean = sum(COWRIE_VALUES[k] * cowrie_probability(k, half) for k in range(7))
p_grace = sum(cowrie_probability(k, half) for k in range(7) if COWRIE_VALUES[k] in GRACE_VALUES)
print(f"\nmean move: {mean} = {float(mean):.3f} fields;  a grace: {p_grace} of throws")

# %% [markdown]
# **Why 25 is so rare.** A pachisi needs *all six* shells mouth down: one way out of 64. A 3 can happen
# in 20 ways. And 1 up (10 fields) is six times as likely as 25 — which is why a throw of 10 is the usual way to
# bring a new piece in. Grace throws come once in eight throws on average (1 + 6 + 1 = 8 ways out of 64).
#
# Real cowries are not coins: whether a shell lands mouth up depends on its shape. Nobody has published measured
# probabilities (see *Where the sources disagree* below), so `cowrie_p` is a model parameter. Watch how the chances move with it:

# %%
ps = np.linspace(0.05, 0.95, 91)
fig, ax = plt.subplots(figsize=(8, 4.5))
styles = {0: ("25 (0 up)", "#D55E00", "-"), 1: ("10 (1 up)", "#0072B2", "--"), 3: ("3 (3 up)", "#009E73", "-."),
          6: ("6 (6 up)", "#CC79A7", ":")}
for k, (label, colour, ls) in styles.items():
    ax.plot(ps, [cowrie_probability(k, p) for p in ps], color=colour, linestyle=ls, linewidth=2.5, label=label)
ax.plot(ps, [sum(cowrie_probability(k, p) for k in (0, 1, 6)) for p in ps], color="#222222", linewidth=3,
        label="any grace (6, 10, 25)")
ax.axvline(0.5, color="#999999", linewidth=1)
ax.set_xlabel("p = probability that one shell lands mouth up")
ax.set_ylabel("probability of the throw")
ax.set_title("Six cowries: how the throws change with p")
ax.legend(loc="upper center")
fig.tight_layout()
plt.show()

# %% [markdown]
# With shells that mostly land mouth *down* (small p), pachisi — 25! — becomes the most common throw and the
# game races along; with p near ½ graces are rare and entering pieces is slow.

# %% [markdown]
# **Exercise 1.** How likely is a grace throw? Type a fraction or a percentage.

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_czech", 1)

# %% [markdown]
# ## 1. Entering on a grace, and throwing again
#
# At the start red throws **0 mouths up: pachisi, 25**. A grace lets red choose: enter a second piece onto row 1 of its middle column, move
# the first piece 25 fields, or pass (PC-4, PC-5, PC-5a).

# %%
after_throw = start.apply(0)
for move in after_throw.legal_moves():
    print(move)

# %%
entered, events = after_throw.apply_with_events(Enter(0, "yard"))
for event in events:
    print(event)
print("whose throw now?", game.player_names[entered.current_player])
show(entered, events)

# %% [markdown]
# Red entered a piece and, because the throw was a grace, **throws again** (PC-6). One grace enters exactly
# one piece (PC-5b). A throw of 2 to 5 is no grace: then red can only move a piece, and the turn passes on.

# %%
moved = entered.apply(3)
print([str(m) for m in moved.legal_moves()])

# %% [markdown]
# **Exercise 2.** A piece may not enter here. Which rule decides?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_czech", 2)

# %% [markdown]
# ## 2. Units, and capture by an equal or larger unit
#
# Several pieces of one team may share a field (PC-7). A *player's* pieces on one field can move together as a
# **unit** — one piece, or all of them, never part (PC-7a). A unit may land on the other team's pieces only if it
# is **at least as large** as all of them together; then they are captured and go back to the charkoni, to
# re-enter with a grace (PC-8, PC-8a).
#
# Here red has two pieces on field 21, and yellow two pieces three fields ahead of them, on field 24. Red
# throws 3.
#
# In code a move is written `Move(colour, from, to, size)`, with the code's steps (path positions) and colour 0
# for red; printed, it names the board's fields: `Move(0, 20, 23, 1)` reads "red moves one piece from field 21
# to field 24", and `Move(0, 20, 23, 2)` moves the unit of two.

# %%
units = with_pieces(game, {"red": [20, 20, "yard", "yard"], "yellow": [74, 74, "yard", "yard"]})
t = units.apply(3)
print("legal:", [str(m) for m in t.legal_moves()])
print("one piece?", t.why_not(Move(0, 20, 23, 1)))

# %%
captured, events = t.apply_with_events(Move(0, 20, 23, 2))
for event in events:
    print(event)
show(captured, events)

# %% [markdown]
# Both opposing colours count together (PC-8a): if a yellow and a blue piece share a field, a single red
# piece cannot take it — red needs a unit of two. The cell lists every position red can reach with a 3: either
# red passes and nothing changes, or red's unit of two captures both pieces (they go back to the charkoni, drawn
# in its corner as captured). There is no position in which a single red piece moved. Each position is drawn:

# %%
mixed = with_pieces(game, {"red": [20, 20, "yard", "yard"], "yellow": [74, "yard", "yard", "yard"],
                           "blue": [40, "yard", "yard", "yard"]})
for s in sorted(reachable_positions(mixed, 3), key=lambda s: str(s.to_json()["pieces"])):
    show(s)

# %% [markdown]
# **Exercise 3.** Which pieces can move with this throw? Pick them all.

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_czech", 3)

# %% [markdown]
# ## 3. Castles
#
# Nobody is ever captured on a castle, so a castle held by one team is **closed** to the other — even to a big
# unit (PC-9). Partners may share it (PC-8a). Yellow stands on its own tip, field 25, a castle; red's unit of three is
# four fields short of it, on field 21, and red throws 4.

# %%
castle = with_pieces(game, {"red": [20, 20, 20, "yard"], "yellow": [7, "yard", "yard", "yard"]})
after, events = castle.apply_with_events(4)
for event in events:
    print(event)
print("next to throw:", game.player_names[after.current_player])

# %% [markdown]
# With a 4 red's unit would land on the castle: not allowed, and nothing else can move, so **the engine
# passes by itself** (PC-5a) and yellow throws next. Give red one more piece that can move, and the engine asks
# red — and explains why the unit may not go:

# %%
print(with_pieces(game, {"red": [20, 20, 20, 10], "yellow": [7, "yard", "yard", "yard"]}).apply(4).why_not(Move(0, 20, 24, 3)))

# %% [markdown]
# **Exercise 4.** This move is refused. Which rule decides?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_czech", 4)

# %% [markdown]
# ## 4. The exact finish, and one short
#
# A piece must reach home in the charkoni by the **exact count** (PC-5). From row 3 of its middle column a 3
# goes home, a 4 does not.

# %%
finish = with_pieces(game, {"red": [80, 83, 83, 83]})
print([str(m) for m in finish.apply(3).legal_moves()])
print(COLOURS[finish.apply(4).colour], "throws next: red's 4 was passed automatically")

# %% [markdown]
# But no throw is worth 1. A piece one field short of home (row 1 of its middle column) would be stuck for ever — so the project
# settles that **any grace (6, 10 or 25) takes it home** from there, and that this holds for a whole unit too
# (PC-5, PC-5b; the reading Ludii's Pachisi uses).

# %%
short = with_pieces(game, {"red": [82, 82, "yard", "yard"]})
print("a 2: ", COLOURS[short.apply(2).colour], "throws next (nothing could move)")
for move in short.apply(1).legal_moves():
    print("a 10:", move)

# %% [markdown]
# **Exercise 5.** Predict a move: which field does the piece reach, and does it capture?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_czech", 5)

# %% [markdown]
# ## Czech and German rules side by side
#
# Both rule sets use the same cross board (rules B-1 and B-2), but play very differently:
#
# | | German family rules (`ruleset="german"`) | Czech rules (`ruleset="czech"`) |
# |---|---|---|
# | throw | two dice, doubles throw again | six cowries; 6, 10, 25 throw again (PC-2, PC-6) |
# | start | pieces wait in a corner yard, enter with a five | pieces start in the charkoni, enter with a grace (PC-4) |
# | path | start field on the track, home column at the end | out down the middle column, round, back up it (PC-3) |
# | sharing a field | at most two pieces: a *gate* nobody may pass | any number of a team; nobody is ever blocked (PC-7, PC-10) |
# | capture | landing on a single opposing piece | a unit at least as large as all defenders (PC-8, PC-8a) |
# | safety | four safe fields and conditionally safe fields | twelve castles (PC-9) |
# | finishing | exact count | exact count, one short goes home on a grace (PC-5) |
#
# ## Where the sources disagree
#
# * **The throw table.** Our seed's table (0 up = 25, 1 up = 10) is the common modern one. Older accounts use
#   six or seven cowries with other values: for the Deccan in 1832, Herklots records seven cowries where 5 up
#   counts 25, 6 up 30 and 7 up 12; Humphries (1906) has yet other values {claim:PH-10}.
# * **The shells themselves.** Nobody has published measured mouth-up probabilities of real cowries: p = ½ is a
#   model, not a fact — which is why `cowrie_p` is an option.
# * **Direction.** Most modern accounts move counter-clockwise, as we do; Humphries (1906) has clockwise {claim:PH-11}.
# * **Who wins.** The Czech page speaks of a team that wins with all eight pieces home, and in its last lines of
#   the single fastest player; the project's default is team play, with `individual=True` for the other reading.

# %% [markdown]
# **Exercise 6.** How likely is one value of the cowrie throw?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("pachisi_czech", 6)

# %% [markdown]
# ## A small experiment: is the greedy player better?
#
# The greedy computer player brings pieces home first, then captures, then
# enters pieces, then prefers safe fields. Let red and green play greedily against a random yellow and blue.

# %%
from gamekit.agents import agents_for

agents = agents_for(game)


def team_play(game, team_agents, n_games, seed):
    rng = np.random.default_rng(seed)
    wins, throws = 0, []
    for _ in range(n_games):
        state, n = game.initial_state(), 0
        while not state.is_terminal():
            if state.is_chance():
                state = state.apply(int(rng.binomial(6, game.options.cowrie_p)))
                n += 1
            else:
                state = state.apply(team_agents[state.current_player % 2](state, rng))
        wins += state.winner == (0, 2)
        throws.append(n)
    return wins, float(np.mean(throws))


N = 40
for name, pair in [("random vs random", ("random", "random")), ("greedy vs random", ("greedy", "random"))]:
    wins, mean_throws = team_play(game, [agents[pair[0]], agents[pair[1]]], N, seed=7)
    print(f"{name}: red+green won {wins} of {N}; {mean_throws:.0f} throws per game on average")

# %% [markdown]
# **What to notice.** Greedy play won every one of these games against random play, and those games are much
# shorter: random players waste many throws by passing or by moving pieces aimlessly. Try `cowrie_p=0.25` in `gamekit.load`:
# with many more 25s the race speeds up.

# %% [markdown]
# ## Which play is best? Red's opening 25
#
# In section 1 red threw **0 mouths up, 25**, at the very start and had three choices: enter a second
# piece (PC-4), run the first piece 25 fields (PC-5), or pass (PC-5a). Which one gives red and green the
# better chance? The kit answers such a question with **rollouts**, as backgammon players do: from the
# position each play reaches, the computer plays many games to the end and counts the share that red's
# team wins. `evaluate(state, n_games, seed, agents)` does it for every legal play of a position; here
# 20,000 games per play, all four seats played by the greedy player of the previous section.
#
# Every play's games use the same seeds (*common random numbers*): the same throws fall in the same
# games, so the **difference** between two plays is measured more precisely than each share alone.
# Each number comes with its 95 % interval.
#
# The 60,000 games take longer than a cell in a lesson should, so the notebook shows the result kept
# with the kit (`gamekit/data/evaluations/`, made by the same engines and checked against them by the
# tests; the comment in the cell says how to play them again).

# %%
from gamekit.analysis.saved import saved_evaluate

opening = saved_evaluate(after_throw, 20_000, 1, "greedy")  # live: evaluate(after_throw, 20_000, 1, "greedy")
for play in opening.plays:
    print(f"{play.description}: red and green win {play.share:.1%} ({play.low:.1%} to {play.high:.1%})")
print()
for a, b in ((0, 1), (0, 2), (1, 2)):
    d, lo, hi = opening.difference(a, b)
    print(f"play {a + 1} minus play {b + 1}: {100 * d:+.1f} points ({100 * lo:+.1f} to {100 * hi:+.1f})")
print()
best = opening.plays[0]
d, lo, hi = opening.difference(0, 1)
if lo > 0:
    print(f"Best: {best.description}. Its lead over the next play has a 95 % interval above 0.")
else:
    print(f"Best so far: {best.description}, but its lead over the next play has a 95 % interval that contains 0: these games cannot tell.")

# %% [markdown]
# **What to notice.** The plays are listed best first. A difference whose interval lies above 0 is a
# real difference for these players; one whose interval contains 0 is not settled by 20,000 games.
# Why could the play ranked first be worth more than the others? Think of what each later throw can
# do with one piece or with two pieces to choose from, and of the extra throw the grace gives in every
# case (PC-6). The answer holds for greedy players: with other players (`"random"`) or other shells
# (`cowrie_p`, PC-2) it may change — try `from gamekit.analysis import evaluate`, then
# `evaluate(after_throw, 2000, 1, "random")`.

# %% [markdown]
# ## Play
#
# Press **Throw** (or set the throw by hand: click the shells to turn them over, then *Set throw*), then click a piece or a unit. Clicking a unit of two or more
# selects it as one: click the highlighted field to move them all, or use *Move one piece*. Grey towers are
# castles. Each seat can be a person or a computer player: a computer seat plays by itself when it is its
# turn, at the *Speed* chosen (untick *computers play* to stop them).

# %%
from gamekit.widgets import board

board(game, seats=["person", "greedy", "person", "greedy"])

# %% [markdown]
# ## Experiment: flip a rule and watch
#
# What does one rule change? In **setting B**, change the cowries (`cowrie_p`, PC-2), play without teams (`individual`, PC-1), or give one colour the greedy player; then press **Run**. The computer plays both settings
# with the same seed, and the plots show who wins, how long the games last and the difference, each with its
# 95 % interval (**Stop** ends a long run early). The numbers are exactly those of
# `simulate(game, agents, n_games, seed)` for the same settings.

# %%
from gamekit.widgets import experiment

experiment("pachisi/czech", n_games=2000, seed=1)
