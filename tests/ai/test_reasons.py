"""Every level's hint reasons, over thousands of positions, checked by rules of our own
(``reason_rules``) for nonsense: claims false of the hand, raw figures, a stale "next time"."""
from __future__ import annotations

from game.ai import EasyPlayer, HardPlayer, NormalPlayer, RandomPlayer
from game.rules import cards as C

from .reason_rules import fired, positions, problems, rare_positions


def where(view) -> str:
    hand = " ".join(C.pretty(c) for c in view.hand)
    trick = " ".join(C.pretty(c) for _s, c in view.trick)
    return (f"[{view.options.variant} {view.phase} seat {view.seat} dealer {view.dealer} trump "
            f"{view.trump} hand {hand} trick {trick}]")


def bad_reasons(bots, count: int, seed: int, where_from=positions) -> list[str]:
    bad = []
    for view in where_from(count, seed):
        for bot in bots:
            action, reason = bot.hint(view)
            bad += [f"{bot.name} {where(view)} {action}: {p}" for p in problems(view, action, reason)]
    return bad


def test_reasons_of_every_quick_level_hold_over_thousands_of_positions() -> None:
    fired.clear()
    bad = bad_reasons([EasyPlayer(3), NormalPlayer(3), RandomPlayer(3)], 4000, 21)
    assert not bad, f"{len(bad)} bad reasons, e.g.\n" + "\n".join(bad[:15])
    # every rule had positions to judge, so none of them passes for want of cases
    dead = [rule for rule in ("only legal card", "no stale future", "short suit", "void", "can't win",
                              "partner certainly wins", "could trump", "nobody can beat it", "best left",
                              "trumps counted", "aces held", "no ace", "partner deals", "stuck",
                              "lowest trump", "lowest card", "lowest of its suit", "next is an opponent",
                              "cheapest winning trump", "beats", "highest card", "most trumps",
                              "lowest off", "dealer turns down", "higher cards kept", "take over",
                              "only a trump", "score", "partner is the maker",
                              "another defender there", "three-handed")
            if not fired[rule]]
    assert not dead, dead


def test_reasons_of_the_hard_level_hold() -> None:
    bad = bad_reasons([HardPlayer(5, samples=3)], 500, 22)
    assert not bad, f"{len(bad)} bad reasons, e.g.\n" + "\n".join(bad[:15])


def test_reasons_for_a_redeal_and_for_defending_alone_hold() -> None:
    fired.clear()
    bots = [EasyPlayer(4), NormalPlayer(4), RandomPlayer(4), HardPlayer(4, samples=4)]
    bad = bad_reasons(bots, 300, 23, rare_positions)
    assert not bad, f"{len(bad)} bad reasons, e.g.\n" + "\n".join(bad[:15])
    dead = [rule for rule in ("junk hand", "says redeal", "names the hand", "keeps",
                              "the dealer keeps for the upcard", "trumps counted",
                              "best trumps out", "not three sure tricks", "says defend alone",
                              "says pass", "a partner to defend with")
            if not fired[rule]]
    assert not dead, dead
