"""Starting a match on this screen (new or continued) and the scene that shows it first."""
from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from game.rules import Options
from game.rules.said import said

from ..text.words import stats_not_saved
from .autosave import AutosaveError, AutosaveStore, Saved
from .match_session import MatchSession
from .seats import COMPUTER, Seating, SeatPlan

if TYPE_CHECKING:
    from ..context import Context
    from ..scenes.base import Scene


def levels() -> list[str]:
    """The computer levels there are now (read at run time: more may be added)."""
    from game.ai import LEVELS
    return list(LEVELS)


def offered_levels() -> list[str]:
    """The levels the menus offer as opponents (not ``random``, which is for tests and --sim)."""
    from game.ai import OFFERED
    return list(OFFERED)


def default_level() -> str:
    from game.ai import LEVELS, STRONGEST
    return "normal" if "normal" in LEVELS else STRONGEST


def autosave_store(ctx: "Context") -> AutosaveStore:
    return AutosaveStore(ctx.store.directory)


class SavedMatchInTheWay(RuntimeError):
    """A new match would replace a saved one that the player did not choose to give up."""


def new_session(ctx: "Context", options: Options, plan: Seating, seed: int | None = None,
                store: AutosaveStore | None = None, *, replace_saved: bool = False) -> MatchSession:
    """A new match. ``plan`` lists the players by player number; where the match opens with
    the draw for partners (four-handed, ``Game.draw_for_partners``), the draw decides their
    seats, so the table is made for the seats the draw gives.

    A new match is autosaved at once, in the place of any saved match: so while one is saved,
    only ``replace_saved=True`` (the player chose so) starts another; otherwise this raises
    ``SavedMatchInTheWay`` before anything is written. Ask first (``SetupScene.start``)."""
    from game.table import LocalTable
    store = store if store is not None else autosave_store(ctx)
    if store.exists():
        if not replace_saved:
            raise SavedMatchInTheWay(f"{store.path} holds a match the player has not given up")
        count_given_up(ctx, store)
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    seating = plan
    if options.game.draw_for_partners:
        probe = LocalTable.new(options, (0, 1, 2, 3), {}, seed)
        events = [e for u in probe.poll() for e in u.events]
        probe.close()
        draw = next((e for e in events if e["type"] == "draw_for_partners"), None)
        if draw is not None:
            seating = plan.by_seating(tuple(draw["seating"]))
    session = MatchSession(ctx, seating, store)
    table = LocalTable.new(options, seating.human_seats, seating.levels, seed, on_change=session.on_change)
    session.attach(table)
    return session


def as_you_now(ctx: "Context", seating: Seating) -> Seating:
    """A saved match played alone against the computer is the player's under the name they
    have now (they may have renamed themselves since it was saved): so its hands and its end
    count for that name. Couch matches keep their people's names."""
    if seating.couch or not seating.human_seats:
        return seating
    seat, now = seating.human_seats[0], ctx.settings.player_name
    if seating.seats[seat].name == now:
        return seating
    seats = list(seating.seats)
    seats[seat] = replace(seats[seat], name=now)
    return Seating(tuple(seats))


def count_given_up(ctx: "Context", store: AutosaveStore) -> None:
    """The saved match is given up for a new one: count it for each person in it as played and
    lost, with its score as it stands (its hands were counted as they were played; the rule is
    in ``game.stats``). A save that cannot be read counts for nothing."""
    from game.rules.save import SaveError, from_record
    from game.stats import standing

    from .match_session import opponents
    saved = store.read()
    if saved is None:
        return
    try:
        m = from_record(saved.record)
    except (SaveError, ValueError, TypeError, KeyError):
        return
    if m.over:
        return
    seating, side_of = as_you_now(ctx, saved.seating), m.options.side_of
    names: set[str] = set()
    for seat in seating.human_seats:
        name = seating.name(seat)
        if name in names:
            continue
        names.add(name)
        side = side_of(seat)
        ctx.stats.record_match(name, m.options.variant, opponents(seating.levels, side_of, side), False,
                               *standing(m.scores, side), given_up=True)
    try:
        ctx.stats.save()
    except OSError as e:
        ctx.notices.append(stats_not_saved(e))


def resume_session(ctx: "Context", store: AutosaveStore | None = None) -> MatchSession:
    """Continue the autosaved match; raises ``AutosaveError`` with a sentence for the player."""
    from game.rules.save import SaveError
    from game.table import LocalTable
    store = store if store is not None else autosave_store(ctx)
    saved: Saved = store.load()
    known = set(levels())
    seating = as_you_now(ctx, Seating(tuple(
        s if s.kind != COMPUTER or s.level in known else SeatPlan(COMPUTER, s.name, default_level(), s.device)
        for s in saved.seating.seats)))
    session = MatchSession(ctx, seating, store)
    try:
        table = LocalTable.resume(saved.record, seating.human_seats, seating.levels, on_change=session.on_change)
    except (SaveError, ValueError) as e:
        raise AutosaveError(store.quarantine(e.args[0] if e.args and isinstance(e.args[0], str) else str(e))) from None
    if len(seating.seats) != table.options.game.players:   # a save's seats, not a game's rule
        raise AutosaveError(store.quarantine(said("the players do not match the game")))
    # The hands (and rubber games) played before the save, for the review and the match's end.
    from .past_hands import past_of
    session.hands, session.games = past_of(saved.record, None if seating.couch else seating.human_seats[0])
    session.table = table
    return session


def first_scene(ctx: "Context", session: MatchSession) -> "Scene":
    """Take the table's first update, then the scene for the stage it shows."""
    from ..scenes.table_base import scene_for
    session.update(0.0)
    return scene_for(ctx, session)


def start(ctx: "Context", session: MatchSession) -> None:
    """Put the match on screen: the stack holds only its scene from now on."""
    ctx.stack.reset(first_scene(ctx, session))
