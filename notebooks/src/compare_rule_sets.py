# %% [markdown]
# # Four rule sets side by side
#
# **Pachisi** with the German family rules, the Czech **Pačísí**, the dice game **Sechs-As** (said to come from the
# Roman *Ludus* board {claim:SH-1}) and the
# Sri Lankan mancala **Raja Pasu** look very different on the table. This notebook puts them next to each other:
#
# 1. **the rules** in one table, generated from the code (so it can never disagree with the games);
# 2. **the throwing devices** — two dice, six cowrie shells, dice as actions — and what they give, *exactly*;
# 3. **getting a piece into play**, exactly;
# 4. **how far you get in one turn**: exact values checked against a simulation;
# 5. **how long a game lasts and whether going first helps**, measured over many computer games;
# 6. **flipping one rule** and watching what changes;
# 7. **history and symbolism**, with a timeline — and the questions the sources leave open.
#
# Everything that can be computed exactly is computed exactly (as fractions); everything else is measured by
# playing many games and shown with a **95 % confidence interval**: the range in which the true value lies,
# unless we were unlucky (1 time in 20). <span class="gk-lab-only">To present without code: `bash scripts/present.sh
# notebooks/compare_rule_sets.ipynb`. To run it yourself: *Run → Run All Cells* (seconds: the kit's benchmark, `benchmarks/bench_notebooks.py`, measures the kernel's
# CPU time for Run All in a fresh kernel, under 20 CPU-seconds; sections 5 and 6 use about 150 000 computer games, the 60 000
# Pachisi games among them played once by the batched simulators behind `simulate()` and kept with the kit).</span> Section 9 is a live experiment: flip a rule, press Run, and watch.

# %%
from fractions import Fraction

import numpy as np
import matplotlib.pyplot as plt
from IPython.display import HTML, display

import gamekit
from gamekit.render.figures import accessible_figures
from gamekit.analysis import exact, solve_sechs_as
from gamekit.analysis.compare import GAME_TITLES, N_GAMES, load_game, rule_table, toggle_experiment
from gamekit.analysis import simulate
from gamekit.analysis.saved import how_made, saved_exact_play, saved_simulate
from gamekit.analysis.stats import mean_ci, proportion_ci
from gamekit.render.svg import OKABE_ITO

accessible_figures()  # every plot is also shown as an image with alt text (screen readers)

plt.rcParams.update({
    "svg.hashsalt": "gamekit", "figure.dpi": 100, "font.size": 14, "axes.titlesize": 16,
    "axes.labelsize": 14, "xtick.labelsize": 13, "ytick.labelsize": 13, "legend.fontsize": 12,
    "axes.spines.top": False, "axes.spines.right": False,
})
C = OKABE_ITO  # colour-blind-safe palette (Okabe & Ito 2008)
GERMAN, CZECH, SECHS, RAJA = C["vermillion"], C["blue"], C["green"], C["orange"]


def frac(x):
    """A Fraction as '1/3 = 0.3333'."""
    return f"{x.numerator}/{x.denominator} = {float(x):.4f}" if x.denominator != 1 else str(x.numerator)


# %% [markdown]
# **What you will be able to do** after this notebook (about 40 minutes):
#
# 1. compare how the four rule sets let a piece enter, move and capture;
# 2. compare the chances their throwing devices give;
# 3. test a rule change by simulation.
#
# The exercises check themselves: pick or type an answer, press **Check**, and the rules engine explains it.
# Words of the game are in the [glossary](glossary.md).

# %% [markdown]
# ## 1. The rules side by side
#
# Each cell says in a few words what the rule set does, with the **rule IDs** below it (hover over an ID to see its
# title; `gamekit.rules.explain("PG-16")` prints the whole rule). The second table lists every **option** a class
# can switch, with the rule it belongs to. Both tables are generated from the rule-set objects in the code.

# %%
table = rule_table()
display(HTML(table.to_html()))

# %% [markdown]
# **Where they differ most.** The two Pachisi rule sets share the cross-shaped board but almost nothing else: the
# German family rules use two dice, enter on a five and block with *gates*; the Czech rules use six cowries,
# enter on a *grace* (6, 10 or 25) and have no gates, only castles. Sechs-As has dice but no moving at all — each
# die is an action. Raja Pasu has no chance whatsoever: once the first move is chosen, everything follows from the
# players' choices.

# %% [markdown]
# **Exercise 1.** German Pachisi: a piece may not enter. Which rule decides?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("compare_rule_sets", 1)

# %% [markdown]
# **Exercise 2.** The same question in the Czech rules: which rule decides?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("compare_rule_sets", 2)

# %% [markdown]
# ## 2. The throwing devices
#
# **Two dice, German style (PG-13).** A double moves the top faces *and* the bottom faces: 2-2 gives 2, 2, 5, 5
# (opposite faces of a die add to 7, so a double always gives 14). Until all four pieces of a colour have been in
# play, a double gives only the two higher of its four values and no new throw (PG-14):

# %%
for x in range(1, 7):
    full = exact.german_throw_values((x, x))
    restricted = exact.german_throw_values((x, x), restricted=True)
    print(f"double {x}-{x}: values {full} (sum {sum(full)}),  before all pieces were in play: {restricted}")

# %%
fig, axes = plt.subplots(1, 3, figsize=(17, 5.2), constrained_layout=True)

ax = axes[0]
pips = np.arange(15)
full, restr = exact.german_pips_pmf(), exact.german_pips_pmf(restricted=True)
ax.bar(pips - 0.2, full, width=0.4, color=GERMAN, label="all pieces have been in play")
ax.bar(pips + 0.2, restr, width=0.4, color=C["sky"], hatch="//", edgecolor="white", label="before (PG-14)")
ax.set(title="German Pachisi: two dice", xlabel="fields one throw gives", ylabel="probability", xticks=range(2, 15, 2))
ax.legend(loc="upper left")

ax = axes[1]
dist = exact.cowrie_distribution(Fraction(1, 2))
vals = list(dist)
ax.bar([str(v) for v in vals], [float(p) for p in dist.values()],
       color=[C["vermillion"] if v in (6, 10, 25) else CZECH for v in vals])
ax.set(title="Czech Pačísí: six cowries, p = 1/2", xlabel="move value (6, 10, 25 = grace, throw again)",
       ylabel="probability")
for i, p in enumerate(dist.values()):
    ax.text(i, float(p) + 0.005, f"{p.numerator}/{p.denominator}", ha="center", fontsize=12)

ax = axes[2]
act = exact.sechs_as_action_probabilities()
names = ["give", "take", "pot", "remove", "nothing", "throw_again"]
labels = ["1: give\naway", "2: take\nfrom pot", "5: into\npot", "6: out /\nwin", "3 and 4\nonly", "double\n(not 2-2)"]
ax.bar(labels, [float(act[n]) for n in names], color=[SECHS] * 4 + [C["black"], C["purple"]])
for i, n in enumerate(names):
    ax.text(i, float(act[n]) + 0.005, f"{act[n].numerator}/{act[n].denominator}", ha="center", fontsize=12)
ax.set(title="Sechs-As: each die is an action", ylabel="probability a throw offers it")
fig.suptitle("What one throw gives (exact)", fontsize=18)
plt.show()

# %% [markdown]
# **Cowries are not coins.** The Czech table assumes each shell lands mouth up with probability *p* = ½, but
# nobody has published measurements of real cowries (open question 3 in section 8), so *p* is an option (`cowrie_p`). How does the
# throw change with *p*?

# %%
ps = np.linspace(0.2, 0.8, 61)
fig, axes = plt.subplots(1, 2, figsize=(16, 5.2), constrained_layout=True)
ax = axes[0]
for v, colour, style in [(25, C["vermillion"], "-"), (10, C["orange"], "--"), (6, C["purple"], "-."),
                         (3, CZECH, ":"), (2, C["sky"], "-")]:
    ax.plot(ps, [exact.cowrie_distribution(float(p))[v] for p in ps], style, color=colour, lw=3, label=f"value {v}")
ax.set(title="Chance of each throw value", xlabel="p = chance that one shell lands mouth up", ylabel="probability")
ax.legend(ncol=2)
ax = axes[1]
ax.plot(ps, [exact.grace_probability(float(p)) for p in ps], color=C["vermillion"], lw=3, label="P(grace: 6, 10 or 25)")
ax2 = ax.twinx()
ax2.plot(ps, [exact.czech_expected_value_per_turn(float(p)) for p in ps], "--", color=CZECH, lw=3,
         label="fields per turn (right axis)")
ax.set(title="Graces and speed", xlabel="p = chance that one shell lands mouth up", ylabel="P(grace)")
ax2.set_ylabel("expected fields per turn")
ax2.spines["right"].set_visible(True)
for a in (ax, ax2):
    a.axvline(0.5, color="grey", lw=1)
ax.legend(loc="upper center"); ax2.legend(loc="upper right", bbox_to_anchor=(1, 0.85))
plt.show()

for p in (Fraction(2, 5), Fraction(1, 2), Fraction(3, 5)):
    print(f"p = {p}: P(grace) = {frac(exact.grace_probability(p))},  "
          f"fields per turn = {frac(exact.czech_expected_value_per_turn(p))}")

# %% [markdown]
# Fewer mouths up (small *p*) means more throws of 10 and 25: the game gets **faster** and graces more common.
#
# ## 3. Getting a piece into play
#
# * **German (PG-16):** a die showing five enters a piece — or the fives on the *bottom* of 2-2. With nothing in
#   play a colour may throw up to three times (PG-19).
# * **Czech (PC-4):** a grace (6, 10 or 25) enters a piece; the first piece is in play from the start.
# * American Parcheesi also enters on a *sum* of five (1+4, 2+3): the German option `enter_on_sum_five`.

# %%
q = exact.german_enter_probability()
q5 = exact.german_enter_probability(enter_on_sum_five=True)
rows = [
    ("German, one throw", q, GERMAN),
    ("German, three tries\n(nothing in play, PG-19)", exact.german_enter_within(3), GERMAN),
    ("German + sum of five,\none throw", q5, C["sky"]),
    ("German + sum of five,\nthree tries", exact.german_enter_within(3, enter_on_sum_five=True), C["sky"]),
    ("Czech, one throw\n(p = 1/2)", exact.grace_probability(Fraction(1, 2)), CZECH),
    ("Czech, one throw\n(p = 2/5)", exact.grace_probability(Fraction(2, 5)), CZECH),
]
fig, ax = plt.subplots(figsize=(15, 5.5), constrained_layout=True)
ax.barh([r[0] for r in rows][::-1], [float(r[1]) for r in rows][::-1], color=[r[2] for r in rows][::-1])
for i, (_, x, _) in enumerate(rows[::-1]):
    ax.text(float(x) + 0.01, i, f"{x.numerator}/{x.denominator}  ({float(x):.0%})", va="center", fontsize=14)
ax.set(xlim=(0, 1), xlabel="chance of bringing a piece into play", title="Entering a piece (exact)")
plt.show()
for label, x, _ in rows:
    print(f"{label.replace(chr(10), ' '):45s} {frac(x)}")
print("German, how many pieces one throw may enter:",
      {k: f"{v.numerator}/{v.denominator}" for k, v in exact.german_enter_distribution().items()})

# %% [markdown]
# A German player at the start enters within three tries 19 times in 27 — a Czech player waits on average
# eight throws for a grace (1/8 each). The Czech rules make up for it by putting every player's first piece in
# play from the start.
#
# ## 4. How far you get in one turn: exact and simulated
#
# On an open track (nothing in the way, every value usable) the expected number of fields one turn gives can be
# worked out by hand. German: one throw gives 49/6 on average and a double (1 in 6) throws again, so a turn gives
# (49/6) ÷ (1 − 1/6) = **49/5**. Czech: a throw gives 271/64 and a grace (1 in 8) throws again, so a turn gives
# (271/64) ÷ (7/8) = **271/56**. Below, 200 000 simulated turns check each number: the *z*-score says how many
# standard errors the simulation is away from the exact value; anything within ±4 agrees.

# %%
checks = [
    ("German, all pieces in play", exact.german_expected_pips_per_turn(), dict(kind="german")),
    ("German, before all were in play (PG-14)", exact.german_expected_pips_per_turn(restricted=True),
     dict(kind="german", restricted=True)),
    ("Czech, p = 1/2", exact.czech_expected_value_per_turn(Fraction(1, 2)), dict(kind="czech", p=0.5)),
    ("Czech, p = 2/5", exact.czech_expected_value_per_turn(Fraction(2, 5)), dict(kind="czech", p=0.4)),
]
results = []
for i, (label, value, kw) in enumerate(checks):
    kind = kw.pop("kind")
    mc = exact.monte_carlo_check(kind, n_turns=200_000, seed=10 + i, **kw)
    results.append((label, value, mc))
    print(f"{label:42s} exact {frac(value):>18s}   simulated {mc.mean:.4f} ± {mc.se:.4f}   z = {mc.z:+.2f}   "
          f"{'agrees' if mc.ok else 'DISAGREES'}")

fig, ax = plt.subplots(figsize=(13, 4.8), constrained_layout=True)
y = np.arange(len(results))[::-1]
ax.barh(y, [float(v) for _, v, _ in results], color=[GERMAN, GERMAN, CZECH, CZECH], alpha=0.45, label="exact")
ax.errorbar([mc.mean for *_, mc in results], y, xerr=[4 * mc.se for *_, mc in results], fmt="o", color="black",
            capsize=6, ms=8, label="simulated (± 4 standard errors)")
ax.set_yticks(y, [r[0] for r in results])
ax.set(xlabel="expected fields per turn (open track)", title="Exact and simulated agree")
ax.legend(loc="lower right")
plt.show()

# %% [markdown]
# The German dice move about **twice as fast** per turn as the Czech cowries — but the Czech track is longer
# and pieces can stack and move together. Only whole games can tell which is quicker in the end.
#
# ## 5. Whole games: how long, and does going first help?
#
# Computers play many games: **random** players pick any legal move; **greedy** players follow a fixed list of
# priorities (capture, escape, advance …). Red (German and Czech) and South (Sechs-As, Raja
# Pasu) always start. In Pachisi red plays together with green, so we measure the **first team**.
#
# Sechs-As is small enough to be computed **exactly** for these players too, so its simulation is only a check.
# The exact computation is a *Markov chain* over every position the game can reach — about 22 000 to 27 000 of
# them (the cell prints the counts). That is far more than the **455** positions of the Sechs-As notebook, but
# the two numbers count different things: the 455 are the ways to share out the stones between the thrower's
# side, the other side and the pot at the moment the dice are picked up; a position of the chain also says
# whose turn it is and, in the middle of a turn, which dice are still to be used.
#
# **10 000 games per rule set and player type.** That many games pin the first team's share down to within about
# ±1 percentage point (95 % confidence), enough to answer "does starting help?". `simulate()` plays them with
# a *batched simulator* (the rules compiled for many games at once; tests replay its games through the readable
# rules engine move by move). The Pachisi games are played once and kept with the kit (`saved_simulate` gives
# exactly what `simulate` gives for the same settings; the lines under the count say how each was made); the
# Sechs-As and Raja Pasu games are played afresh.

# %%
N = N_GAMES  # games per rule set and player type: the first team's 95 % interval is within about ±1 point

german, czech, sechs, raja = (load_game(k) for k in ("pachisi/german", "pachisi/czech", "sechs_as", "raja_pasu"))
sims = {}
for key, game in (("German", german), ("Czech", czech)):
    for agent in ("random", "greedy"):  # 40 000 Pachisi games: played once and kept with the kit
        sims[key, agent] = saved_simulate(game.key, agent, N, seed=2024)
for agent in ("random", "greedy"):
    sims["Sechs-As", agent] = simulate(sechs, agent, N, seed=2024, progress=False, n_jobs=-1)
    sims["Raja Pasu", agent] = simulate(raja, agent, N, seed=2024, progress=False, n_jobs=-1)
sechs_exact = {agent: saved_exact_play("sechs_as", agent) for agent in ("random", "greedy")}
sechs_optimal = solve_sechs_as().value(sechs.initial_state())
print("games simulated:", sum(r.n for r in sims.values()))
for key in ("German", "Czech"):
    for agent in ("random", "greedy"):
        print(how_made(sims[key, agent]))
for agent, chain in sechs_exact.items():
    count = f"{chain.states:,}".replace(",", " ")
    print(f"Sechs-As, exact for {agent} players: a Markov chain over {count} positions")


# %%
def win_row(label, wins, n, colour, exact_value=None):
    low, high = proportion_ci(int(wins), int(n))
    return dict(label=label, p=wins / n, low=low, high=high, n=n, colour=colour, exact=exact_value)

rows = []
for key, colour in (("German", GERMAN), ("Czech", CZECH)):
    for agent in ("random", "greedy"):
        r = sims[key, agent]
        rows.append(win_row(f"{key} Pachisi, {agent}: first team", r.wins[:, 0].sum(), r.n, colour))
for agent in ("random", "greedy"):
    r = sims["Sechs-As", agent]
    rows.append(win_row(f"Sechs-As, {agent}: first player", r.wins[:, 0].sum(), r.n, SECHS, sechs_exact[agent].win[0]))
rows.append(dict(label="Sechs-As, perfect play: first player", p=sechs_optimal, low=sechs_optimal,
                 high=sechs_optimal, n=0, colour=SECHS, exact=sechs_optimal))
for agent in ("random", "greedy"):
    r = sims["Raja Pasu", agent]
    rows.append(win_row(f"Raja Pasu, {agent}: South", r.wins[:, 0].sum(), r.n, RAJA))

fig, ax = plt.subplots(figsize=(14, 6.5), constrained_layout=True)
y = np.arange(len(rows))[::-1]
for yi, row in zip(y, rows):
    ax.errorbar(row["p"], yi, xerr=[[row["p"] - row["low"]], [row["high"] - row["p"]]], fmt="o", ms=9,
                color=row["colour"], capsize=6, lw=2.5)
    if row["exact"] is not None:
        ax.plot(row["exact"], yi, "D", ms=12, mfc="none", mec="black", mew=2)
ax.plot([], [], "D", ms=12, mfc="none", mec="black", mew=2, label="exact value")
ax.plot([], [], "o", color="grey", label="simulated, with 95 % confidence interval")
ax.axvline(0.5, color="grey", ls="--", lw=1.5)
ax.set_yticks(y, [row["label"] for row in rows])
ax.set(xlim=(0.2, 1.03), xlabel="share of games won by whoever starts (0.5 = fair)",
       title="Does going first help?")
ax.legend(loc="lower right")
plt.show()

for row in rows:
    ex = "" if row["exact"] is None else f"   exact {row['exact']:.4f}"
    sim = "" if row["n"] == 0 else f"{row['p']:.3f}  (95% CI {row['low']:.3f} .. {row['high']:.3f}, {row['n']} games)"
    print(f"{row['label']:40s} {sim}{ex}")
print()
print("Does starting help? (read from the 95 % intervals above)")
for row in rows:
    if row["n"] == 0:
        continue
    if row["low"] > 0.5:
        verdict = "YES, starting helps"
    elif row["high"] < 0.5:
        verdict = "NO, starting hurts"
    else:
        verdict = "cannot tell: the interval contains 0.5"
    print(f"  {row['label']:40s} {verdict}: {row['p']:.1%} (95% CI {row['low']:.1%} .. {row['high']:.1%}, "
          f"half-width {(row['high'] - row['low']) / 2:.2%})")

# %% [markdown]
# How to read it: a dot is the share of games won by the side that starts; the bar is the 95 % confidence
# interval. If the bar crosses the dashed line at 0.5 we **cannot tell** from these games whether starting helps.
# Black diamonds are exact values: the simulated bars for Sechs-As must (and do) cover them. The printed list
# under the plot answers the question for every rule set and player type, straight from the intervals.
#
# * **Sechs-As:** the first player wins about 52 % under random play and 54 % under greedy or perfect play — a
#   small but real advantage, known exactly.
# * **Raja Pasu:** South, who opens, wins about three rounds in four under random play — a big advantage, from a
#   game without any dice. Greedy players have almost no choice to make, and South wins every round.
# * **Pachisi:** with 10 000 games per bar each interval is about ±1 percentage point wide, so an advantage
#   of a few per cent would show; the list above says, for each rule set and player type, whether one does.
#   A good class exercise: how many games would a half-point advantage need? (Four times as many for half the
#   width.)
#
# Checking the exact Sechs-As values against the simulation:

# %%
for agent in ("random", "greedy"):
    r, ex = sims["Sechs-As", agent], sechs_exact[agent]
    se = np.sqrt(ex.win[0] * (1 - ex.win[0]) / r.n)
    z_win = (r.win_rate(0) - ex.win[0]) / se
    m, lo, hi = mean_ci(r.turns)
    z_turns = (m - ex.expected_turns) / (r.turns.std(ddof=1) / np.sqrt(r.n))
    print(f"Sechs-As {agent:6s}: P(first wins) exact {ex.win[0]:.4f}, simulated {r.win_rate(0):.4f}, z = {z_win:+.2f};  "
          f"turns exact {ex.expected_turns:.2f}, simulated {m:.2f}, z = {z_turns:+.2f}")

# %% [markdown]
# **Exercise 3.** German Pachisi: how likely is it to enter in one throw?

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("compare_rule_sets", 3)

# %% [markdown]
# **Exercise 4.** Czech Pačísí: how likely is a grace, the throw that enters? Compare with exercise 3.

# %%
from gamekit.widgets.exercise_widget import notebook_exercise

notebook_exercise("compare_rule_sets", 4)

# %% [markdown]
# ### How long is a game?
#
# A *turn* is one player's go (with its extra throws). In Pachisi all four colours' turns are counted; in Raja
# Pasu a turn is one move.

# %%
fig, axes = plt.subplots(1, 3, figsize=(18, 5.4), constrained_layout=True)
ax = axes[0]
bins = np.linspace(0, 1200, 41)
for (key, agent), colour, ls in [(("German", "random"), GERMAN, "-"), (("German", "greedy"), GERMAN, "--"),
                                 (("Czech", "random"), CZECH, "-"), (("Czech", "greedy"), CZECH, "--")]:
    t = sims[key, agent].turns
    ax.hist(np.clip(t, 0, 1199), bins=bins, histtype="step", lw=3, color=colour, ls=ls,
            label=f"{key}, {agent} (median {np.median(t):.0f})")
ax.set(title="Pachisi: German and Czech", xlabel="turns per game (all four colours)", ylabel="games")
ax.legend(fontsize=11)

ax = axes[1]
bins = np.arange(0, 121, 4)
for agent, ls in (("random", "-"), ("greedy", "--")):
    t = sims["Sechs-As", agent].turns
    ax.hist(np.clip(t, 0, 119), bins=bins, histtype="step", lw=3, color=SECHS, ls=ls,
            label=f"{agent} (exact mean {sechs_exact[agent].expected_turns:.1f})")
ax.set(title="Sechs-As", xlabel="turns per game (both players)", ylabel="games")
ax.legend()

ax = axes[2]
bins = np.arange(0, 81, 2)
raja_random = sims["Raja Pasu", "random"]
ax.hist(np.clip(raja_random.moves, 0, 79), bins=bins, histtype="step", lw=3, color=RAJA,
        label=f"random (median {np.median(raja_random.moves):.0f})", density=True)
g = sims["Raja Pasu", "greedy"].moves
ax.hist(np.clip(g, 0, 79), bins=bins, histtype="step", lw=3, ls="--", color=C["black"],
        label=f"greedy (median {np.median(g):.0f})", density=True)
ax.set(title="Raja Pasu (one round)", xlabel="moves per round", ylabel="share of rounds")
ax.legend()
fig.suptitle("Game length", fontsize=18)
plt.show()

for key in ("German", "Czech"):
    for agent in ("random", "greedy"):
        m, lo, hi = mean_ci(sims[key, agent].turns)
        print(f"{key} Pachisi, {agent}: mean {m:.0f} turns (95% CI {lo:.0f} .. {hi:.0f})")
m, lo, hi = mean_ci(raja_random.moves)
print(f"Raja Pasu, random: mean {m:.1f} moves per round (95% CI {lo:.1f} .. {hi:.1f}), "
      f"drawn rounds {raja_random.draw.mean():.1%}")

# %% [markdown]
# ## 6. Flip one rule and watch
#
# Each experiment plays the same games twice — same seeds, same dice — once with the rule as it is and once
# switched, and reports the **difference** with a 95 % confidence interval. If the interval includes 0, these
# games cannot tell whether the rule matters (more games might).
#
# * `enter_on_sum_five` (German, PG-16): a sum of five (1+4, 2+3) also enters, as in American Parcheesi.
# * `cowrie_p` (Czech, PC-2): shells land mouth up with probability 0.4 instead of 0.5.
# * `pasu_on_last_seed` (Raja Pasu, RP-5): the last seed of a lap can no longer make a *pasu* capture.
# * `all_actions_compulsory` (Sechs-As, SA-3): 1, 5 and 6 must be used whenever possible, not just 2.

# %%
toggles = [
    toggle_experiment("pachisi/german", "enter_on_sum_five", (False, True), "random", N, 2024, "turns", n_jobs=-1,
                      results_a=sims["German", "random"],
                      results_b=saved_simulate("pachisi/german", "random", N, 2024, enter_on_sum_five=True)),
    toggle_experiment("pachisi/czech", "cowrie_p", (0.5, 0.4), "random", N, 2024, "turns", n_jobs=-1,
                      results_a=sims["Czech", "random"],
                      results_b=saved_simulate("pachisi/czech", "random", N, 2024, cowrie_p=0.4)),
    toggle_experiment("raja_pasu", "pasu_on_last_seed", (True, False), "random", N, 2024, "turns", n_jobs=-1,
                      results_a=sims["Raja Pasu", "random"]),
    toggle_experiment("sechs_as", "all_actions_compulsory", (False, True), "random", N, 2024, "turns", n_jobs=-1,
                      results_a=sims["Sechs-As", "random"]),
]
wins = [t.with_metric("first_wins") for t in toggles]  # the same games, another measure
# Sechs-As is small enough to know the answer exactly: the same random players, every position
sechs_forced = saved_exact_play("sechs_as", "random", all_actions_compulsory=True)
base = sechs_exact["random"]
exact_turns = 100 * (sechs_forced.expected_turns - base.expected_turns) / base.expected_turns
exact_wins = 100 * (sechs_forced.win[0] - base.win[0])
colours = [GERMAN, CZECH, RAJA, SECHS]
labels = [f"{GAME_TITLES[t.game]}\n{t.option}: {t.values[0]} → {t.values[1]}" for t in toggles]

fig, axes = plt.subplots(1, 2, figsize=(18, 6), constrained_layout=True, sharey=True)
y = np.arange(len(toggles))[::-1]
for ax, results, scale, title, xlabel in [
    (axes[0], toggles, None, "Game length",
     "change in game length, % of the usual length\n(difference ÷ mean turns with the rule as it is)"),
    (axes[1], wins, 100, "First player / first team", "change in win rate of whoever starts\n(percentage points)"),
]:
    for yi, t, colour in zip(y, results, colours):
        if scale is None:  # relative change of game length, in per cent
            k = 100 / t.mean_a
        else:
            k = scale
        ax.errorbar(t.difference * k, yi, xerr=[[(t.difference - t.low) * k], [(t.high - t.difference) * k]],
                    fmt="o", ms=10, color=colour, capsize=7, lw=3)
    ax.plot(exact_turns if scale is None else exact_wins, y[-1], "D", ms=13, mfc="none", mec="black", mew=2,
            label="exact (Sechs-As)")
    ax.axvline(0, color="grey", ls="--", lw=1.5)
    ax.legend(loc="upper left" if scale is None else "lower left")
    ax.set(title=title, xlabel=xlabel)
axes[0].set_yticks(y, labels)
fig.suptitle("What flipping one rule does (95 % confidence intervals)", fontsize=18)
plt.show()

for t in toggles + wins:
    print(t)
print(f"Sechs-As exact, random players: turns {base.expected_turns:.3f} -> {sechs_forced.expected_turns:.3f} "
      f"({exact_turns:+.1f} %), P(first wins) {base.win[0]:.4f} -> {sechs_forced.win[0]:.4f} "
      f"({exact_wins:+.2f} percentage points)")

# %% [markdown]
# The black diamonds are the **exact** effect for Sechs-As with random players (a Markov chain over every
# position); the simulated intervals cover them. For **perfect** players the solver gives the exact answer to
# "does forcing every die change the first player's chances?":

# %%
for compulsory in (False, True):
    g = gamekit.load("sechs_as", all_actions_compulsory=compulsory)
    v = solve_sechs_as(all_actions_compulsory=compulsory).value(g.initial_state())
    print(f"all_actions_compulsory={compulsory!s:5s}: P(first player wins, perfect play) = {v:.6f}")

# %% [markdown]
# What the class can take from this:
#
# * **Cowries with p = 0.4** make Czech games about a third shorter: more 10s and 25s, and more graces.
# * **Pasu on the last seed** is not a detail: switched off, Raja Pasu rounds get longer and the opening player
#   (South) goes from winning most rounds to winning fewer than half — the advantage changes sides.
# * **Forcing every die** in Sechs-As makes random players' games almost half as long (they can no longer waste
#   their dice; exactly 37.0 → 20.5 turns on average), and the first player gains about 1.6 percentage points.
#   For perfect players the first player's chances move by less than 0.1 percentage points.
# * **Entering on a sum of five** makes entering more likely (1/3 → 4/9, exact). What it does to the length of a
#   game and to the first team's chances is in the printed lines above: with 10 000 paired games an effect of
#   about one per cent shows; a smaller one can still vanish in the noise of a long game.
#
# ## 7. History and symbolism
#
# | | Pachisi (German family rules) | Pačísí (Czech rules) | Sechs-As | Raja Pasu |
# |---|---|---|---|---|
# | **where from** | India; a German family's rules, handed down orally since the early 20th century {claim:PH-6} | the same Indian game; a Czech rules page that lists Zapletal (1991) under further information {claim:PH-8} | the Roman *Ludus* board, says our German source {claim:SH-1} | Sri Lanka and India; first described by de Voogt (article of 2000) {claim:RH-1} |
# | **name** | Hindi *pachīs* = 25, the best cowrie throw {claim:PH-1} | the throw of 25 is called *pačísí* {claim:PH-1} | "six-ace" | "king and cow" {claim:RH-3} |
# | **oldest European mention** | Thomas Hyde, *De Ludis Orientalibus* (1694), says the German source {claim:PH-2} | — | the Spanish book of games of Alfonso X (1283) — disputed, see below {claim:SH-3} | — |
# | **how old** | more than 1,200 years, says the V&A; evidence only back to the 15th century, says Schmidt-Madsen (2021) {claim:PH-7} | (same) | — | boards of the Kandy period (18th or early 19th century) {claim:RH-4} |
# | **old boards** | marble boards in palaces at Delhi, Allahabad and Agra, says the German source {claim:PH-3}; a board cut in the pavement at Fatehpur Sikri, on which Akbar is said to have played with living pieces (Havell) {claim:PH-4} | (same) | several hundred Ludus boards found in Rome, says our source {claim:SH-1} | 2 × 7-hole boards in the Colombo museum, Kandy period (18th or early 19th century) {claim:RH-4} |
# | **symbolism** | many read it as a life's journey, says the German source: born in the centre, out into the world, killed (captured) and reborn, until the goal — paradise — ends the cycle of rebirth {claim:PH-5} | the same journey out of the *charkoni* and back (our reading) | 3 and 4 do not count: perhaps a memory of four-sided knucklebones (the seed's guess) {claim:SH-4} | the four seeds go to the *owner of the row*, not the sower (a rule, RP-6, not a symbol) |
# | **who played** | a family game | four players in two teams (two people: one team each) | a game for two or four | mostly women; some men also knew it {claim:RH-2} |
#
# Sources: the four seed texts; T. Hyde (1694) as cited by the German seed; E. B. Havell, *A Handbook to Agra and
# the Taj* (1904) for the pavement board at Fatehpur Sikri where Akbar and the ladies of the court played with
# living pieces; A. J. de Voogt, *Board Games Studies* 3 (2000); Harper's *Dictionary of Classical Literature and
# Antiquities* (1898); C. Cotton, *The Compleat Gamester* (1674). Every source, and what was taken from each, is
# listed in the repository's [`SOURCES.md`](../SOURCES.md).

# %%
events = [  # (year or (start, end), label, level): level > 0 above the line, < 0 below
    (1283, "Alfonso X: Libro de los juegos\n(15 tables games)", SECHS, 1),
    ((1556, 1605), "Akbar's reign: Abu'l-Fazl's description;\nliving pieces, says Havell", GERMAN, -1),
    (1674, "Cotton: Sice-Ace in\nThe Compleat Gamester", SECHS, 2),
    (1694, "Hyde: De Ludis Orientalibus\n(oldest European mention\nof Pachisi, says our source)", GERMAN, -2),
    (1832, "Herklots: Pachisi in\nthe Deccan (7 cowries)", GERMAN, 1),
    (1906, "Humphries: Pachisi\n(clockwise)", GERMAN, -1),
    (1991, "Zapletal's book, listed\nby the Czech page", CZECH, 2),
    (2000, "de Voogt's article:\nRaja Pasu near Colombo", RAJA, -2),
]
fig, (left, ax) = plt.subplots(1, 2, figsize=(18, 6.8), gridspec_kw={"width_ratios": [1, 5]}, sharey=True)
fig.subplots_adjust(wspace=0.04, left=0.02, right=0.98, bottom=0.16, top=0.9)
left.plot([0, 1], [0, 0], color=SECHS, lw=12, solid_capstyle="butt")
left.text(0.5, 1.1, "Roman Ludus boards\n(several hundred\nfound in Rome)", ha="center", va="center", fontsize=13,
          bbox=dict(boxstyle="round", fc="white", ec=SECHS, lw=2))
left.plot([0.5, 0.5], [0, 0.8], color=SECHS, lw=2)
left.set(xlim=(-0.1, 1.1), xticks=[0.5], xticklabels=["Roman\nantiquity"], yticks=[])
left.spines["left"].set_visible(False)
ax.axhline(0, color="black", lw=2)
left.axhline(0, color="black", lw=2)
for when, label, colour, level in events:
    x = sum(when) / 2 if isinstance(when, tuple) else when
    if isinstance(when, tuple):
        ax.plot(when, [0, 0], color=colour, lw=12, solid_capstyle="butt")
    else:
        ax.plot(when, 0, "o", color=colour, ms=14)
    height = 1.1 * level
    ax.plot([x, x], [0, height - 0.3 * np.sign(level)], color=colour, lw=2)
    ax.text(x, height, label, ha="center", va="center", fontsize=13,
            bbox=dict(boxstyle="round", fc="white", ec=colour, lw=2))
ax.set(xlim=(1180, 2110), ylim=(-3.0, 3.0), yticks=[], xlabel="year (CE)")
ax.spines["left"].set_visible(False)
fig.suptitle("A timeline of the sources (the gap between antiquity and 1283 is cut out)", fontsize=18)
for colour, name in ((GERMAN, "Pachisi"), (CZECH, "Pačísí (Czech)"), (SECHS, "Sechs-As / tables"), (RAJA, "Raja Pasu")):
    ax.plot([], [], "o", color=colour, ms=12, label=name)
ax.legend(loc="lower left", ncol=4)
plt.show()

# %% [markdown]
# ## 8. Open questions: where the sources disagree
#
# Historians do not agree on everything — and neither do our sources. These are **open questions**: both sides are
# named, nobody has settled them, and a class can argue about them (and, where there is an option, test them).
#
# 1. **Is Sechs-As Alfonso X's game?** *One side:* our German source says Sechs-As comes from the Spanish book
#    of games of 1283, one of fifteen games on the Alea board, a survivor of the Roman *ludus duodecim scriptorum*.
#    *Other side:* scholars of that book describe its *seys dos e as* as a **race** game, named after the points
#    where the first player's pieces start; the pot rules of our source look more like the English **Sice-Ace**
#    that Charles Cotton described in 1674 (several players, six men each, aces load the neighbour, sixes bear off,
#    doublets drink and throw again) {claim:SH-3}.
# 2. **Why do 3 and 4 not count in Sechs-As?** *One side:* our source guesses the game was first played with
#    knucklebones, which have only four usable sides. *Other side:* the classical dictionaries count a
#    knucklebone's sides as 1, 3, 4 and 6 — the missing numbers would be 2 and 5, not 3 and 4 {claim:SH-4}.
# 3. **What does a cowrie throw count?** *One side:* the modern table (0 up = 25, 1 up = 10) used by the Czech
#    rules. *Other side:* older accounts (Herklots 1832, Humphries 1906) throw six or seven cowries with other
#    values (for example 6 up = 12, 5 up = 25). And nobody has measured how often real cowries land mouth up:
#    *p* = ½ is a model, not a fact — see the `cowrie_p` experiment above {claim:PH-10}.
# 4. **Which way round?** Most modern accounts move counter-clockwise; Humphries (1906) moves clockwise. Our
#    German source draws its own, more symmetric board and says the shape does not change the game {claim:PH-11}.
# 5. **German family rules or Parcheesi?** The American descendant enters on a sum of five too (our option
#    `enter_on_sum_five`), forbids a blockade from moving together on doubles, punishes a third double, and pays
#    20 / 10 bonus squares for a capture / for reaching home. The German family rules do none of this {claim:PH-12}.
# 6. **Raja Pasu's last seed.** *One side:* our source says *any* sown seed that makes four captures them.
#    *Other side:* at least one published implementation exempts the last seed of a lap — the option
#    `pasu_on_last_seed` above, which changes the game a lot.
# 7. **Raja Pasu's leftover seeds.** Implementations differ on who takes the seeds left on the board when a round
#    ends; our source says the opponent of the player who cannot move.
#
# Try it yourself: change the numbers of games at the top of section 5 (more games, narrower intervals), or run
# `toggle_experiment("pachisi/czech", "cowrie_p", (0.5, 0.6), "random", 100, seed=1)` in a new cell.
#
# ## 9. Your own experiment
#
# Pick a rule set, switch any rule (its rule ID is next to it) or any player in **setting B**, choose how many games,
# and press **Run**: both settings are played with the same seed, and the plots show who wins, how long the games
# last and the difference, each with its 95 % interval. **Stop** ends a long run early. The numbers are exactly
# those of `simulate(game, agents, n_games, seed)` for the same settings.

# %%
from gamekit.widgets import experiment

experiment("pachisi/german", n_games=2000, seed=1)
