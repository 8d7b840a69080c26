# %% [markdown]
# # Sechs-As — "six-ace", a dice game solved exactly
#
# Two dice, six stones each, and **no moving at all**: each die is an *action*. A 1 hands one of your stones to
# your opponent, a 5 drops one into the pot in the middle, a 2 *must* fish one out of the pot again, a 6 takes
# one of your stones out of the game — and once your side is empty, a 6 wins.
#
# The game is small enough to be **solved exactly**: for every position we can compute the probability that the
# player to move wins if both sides play perfectly. That makes it the best game in this kit for probability and
# strategy. This notebook has four parts:
#
# 1. the rules, rule by rule;
# 2. where the game comes from (and where the sources disagree);
# 3. a board to play on, with hints;
# 4. the exact analysis: the first player's advantage, when *not* using a die is right, a map of every
#    position, and what changes if every die must be used.
#
# <span class="gk-lab-only">Run it from the top (*Run → Run All Cells*). **Run All takes a few seconds**: the kit's benchmark (`benchmarks/bench_notebooks.py`) measures the
# kernel's CPU time for Run All in a fresh kernel, under 10 CPU-seconds (the simulations with perfect play and the exact chains
# are computed once and kept with the kit, so they are read, not replayed).</span> Rule IDs such as
# SA-4 refer to the project's rule book; `gamekit.rules.explain("SA-4")` prints any of them.

# %%
import numpy as np
import matplotlib.pyplot as plt
import gamekit
from gamekit.render.figures import accessible_figures
from gamekit import rules

accessible_figures()  # every plot is also shown as an image with alt text (screen readers)

plt.rcParams["svg.hashsalt"] = "gamekit"
game = gamekit.load("sechs_as")
start = game.initial_state()
start

# %% [markdown]
# **What you will be able to do** after this notebook (about 40 minutes):
#
# 1. tell what each die of a throw may do, and why a die is refused;
# 2. predict the stones on each side and in the pot after a move;
# 3. read the exact solver's chance of winning, and pick the better of two plays.
#
# The exercises check themselves: pick or type an answer, press **Check**, and the rules engine explains it.
# Words of the game are in the [glossary](glossary.md).

# %% [markdown]
# ## 1. The rules, one by one
#
# A *seed* rule is what our source says; a *decision* is where the source is silent and we had to choose.
# Each rule ends with its source: "seed 004" is the German web page on Sechs-As that the rules were written
# from (section 2 says more about it); the repository's [`SOURCES.md`](../SOURCES.md) lists it with every other
# source.

# %%
for rule_id in rules.ids("sechs_as"):
    print(rules.explain(rule_id), end="\n\n")

# %% [markdown]
# In short, for the player who threw:
#
# | die | what it does | must you? |
# |---|---|---|
# | 1 | one stone from your side to your opponent's side | no (you may) |
# | 2 | one stone from the pot onto your side | **yes**, whenever the pot has a stone |
# | 3, 4 | nothing | — |
# | 5 | one stone from your side into the pot | no |
# | 6 | one stone from your side out of the game — or, with your side empty, **you win** | no (a win is never refused) |
#
# You use the two dice one after the other, in the order you like (SA-4), and a double other than 2-2 lets you
# throw again (SA-5). A die that cannot do anything is simply lost.
#
# Here is one throw worked through. South has six stones and throws 6-5; each line is one choice for one die:

# %%
after_throw = start.apply((6, 5))
for move in after_throw.legal_moves():
    print(move)

# %%
after_six = after_throw.apply("6:remove")     # the 6 first: a stone out of the game
after_five = after_six.apply("5:pot")          # then the 5: a stone into the pot
print(after_five)
after_five

# %% [markdown]
# A move can be written the way the board's buttons name it: `"6:remove"` means "use the 6 to take a stone
# out of the game", `"5:pot"` "use the 5 to put a stone into the pot". The order matters. Put a stone in the pot with a 5 *before* resolving a 2, and the 2 must take it straight
# back; resolve the 2 first while the pot is still empty and it is lost, so the stone stays in the pot:

# %%
position = game.make_state([3, 6], pot=0, throw=(5, 2))
for move in position.legal_moves():
    print(move)

# %% [markdown]
# And the one exception to "any order" (SA-4): with a single stone on your side and two different dice among
# 1, 5 and 6, the higher die must go first. Without this rule, 5-then-6 would pot your last stone and win at
# once:

# %%
one_stone = game.make_state([1, 6], pot=0, throw=(6, 5))
for move in one_stone.legal_moves():
    print(move)
print()
print("Why not the 5 first?", one_stone.why_not("5:pot"))

# %% [markdown]
# **Exercise 1.** Which dice of this throw can be used? Pick them all.

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("sechs_as", 1)

# %% [markdown]
# ## 2. Where the game comes from
#
# **What our source says.** The German web page we worked from ("Sechs-As – ein Ludusspiel", 2008; *seed 004*
# in the rule list above) places Sechs-As on the Roman *Ludus*
# board, a forerunner of the backgammon board; it says that several hundred such boards have been found in
# excavations in Rome and that one board served for a whole family of games. It says we know this because a
# Spanish author of the thirteenth century described fifteen games played on the board, which he called the
# *Alea* board, and it suggests that Sechs-As is one of the old *ludus duodecim scriptorum* ("game of twelve
# lines") games that survived from antiquity into his time {claim:SH-1} {claim:SH-3}.
#
# **The Spanish book.** That author is the workshop of King **Alfonso X of Castile**, whose *Libro de axedrez,
# dados e tablas* ("book of chess, dice and tables"), finished in **1283**, is called by reference works the
# oldest document on European tables games. Its part on *tablas* (tables, the backgammon family) describes
# **fifteen** games {claim:SH-2}.
#
# **Why 3 and 4 do not count — the seed's guess.** The seed suggests that the game was first played with the
# ankle bones of sheep (*knucklebones*, Latin *tali*), which can land on only **four** sides, and that this is
# why two of the six numbers of a die are ignored {claim:SH-4}.
#
# ### Where the sources disagree (open questions)
#
# * **Is this really Alfonso's game?** The seed attributes Sechs-As to the Spanish book. Scholars who have studied
#   that book describe its *seys dos e as* ("six, two and ace") as a **race** game, in which pieces travel round
#   the board and which takes its name from the points where the first player's pieces start — a different
#   game. The pot rules of our seed are much closer to the English **Sice-Ace** that **Charles Cotton** described
#   in *The Compleat Gamester* (**1674**): several players with six men each, aces load the neighbour, sixes bear
#   men off, and doublets make the thrower drink and throw again {claim:SH-3}.
# * **Knucklebones and the missing numbers.** Ancient knucklebones did have four usable sides, as the seed says —
#   but the classical dictionaries give their values as **1, 3, 4 and 6**, so the numbers *missing* from a
#   knucklebone are 2 and 5, not 3 and 4. The seed's explanation for ignoring 3 and 4 is therefore a guess that
#   does not fit this count; nobody knows the real reason {claim:SH-4}.
#
# **Sources:** the German web page "Sechs-As – ein Ludusspiel" (2008, seed 004); Harper's *Dictionary of Classical Literature
# and Antiquities* (1898), entry "Talus"; J. Basulto and J. A. Camúñez, *El libro de las tablas de Alfonso X el
# Sabio* (Universidad de Sevilla, 2011); C. Cotton, *The Compleat Gamester* (London, 1674). The full list, and
# what we took from each, is in the repository's [`SOURCES.md`](../SOURCES.md).

# %% [markdown]
# ## 3. Play
#
# Click **Throw** (or set a throw by hand: click one face of each die), then click one of the blue buttons beside the
# dice to resolve one die at a time. **Hint** shows the perfect choice and your chance of winning before and after
# it. North is played by the computer (`optimal`, the exact solution); switch either seat to `person`, `random`,
# `greedy` or `optimal`. *Undo*, *Redo* and the slider replay the game.

# %%
from gamekit.widgets import GameBoard

board = GameBoard(game, seats=["person", "optimal"], seed=1)
board

# %% [markdown]
# The same board for four players: each owns half of one side, the dice go round clockwise, and a 1 gives a
# stone to the neighbour on your right — the player who threw just before you (SA-7).

# %%
board4 = GameBoard(gamekit.load("sechs_as", players=4), seats=["person", "greedy", "greedy", "greedy"], seed=2)
board4

# %% [markdown]
# The hint is also available without the board. Here it is for South's 6-5 from the start:

# %%
print(board.view.hint(after_throw))

# %% [markdown]
# **Exercise 2.** Predict a move: how many stones are on each side and in the pot afterwards?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("sechs_as", 2)

# %% [markdown]
# ## 4. The exact analysis
#
# ### How it is solved
#
# Between two throws a two-player position is just three numbers, seen from the player about to throw: the
# stones on the thrower's side (`mine`), on the other side (`theirs`), and in the pot; the rest of the twelve
# stones are out of the game. There are only **455** ways to share out the stones like this, so only **455**
# positions to solve. (The comparison notebook counts positions differently, about 22 000 to 27 000 of them:
# there a position also records whose turn it is and, in the middle of a turn, which dice are still to be
# used. It is the same game, counted in finer steps.) Call `V(mine, theirs, pot)` the probability that the thrower wins with perfect play. For each of
# the 21 throws the thrower picks the best result the rules allow, and then
#
# * a six on an empty side is a win (worth 1);
# * after a double other than 2-2 the thrower goes again (worth `V` of the new position);
# * otherwise the opponent throws (worth `1 − V` of the position seen from the opponent's side).
#
# These 455 equations are solved by *value iteration*: start with every value at ½, apply the equations
# again and again until nothing changes by more than 10⁻¹³.

# %%
from gamekit.analysis import solve_sechs_as

solution = solve_sechs_as()
print(f"iterations: {solution.iterations}, largest remaining error: {solution.residual:.0e}")
p_first = solution.value(start)
print(f"P(South, who throws first, wins) = {p_first:.12f}")

# %% [markdown]
# **Checking the solver by hand.** With both sides and the pot empty, whoever throws a six first wins. In one
# throw, 11 of the 36 equally likely results contain a six. The doubles 1-1, 3-3, 4-4 and 5-5 (4 of 36) do
# nothing but let you throw again. So the chance of winning before the dice pass is *x* = 11/36 + 4/36 · *x*,
# that is *x* = 11/32; and the whole game is worth *V* = *x* + (1 − *x*)(1 − *V*), so *V* = 1/(2 − *x*) = 32/53.

# %%
from fractions import Fraction

x = Fraction(11, 36) / (1 - Fraction(4, 36))
V = 1 / (2 - x)
print("by hand:", x, "then", V, "=", float(V))
print("solver:  ", solution.throw_value(0, 0, 0))

# %% [markdown]
# **Exercise 3.** How likely is a throw that lets the same player throw again?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("sechs_as", 3)

# %% [markdown]
# ### The first player's advantage — exact and simulated
#
# With perfect play, throwing first lifts the winning chance about 4 percentage points above an even 50 %. The
# same kind of exact computation works for the computer players too (`exact_play` follows every position the
# game can reach when both players play `random` or both play `greedy`): the size of the advantage depends on
# how the game is played.
#
# Simulated games check these exact numbers: each exact value should lie inside the simulation's 95 % interval
# (in about 19 runs out of 20 it does). With 1000 games an interval is about ±3 percentage points wide — too wide
# to show a 2- or 4-point advantage by itself; that is what the exact computation is for. `simulate()` plays the
# random and greedy games with the batched engine (in a blink; change `n_games` for narrower intervals). Perfect
# play needs the solver at every move, so those games are played once and kept with the kit (the line under the
# numbers says how they were made; `saved_simulate` gives exactly what `simulate` gives for the same settings, and
# **Recompute live** plays them again now, with a progress bar and **Stop**).
# The exact chains are kept too (`saved_exact_play`): each is computed once, when the kit's notebooks are built.

# %%
from gamekit.analysis import simulate
from gamekit.analysis.saved import how_made, saved_exact_play, saved_simulate
from gamekit.analysis.stats import proportion_ci
from gamekit.widgets.recompute import recompute


exact = {"random": saved_exact_play("sechs_as", "random").win[0],
         "greedy": saved_exact_play("sechs_as", "greedy").win[0], "optimal": p_first}
n_games = 1000
runs = {"random": simulate(game, "random", n_games, seed=2024, progress=False),
        "greedy": simulate(game, "greedy", n_games, seed=2024, progress=False),
        "optimal": saved_simulate("sechs_as", "optimal", n_games, seed=2024)}


def report(name, run):
    wins = int(run.wins[:, 0].sum())
    low, high = proportion_ci(wins, run.n)
    inside = "inside" if low <= exact[name] <= high else "OUTSIDE"
    print(f"{name:>7} vs {name:<7}: South wins exactly {exact[name]:.4f};  simulated {wins / run.n:.3f} "
          f"(95 % interval {low:.3f} .. {high:.3f}, {run.n} games, {run.engine} engine): exact value {inside} the interval")


for name, run in runs.items():
    report(name, run)
print(how_made(runs["optimal"]))
recompute(runs["optimal"], lambda run: report("optimal", run))  # plays the kept games again, live

# %% [markdown]
# How much does perfect play gain against the other players? Each pairing is computed exactly, as the
# average of the two seatings (perfect play throwing first, and throwing second), and checked with 600 simulated
# games, half with each seating (played once and kept, as above).

# %%
for opponent in ["random", "greedy"]:
    first = saved_exact_play("sechs_as", ["optimal", opponent]).win[0]    # perfect play throws first
    second = saved_exact_play("sechs_as", [opponent, "optimal"]).win[1]   # perfect play throws second
    a = saved_simulate("sechs_as", ["optimal", opponent], 300, seed=2025)
    b = saved_simulate("sechs_as", [opponent, "optimal"], 300, seed=2026)
    n_games, wins = a.n + b.n, int(a.wins[:, 0].sum() + b.wins[:, 1].sum())
    low, high = proportion_ci(wins, n_games)
    print(f"optimal vs {opponent:<7}: optimal wins exactly {(first + second) / 2:.4f} "
          f"(throwing first {first:.4f}, second {second:.4f});  "
          f"simulated {wins / n_games:.3f} (95 % interval {low:.3f} .. {high:.3f}, {n_games} games)")
    print("  " + how_made(a))
    print("  " + how_made(b))

# %% [markdown]
# Against random play, perfect play wins more than nine games in ten. Against the greedy player it gains
# almost nothing — a hundredth of a percentage point: the greedy priority list (win; fewest stones on your own
# side; most on the opponent's; fewest in the pot) is very close to perfect. Perfect play is guaranteed at least
# 50 % on average over both seats against *any* opponent, so a simulated result a little below 50 % is chance.
#
# With **four players** there is no exact solution here (the position has too many parts to list), so we
# simulate: who wins how often, by seat, when everybody plays greedily?

# %%
game4 = gamekit.load("sechs_as", players=4)
n_games = 1000
run4 = simulate(game4, "greedy", n_games, seed=4, progress=False)
wins_by_seat = run4.wins.sum(axis=0)
print(f"{n_games} games, everybody greedy; seat 0 throws first ({run4.engine} engine)")
for seat, name in enumerate(game4.player_names):
    low, high = proportion_ci(wins_by_seat[seat], n_games)
    print(f"{name:<11} (seat {seat}): {wins_by_seat[seat] / n_games:.3f}  (95 % interval {low:.3f} .. {high:.3f})")

# %% [markdown]
# With four greedy players the seat matters: the player who throws first (seat 0) won about 30 % of these
# games and the last in the round (seat 3) about 20 %, where a fair game would give each seat 25 %. The two
# intervals do not overlap, so this difference is not just chance.

# %% [markdown]
# **Exercise 4.** With best play, how likely is the player about to throw to win? (a percentage)

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("sechs_as", 4)

# %% [markdown]
# ### When is declining a die right?
#
# The 1, 5 and 6 are optional. Is it ever right **not** to use a 5 (or a 6, or a 1)? We go through every
# position and every throw, and look at what perfect play does with each optional die that could be used.

# %%
from collections import Counter
from gamekit.throws import TWO_DICE_THROWS

declined = Counter()    # die value -> situations where declining is strictly best
usable = Counter()      # die value -> situations where the die could be used
examples = {}
for mine in range(13):
    for theirs in range(13 - mine):
        for pot in range(13 - mine - theirs):
            before = game.make_state([mine, theirs], pot=pot)
            for throw in TWO_DICE_THROWS:
                state = before.apply(throw)
                while not state.is_chance() and not state.is_terminal():
                    values = dict(solution.move_values(state))
                    for move, v in values.items():
                        if move.action == "decline":
                            use = [w for m, w in values.items() if m.die == move.die and m.action != "decline"]
                            usable[move.die] += 1
                            best_other = max(w for m, w in values.items() if m != move)
                            if v > max(use) + 1e-12 and v >= best_other - 1e-12:
                                declined[move.die] += 1
                                examples.setdefault(move.die, []).append((mine, theirs, pot, throw, state.dice))
                    state = state.apply(solution.best_move(state))
for die in (1, 5, 6):
    print(f"die {die}: could be used {usable[die]:5d} times; declining was strictly best {declined[die]:4d} times")

# %%
for die in (5, 6):
    throws = Counter(f"{t[0]}-{t[1]}" for _mine, _theirs, _pot, t, _dice in examples[die])
    print(f"declining a {die} is right after these throws:", dict(throws))
print()
print("Positions (mine, theirs, pot) where a 6 of 6-5 should be declined:")
for mine, theirs, pot, throw, dice in examples[6]:
    if throw == (6, 5):
        print(f"  mine {mine}, theirs {theirs}, pot {pot}")

# %% [markdown]
# ### Do rollouts find the same answer? (`evaluate`)
#
# For Pachisi and Raja Pasu there is no exact solver: the kit ranks the plays of a position by **rollouts**,
# playing many games on from the position each play reaches (`gamekit.analysis.evaluate`, the **Analyse**
# button under every board). Here we can check rollouts against the solver. Take the first position above
# where the 6 of a 6-5 should be declined, and let perfect players (`agents="optimal"`) play 300 games from
# each play, the same seeds for every play. Each rollout share should lie within about two standard errors
# of the solver's exact value, and the ranking should agree wherever the exact values are far enough apart.

# %%
from gamekit.analysis import evaluate

mine, theirs, pot, throw, _dice = next(e for e in examples[6] if e[3] == (6, 5))
state = game.make_state([mine, theirs], pot=pot).apply(throw)
ranking = evaluate(state, n_games=300, seed=1, agents="optimal")
print(f"mine {mine}, theirs {theirs}, pot {pot}, throw {throw[0]}-{throw[1]}")
for rank, play in enumerate(ranking.plays, 1):
    se = (play.solved * (1 - play.solved) / play.n_games) ** 0.5
    print(f"{rank}. rollout {play.share:.1%} ({play.low:.1%}-{play.high:.1%})   exact {play.solved:.1%}   "
          f"off by {abs(play.share - play.solved) / se:.1f} standard errors: {play.description}")
print()
print("Verdict:", ranking.verdict())

# %% [markdown]
# So declining is rare, and it always comes from the order rule SA-4. With **one stone** left and two different
# dice among 1, 5 and 6, the higher die must be resolved first. With 5-1 (or 6-1) that higher die would use up the
# last stone and leave the 1 with nothing to do, so perfect play **declines the 5 (or 6) and gives the stone to the
# opponent with the 1**: a stone on the opponent's side is a burden for the opponent, a stone in the pot or out of
# the game is not. The 1 itself is never worth declining.
#
# The case 6-5 is subtler. With one stone left and a throw of 6-5, removing the stone with the 6 leaves an empty
# pot and a clean race to the first six. Declining the 6 and putting the stone into the pot with the 5 is
# slightly **better** in the positions listed above: a stone in the pot may be forced onto the opponent's side by
# the opponent's own 2. Here is the simplest of those positions, with nothing else left on the board (the number
# is South's chance to win after each choice):

# %%
last_stone = game.make_state([1, 0], pot=0, throw=(6, 5))
for move, v in solution.move_values(last_stone):
    print(f"{v:.4f}  {move}")

# %% [markdown]
# **Exercise 5.** Two plays with the same throw: which gives the better chance to win?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("sechs_as", 5)


# %% [markdown]
# ### The value of every position: a heat map
#
# Each square is one position at the moment the thrower picks up the dice: stones on the thrower's side across,
# on the opponent's side down, for an empty pot and for one or two stones in the pot. The number is the
# thrower's winning chance in percent.

# %%
def heat_maps(table, title):
    fig, axes = plt.subplots(1, 3, figsize=(16, 5.6), constrained_layout=True)
    for pot, ax in enumerate(axes):
        grid = np.full((13, 13), np.nan)
        for theirs in range(13):
            for mine in range(13 - pot - theirs):
                grid[theirs, mine] = table[mine, theirs, pot]
        image = ax.imshow(grid, origin="lower", cmap="cividis", vmin=0, vmax=1)
        for theirs in range(13):
            for mine in range(13 - pot - theirs):
                v = grid[theirs, mine]
                ax.text(mine, theirs, f"{100 * v:.0f}", ha="center", va="center", fontsize=8,
                        color="black" if v > 0.55 else "white")
        ax.set_title(f"pot = {pot}")
        ax.set_xlabel("stones on the thrower's side")
        ax.set_ylabel("stones on the opponent's side")
        ax.set_xticks(range(0, 13, 2))
        ax.set_yticks(range(0, 13, 2))
    fig.colorbar(image, ax=axes, shrink=0.8, label="P(thrower wins)")
    fig.suptitle(title)
    plt.show()


heat_maps(solution.table, "Sechs-As, perfect play: the thrower's chance to win (percent)")

# %% [markdown]
# What to notice: every stone on your own side lowers your chance and every stone on the opponent's side
# raises it, but not evenly. The biggest single step is the **last** stone: with the opponent's side and the pot
# empty, an empty side is worth about 60 %, one stone only about 45 %. The starting position (6 against 6) is
# worth about 54 % to the player who throws first.

# %% [markdown]
# ### Must every die be used? (option `all_actions_compulsory`)
#
# Our source says both "you *may* use a 1, 5 or 6" and "one must make a move for each die". We read the second
# as "each die is its own move" (SA-3); the option makes every 1, 5 and 6 compulsory whenever it can be used.

# %%
strict = solve_sechs_as(all_actions_compulsory=True)
p_strict = strict.value(gamekit.load("sechs_as", all_actions_compulsory=True).initial_state())
print(f"P(first player wins), dice optional (default): {p_first:.12f}")
print(f"P(first player wins), every die compulsory:    {p_strict:.12f}")
print(f"difference: {p_first - p_strict:+.6f}")

# %%
fig, axes = plt.subplots(1, 3, figsize=(16, 5.6), constrained_layout=True)
for pot, ax in enumerate(axes):
    grid = np.full((13, 13), np.nan)
    for theirs in range(13):
        for mine in range(13 - pot - theirs):
            grid[theirs, mine] = solution.table[mine, theirs, pot] - strict.table[mine, theirs, pot]
    image = ax.imshow(100 * grid, origin="lower", cmap="PuOr", vmin=-2, vmax=2)
    ax.set_title(f"pot = {pot}")
    ax.set_xlabel("stones on the thrower's side")
    ax.set_ylabel("stones on the opponent's side")
fig.colorbar(image, ax=axes, shrink=0.8, label="percentage points gained by the freedom to decline")
fig.suptitle("How much the thrower gains when 1, 5 and 6 may be declined")
plt.show()

# %%
gain = solution.table - strict.table
mine, theirs, pot = np.unravel_index(np.nanargmax(gain), gain.shape)
print(f"The freedom to decline helps most at mine={mine}, theirs={theirs}, pot={pot}: "
      f"{solution.table[mine, theirs, pot]:.4f} instead of {strict.table[mine, theirs, pot]:.4f}")
mine, theirs, pot = np.unravel_index(np.nanargmin(gain), gain.shape)
print(f"... and hurts most at mine={mine}, theirs={theirs}, pot={pot}: "
      f"{solution.table[mine, theirs, pot]:.4f} instead of {strict.table[mine, theirs, pot]:.4f}")

# %% [markdown]
# The freedom to decline belongs to *both* players, so it can help or hurt the thrower: it helps most when the
# thrower is down to a stone or so, and it hurts when the thrower's side is empty and the *opponent* holds the last
# stones — then it is the opponent who uses the freedom. The differences are at most about two percentage points,
# and from the start the two versions are very close: the first player's advantage barely changes.
#
# ### Try it yourself
#
# * Change the seats of the board above, or start it from a position of your own:
#   `GameBoard(game.make_state([2, 5], pot=1), seats=["person", "optimal"])`.
# * Which throw is the best one to get from the start? Try `solution.value(start.apply((6, 6)))`.
# * With four players, does the option `one_goes_to="left"` change who wins most often?
#
# *Numbers for the teacher:* the benchmark `.venv/bin/python benchmarks/bench_sechs_as.py` (run in a terminal from
# the repository's folder) prints the time of the exact solve
# (well under a second) and how many random games per second the engine plays.

# %% [markdown]
# **Exercise 6.** A die that cannot be used: which rule decides?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("sechs_as", 6)

# %% [markdown]
# ## Experiment: flip a rule and watch
#
# What does one rule change? In **setting B**, make every die compulsory (`all_actions_compulsory`, SA-3), play with four (`players`, SA-7), or give one side the greedy player; then press **Run**. The computer plays both settings
# with the same seed, and the plots show who wins, how long the games last and the difference, each with its
# 95 % interval (**Stop** ends a long run early). The numbers are exactly those of
# `simulate(game, agents, n_games, seed)` for the same settings.

# %%
from gamekit.widgets import experiment

experiment("sechs_as", n_games=2000, seed=1)
