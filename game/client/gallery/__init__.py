"""Renders every client scene headless to PNG files, at two window sizes, for people to look at."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Callable

from game.rules.said import said

from ..context import Context
from ..scenes.base import Scene
from ..text.translate import _, tr

# 1280x720 is the layout's own size; 1920x1080 is drawn at 1.5 times (text and cards made at that
# size); 800x600 is another shape (the layout takes it, no bars); a tall window lays the table out
# upright.
SIZES = ((1280, 720), (800, 450), (450, 800), (1920, 1080), (800, 600))

# (scene, variant, scenes to push bottom first)
Build = Callable[[Context], list[Scene]]


def _entries() -> list[tuple[str, str, Build]]:
    from game.rules import GAMES, game

    from ..scenes.join import JoinScene
    from ..scenes.placeholder import PlaceholderScene
    from ..scenes.settings import SettingsScene
    from ..scenes.sheets import CardSheetScene, MarkerSheetScene
    from ..scenes.title import TitleScene
    from ..text.rules_text import SECTIONS
    from . import states as gs
    return [
        ("title", "any", lambda c: [TitleScene(c)]),
        *_saved_entries(),
        *_match_entries(),
        *_more_entries(),
        ("settings", "any", lambda c: [TitleScene(c), SettingsScene(c)]),
        ("keyboard", "any", _keyboard_over_settings),
        ("keyboard", "accents", lambda c: _keyboard_over_settings(c, layer=1)),
        *[("rules", gs.label(g), _rules_tab(g.key)) for g in GAMES
          if g.on_screen and g.key in SECTIONS],   # a tab for every game the client plays (a family: one)
        ("placeholder", "any", lambda c: [TitleScene(c), PlaceholderScene(c, "LAN game")]),
        ("join", "four", lambda c: [TitleScene(c), JoinScene(c, {0: "Ana", 1: "Ben", 2: "Cy", 3: "Dee"},
                                                               lambda b: None, game=game("four-handed"))]),
        ("cards", "any", lambda c: [CardSheetScene(c)]),
        ("cards", "four-colour", lambda c: [CardSheetScene(c, four_colour=True)]),
        ("markers", "any", lambda c: [MarkerSheetScene(c)]),
        *_comfort_entries(),
        *_lan_entries(),
        *_online_entries(),
        *_menu_entries(),
        *_question_entries(),
        *_railroad_entries(),
        *_hasenpfeffer_entries(),
        *_napoleon_entries(),
    ]


def _rules_tab(key: str, heading: str | None = None) -> Build:
    """The Rules screen on a game's tab (scrolled to ``heading``)."""
    def build(c: Context) -> list[Scene]:
        from ..scenes.rules import RulesScene
        from ..scenes.title import TitleScene
        scene = RulesScene(c, key)
        if heading is not None:
            scene.enter()
            scene.show(heading)
        return [TitleScene(c), scene]
    return build


def _railroad_entries() -> list[tuple[str, str, Build]]:
    """Railroad Euchre: the call for partner's best from each side, laps and slams (``gallery.railroad``)."""
    from .railroad import entries
    return entries()


def _online_entries() -> list[tuple[str, str, Build]]:
    """The Online game screen (``gallery.online``)."""
    from .online import entries
    return entries()


def _hasenpfeffer_entries() -> list[tuple[str, str, Build]]:
    """Hasenpfeffer: the auction, the widow, a side below zero (``gallery.hasenpfeffer``)."""
    from .hasenpfeffer import entries
    return entries()


def _napoleon_entries() -> list[tuple[str, str, Build]]:
    """Napoleon: the bidding, trump by the first lead, the settlement (``gallery.napoleon``)."""
    from .napoleon import entries
    return entries()


def _more_entries() -> list[tuple[str, str, Build]]:
    """Three-handed, and the house rules' questions (``gallery.more``)."""
    from .more import entries
    return entries()


def _saved_entries() -> list[tuple[str, str, Build]]:
    """With a match saved: the title screen naming it beside Continue, and the question asked
    before a new match takes its place."""
    from game.rules import Options

    from ..scenes.replace_save import ReplaceSaveScene
    from ..scenes.setup import SetupScene
    from ..scenes.title import TitleScene
    from ..table.match_start import autosave_store
    from . import states as gs

    def saved(c: Context, variant: str) -> None:
        """A match saved after a hand or two (the gallery's own data folder)."""
        o = Options(variant=variant, target=10)
        gs.reach(c, o, lambda s: s.board.hand_number >= 3 and s.my_turn, gs.prefer("order", "take"),
                 max_hands=3).close()

    def title(c: Context) -> list[Scene]:
        saved(c, "two-handed")
        return [TitleScene(c)]

    def ask(c: Context) -> list[Scene]:
        saved(c, "four-handed")
        return [TitleScene(c), SetupScene(c), ReplaceSaveScene(c, autosave_store(c).peek(), lambda: None)]
    return [("title", "saved", title), ("replace-save", "four", ask)]


def _lan_entries() -> list[tuple[str, str, Build]]:
    """The LAN lobby (tables heard, seats, hosting, a wrong room code) and a LAN match with a
    player reconnecting, drawn with stand-ins: no socket is opened."""
    from game.rules import Options

    from ..scenes.lobby import ADDRESS, HOSTING, SEATS, LobbyScene
    from ..scenes.reconnecting import ReconnectingScene
    from ..scenes.title import TitleScene
    from ..scenes.trick import TrickScene
    from . import states as gs

    def lobby(c: Context, variant: str = "two-handed") -> LobbyScene:
        scene = LobbyScene(c, listen=False)
        scene.variant = variant
        scene.hosts = gs.heard_tables()
        scene.menu = scene._menu()
        return scene

    def menu(c: Context) -> list[Scene]:
        return [TitleScene(c), lobby(c)]

    def players(c: Context) -> list[Scene]:
        from types import SimpleNamespace

        from ..scenes.lan_players import LanPlayersScene
        session = gs.reach(c, Options(variant="four-handed", target=10), gs.mid_trick(),
                           gs.prefer("order", "take"))
        shown = gs.ShownHost(["Player", "Bob", "Cleo", "Dmitri"], away={1: 105.0})
        table = SimpleNamespace(seat_names=shown.seat_names, away=shown.away,
                                standing_in=set, remote_seats=lambda: (1, 3))
        scene = LanPlayersScene(c, SimpleNamespace(table=table))
        scene.confirm = 3
        scene.menu = scene._menu()
        return [TrickScene(c, session), scene]

    def host_pause(c: Context) -> list[Scene]:
        """The pause menu of the screen hosting a LAN table: Players at the table."""
        from ..scenes.pause import PauseScene
        session = gs.reach(c, Options(variant="four-handed", target=10), gs.mid_trick(),
                           gs.prefer("order", "take"))
        session.host_controls = True   # as a LAN host's session says
        session.store = None   # a LAN match is not saved
        table = TrickScene(c, session)
        c.stack.reset(table)   # the pause menu finds the match beneath it on the stack
        return [table, PauseScene(c)]

    def rematch(host: bool) -> Build:
        def build(c: Context) -> list[Scene]:
            from ..scenes.match_over import MatchOverScene
            from ..text.lan_words import AWAIT_REMATCH
            session = gs.reach(c, Options(variant="two-handed", target=5), gs.over,
                               gs.prefer("order", "take"), seeds=range(1, 6), max_hands=None)
            session.can_rematch = host
            session.match_over_line = lambda: None if host else AWAIT_REMATCH  # type: ignore[method-assign]
            return [MatchOverScene(c, session)]
        return build

    def listing(hosts: list, *, unlisted: dict[str, int] | None = None, focus: int | None = None,
                heard_for: float = 10.0, kept: list | None = None) -> Build:
        """The tables heard: none yet (searching, or after a while), a flood, a long list scrolled."""
        def build(c: Context) -> list[Scene]:
            from ..scenes.lobby import table_key
            scene = LobbyScene(c, listen=False)
            scene.hosts, scene.unlisted, scene.heard_for = list(hosts), unlisted or {}, heard_for
            scene.kept.seats = kept or []
            scene.menu = scene._menu()
            if scene.kept.seats:   # as on entering the lobby with a seat kept
                scene.menu.focus = scene.menu.index_of("rejoin")
            if focus is not None:
                scene.menu.focus = scene.menu.index_of(table_key(scene.hosts[focus]))
                scene._place(scene.menu)
            return [TitleScene(c), scene]
        return build

    def many(address: str, count: int, name: str = "Free cards") -> list:
        from net.discovery import HostInfo
        return [HostInfo(address, 47200 + i, f"{name} {i + 1}", "two-handed", 1, False, 0.0) for i in range(count)]
    from net.tokens import KeptSeat

    def seats(c: Context) -> list[Scene]:
        scene = lobby(c, "four-handed")
        scene.mode, scene.setup.seat_choice["four-handed"][1] = SEATS, "bot:normal"
        return [TitleScene(c), scene]

    def hosting(variant: str, **kw) -> Build:
        def build(c: Context) -> list[Scene]:
            scene = lobby(c, variant)
            computer = said("computer ({level})", level=said("hard"))   # as a host names a computer's seat
            names = ["Player", "Bob", computer, ""] if variant == "four-handed" else ["Player", ""]
            scene.host, scene.mode = gs.ShownHost(names, **kw), HOSTING
            return [TitleScene(c), scene]
        return build

    def wrong_code(c: Context) -> list[Scene]:
        scene = lobby(c)
        scene.fields = ["192.168.1.20:47100", "K7QZ-MX4P"]
        scene.mode, scene.field, scene.selected = ADDRESS, 1, True
        scene.error = tr(said("The host at {address} refused to seat you: {why}", address="192.168.1.20:47100",
                              why=said("Wrong room code: ask the host for the code shown on their screen and "
                                       "try again.")))   # (a host's words, said here)
        return [TitleScene(c), scene]

    def lan_table(variant: str, reconnecting: bool, left: float = 112.0) -> Build:
        def build(c: Context) -> list[Scene]:
            o = Options(variant=variant, target=10)
            session = gs.reach(c, o, gs.mid_trick(), gs.prefer("order", "take"))
            away = _("reconnecting, {time} left").format(time="1:45")
            session.seat_status = lambda seat: away if seat == 1 else None  # type: ignore[method-assign]
            session.reconnect_left = lambda: left  # type: ignore[method-assign]
            scenes: list[Scene] = [TrickScene(c, session)]
            if reconnecting:
                scenes.append(ReconnectingScene(c, session))
            return scenes
        return build

    moved = said("Port {wanted} was in use, so this table is on port {port}.", wanted=47100, port=47102)
    return [
        ("lobby", "any", menu),
        ("lobby-seats", "four", seats),
        ("lobby-hosting", "four", hosting("four-handed", addresses=["192.168.1.20:47100", "10.0.0.7:47100"],
                                          away={1: 105.0}, port_note=moved)),
        ("lobby-hosting", "two", hosting("two-handed", addresses=["192.168.1.20:47100"])),
        ("lobby-hosting-machine", "two", hosting("two-handed", bind="127.0.0.1")),
        ("lobby-wrong-code", "any", wrong_code),
        ("lobby", "searching", listing([], heard_for=0.5)),
        ("lobby", "none-heard", listing([])),
        ("lobby", "flooded", listing(many("192.168.1.66", 4) + gs.heard_tables()[:2], unlisted={"192.168.1.66": 36},
                                     focus=4)),
        ("lobby", "scrolled", listing(gs.heard_tables() + many("192.168.1.50", 4, "Lab table")
                                      + many("192.168.1.51", 3, "Den table"), focus=8)),
        ("lobby", "rejoin", listing(gs.heard_tables(), kept=[KeptSeat("192.168.1.20", 47100, "K7Q2MX4P", 0.0)])),
        ("lan-away", "four", lan_table("four-handed", False)),
        ("lan-reconnecting", "two", lan_table("two-handed", True)),
        ("lan-reconnecting-computer", "two", lan_table("two-handed", True, left=0.0)),
        ("lan-players", "four", players),
        ("lan-pause", "host", host_pause),
        ("lan-rematch", "host", rematch(True)),
        ("lan-rematch", "joiner", rematch(False)),
    ]


def _menu_entries() -> list[tuple[str, str, Build]]:
    """The menus for three-handed play and the house rules: the new-game rows, the Rules
    screen's tabs, the lobby's rules, seats and tables heard, statistics by game, and a
    saved three-handed match beside Continue."""
    from game.rules import Options
    from net.discovery import HostInfo

    from ..scenes.lobby import HOSTING, RULES, SEATS, LobbyScene, table_key
    from ..scenes.setup import SetupScene
    from ..scenes.stats import StatsScene
    from ..scenes.title import TitleScene
    from . import states as gs

    def setup(couch: bool) -> Build:
        def build(c: Context) -> list[Scene]:
            scene = SetupScene(c, couch=couch)
            scene.variant = "three-handed"
            scene.rules.values["no_ace_no_face"] = True
            if couch:
                scene.players[1].person, scene.players[1].name = True, "Sam"
            scene.focus = scene.rows().index("no_ace_no_face")
            return [TitleScene(c), scene]
        return build

    def defend_alone(c: Context) -> list[Scene]:
        scene = SetupScene(c)
        scene.variant = "four-handed"
        scene.rules.values["defend_alone"] = True
        scene.focus = scene.rows().index("defend_alone")
        return [TitleScene(c), scene]

    three = Options(variant="three-handed", target=7, no_ace_no_face=True)
    house = Options(variant="four-handed", defend_alone=True, no_ace_no_face=True)

    def lobby(c: Context, mode: str = "") -> LobbyScene:
        scene = LobbyScene(c, listen=False)
        scene.variant = "three-handed"
        scene.rules.values["no_ace_no_face"] = True
        scene.hosts = [HostInfo("192.168.1.20", 47100, "Ann's table", "three-handed", 2, True, 0.0,
                                options=three),
                       HostInfo("192.168.1.31", 47100, "Bob's table", "four-handed", 1, False, 0.0,
                                options=house),
                       HostInfo("192.168.1.44", 47100, "Old laptop", "two-handed", 1, False, 0.0, version=2)]
        scene.menu = scene._menu()
        scene.menu.focus = scene.menu.index_of(table_key(scene.hosts[0]))
        scene._place(scene.menu)
        if mode == SEATS:
            scene.mode, scene.setup.seat_choice["three-handed"][1] = SEATS, "bot:normal"
        elif mode == RULES:
            scene.mode, scene.rule_rows.focus = RULES, scene.rules.row_keys().index("no_ace_no_face")
        elif mode == HOSTING:
            scene.host, scene.mode = gs.ShownHost(["Player", "Sam", ""]), HOSTING
        return scene

    def stats(c: Context) -> list[Scene]:
        name = c.settings.player_name
        if not c.stats.profile(name).matches:   # (the gallery's "stats" entry may have made them)
            gs.sample_stats(c)
        for scores, seat in (((7, 3, 5), 0), ((2, 7, 4), 0), ((7, 6, 1), 0), ((5, 7, 5), 0)):
            from game.stats import standing
            c.stats.record_match(name, "three-handed", "easy/normal", scores.index(max(scores)) == seat,
                                 *standing(scores, seat))
        return [TitleScene(c), StatsScene(c)]

    def saved(c: Context) -> list[Scene]:
        gs.reach(c, three, lambda s: s.board.hand_number >= 3 and s.my_turn, gs.prefer("order", "take"),
                 max_hands=3).close()
        return [TitleScene(c)]

    return [
        ("setup", "three-house-rules", setup(False)),
        ("setup", "four-defend-alone", defend_alone),
        ("couch-setup", "three-people", setup(True)),
        ("rules", "three-scoring", _rules_tab("three-handed", "Scoring")),
        ("rules", "four-defend-alone", _rules_tab("four-handed", "House rule: defend alone")),
        ("lobby", "heard-three", lambda c: [TitleScene(c), lobby(c)]),
        ("lobby-rules", "three", lambda c: [TitleScene(c), lobby(c, RULES)]),
        ("lobby-seats", "three", lambda c: [TitleScene(c), lobby(c, SEATS)]),
        ("lobby-hosting", "three", lambda c: [TitleScene(c), lobby(c, HOSTING)]),
        ("stats", "by-game", stats),
        ("title", "saved-three", saved),
    ]


def _keyboard_over_settings(c: Context, layer: int = 0) -> list[Scene]:
    """The on-screen keyboard, as a controller player editing their name sees it (``layer``:
    which of its layers of keys is shown)."""
    from ..scenes.onscreen_keyboard import OnScreenKeyboard
    from ..scenes.settings import SettingsScene
    from ..scenes.title import TitleScene
    settings = SettingsScene(c)
    settings.focus = settings.index_of("player_name")
    settings.editing, settings.draft = True, "Ann"
    kb = OnScreenKeyboard(c, settings, "pad0")
    kb.row, kb.col, kb.layer = 1, 8, layer
    return [TitleScene(c), settings, kb]


def _comfort_entries() -> list[tuple[str, str, Build]]:
    """Statistics and the guided first hand (two-handed only: the lesson is a two-handed hand)."""
    from ..scenes.stats import StatsScene
    from ..scenes.title import TitleScene
    from . import states as gs

    def stats(c: Context) -> list[Scene]:
        gs.sample_stats(c)
        return [TitleScene(c), StatsScene(c)]

    def empty_stats(c: Context) -> list[Scene]:
        return [TitleScene(c), StatsScene(c)]

    def tutorial(step: int, wrong: str | None = None) -> Build:
        return lambda c: [gs.tutorial_at(c, step, wrong)]

    return [
        ("stats-empty", "any", empty_stats),
        ("stats", "any", stats),
        ("tutorial", "two", tutorial(0)),
        ("tutorial-bower", "two", tutorial(1)),
        ("tutorial-follow", "two", tutorial(3, "play JD")),
        ("tutorial-nudge", "two", tutorial(4, "play AH")),
        ("tutorial-done", "two", tutorial(6)),
    ]


def _match_entries() -> list[tuple[str, str, Build]]:
    """Scenes of a match in both variants, at states reached by driving a LocalTable."""
    from game.rules import Options

    from ..input.controllers import Pad, Style
    from ..input.table_input import last_trick
    from ..scenes.bidding import BiddingScene
    from ..scenes.deal import DealScene
    from ..scenes.draw_partners import DrawScene
    from ..scenes.last_trick import LastTrickScene
    from ..scenes.match_over import MatchOverScene
    from ..scenes.pad_lost import PadLostScene
    from ..scenes.pass_device import PassScene
    from ..scenes.pause import PauseScene
    from ..scenes.score import ScoreScene
    from ..scenes.setup import SetupScene
    from ..scenes.title import TitleScene
    from ..scenes.trick import TrickScene
    from . import states as gs

    # The states of each game shown in every scene of a match here (three-handed has its own
    # pictures, ``gallery.more``): a game given its options here gets all of them.
    opts = {"two": Options(variant="two-handed", target=10),
            "four": Options(variant="four-handed", target=10, deck=25)}
    over_opts = {"two": Options(variant="two-handed", target=5),
                 "four": Options(variant="four-handed", target=5, rubbers=True)}
    round2_seed = {"two": 7, "four": 23}     # the first seeds known to reach a second round
    joker_seed = {"two": 17, "four": 10}     # ... and a Joker turned up

    def setup(variant: str, couch: bool = False) -> Build:
        def build(c: Context) -> list[Scene]:
            scene = SetupScene(c, couch=couch)
            scene.variant = gs.LABELS[variant]
            return [TitleScene(c), scene]
        return build

    def dealing(variant: str) -> Build:
        def build(c: Context) -> list[Scene]:
            session = gs.reach(c, opts[variant], lambda s: s.stage == "deal")
            session.update(0.45)   # packets in the air
            return [DealScene(c, session)]
        return build

    def draw(c: Context) -> list[Scene]:
        return [DrawScene(c, gs.reach(c, opts["four"], lambda s: s.stage == "draw"))]

    def bid(variant: str, phase: str, choose=gs.first_legal, first_seed: int = 1, joker: bool = False) -> Build:
        def build(c: Context) -> list[Scene]:
            seeds = range(first_seed, first_seed + 60)   # the first seed known to get there, then more
            o = Options(variant=opts[variant].variant, deck=25) if joker else opts[variant]
            return [BiddingScene(c, gs.reach(c, o, gs.my_turn_in(phase), choose, seeds=seeds))]
        return build

    def trick(variant: str, alone: bool = False, extra=None) -> Build:
        def build(c: Context) -> list[Scene]:
            choose = gs.prefer("order alone", "name C alone", "name D alone", "name H alone",
                               "name S alone") if alone else gs.prefer("order", "take")
            session = gs.reach(c, opts[variant], gs.mid_trick(alone), choose)
            scenes: list[Scene] = [TrickScene(c, session)]
            if extra == "pause":
                scenes.append(PauseScene(c))
            elif extra == "pad-lost":   # the controller of the seat to play was unplugged
                scenes.append(PadLostScene(c, Pad(2, "Xbox One Controller", "", Style.XBOX)))
            elif extra == "toast":
                bad = next(x for x in session.board.hand
                           if x not in {a.card for a in session.board.legal if a.kind == "play"})
                from game.rules.cards import text
                session.act(session.board.me, f"play {text(bad)}")
                session.update(0.0)
            return scenes
        return build

    def table_says(variant: str, part: str, choose, level: str = "random", centre: bool = True) -> Build:
        """The table saying what happened: the cards thrown in, the dealer taking up the upcard."""
        def build(c: Context) -> list[Scene]:
            session = gs.reach(c, opts[variant], gs.announcing(part, centre=centre), choose, watch=True, level=level)
            return [(BiddingScene if session.board.bidding else TrickScene)(c, session)]
        return build

    def last(variant: str) -> Build:
        """The Last-trick overlay (a controller's button) over the table, a trick or two into a hand."""
        def build(c: Context) -> list[Scene]:
            session = gs.reach(c, opts[variant], gs.tricks_done(2), gs.prefer("order", "take"))
            return [TrickScene(c, session), LastTrickScene(c, last_trick(session), session.name)]
        return build

    def score(variant: str) -> Build:
        def build(c: Context) -> list[Scene]:
            session = gs.reach(c, opts[variant], gs.scored, gs.prefer("order", "take"))
            scene = ScoreScene(c, session)
            return [TrickScene(c, session), scene]
        return build

    def over(variant: str, review: bool = False) -> Build:
        def build(c: Context) -> list[Scene]:
            session = gs.reach(c, over_opts[variant], gs.over, gs.prefer("order", "take"), seeds=range(1, 6),
                               max_hands=None)
            if review:   # the review of every hand, opened from the end of the match
                from ..scenes.review import ReviewScene
                return [MatchOverScene(c, session), ReviewScene(c, session)]
            return [MatchOverScene(c, session)]
        return build

    def couch(variant: str) -> Build:
        def build(c: Context) -> list[Scene]:
            session = gs.reach(c, opts[variant], lambda s: s.stage == "pass" and s.board.to_act != s.board.me,
                               gs.prefer("pass"), couch=True)
            return [TrickScene(c, session), PassScene(c, session)]
        return build

    def hint(variant: str, phase: str = "play") -> Build:
        def build(c: Context) -> list[Scene]:
            goal = gs.mid_trick() if phase == "play" else gs.my_turn_in(phase)
            session = gs.reach(c, opts[variant], goal, gs.prefer("order", "take"))
            gs.show_hint(session)
            return [(TrickScene if phase == "play" else BiddingScene)(c, session)]
        return build

    def review(variant: str, alone: bool = False) -> Build:
        def build(c: Context) -> list[Scene]:
            from ..scenes.review import ReviewScene
            if alone:   # a lone hand: the partner's cards face down
                choose = gs.prefer("order alone", "name C alone", "name D alone", "name H alone", "name S alone")
                goal = lambda s: gs.scored(s) and bool(s.last_hand) and s.last_hand["alone"]  # noqa: E731
            else:
                choose, goal = gs.prefer("order", "take"), gs.scored
            session = gs.reach(c, opts[variant], goal, choose)
            return [TrickScene(c, session), ScoreScene(c, session), ReviewScene(c, session)]
        return build

    out: list[tuple[str, str, Build]] = [("draw", "four", draw)]
    for v in opts:
        out += [
            ("setup", v, setup(v)),
            ("couch-setup", v, setup(v, couch=True)),
            ("deal", v, dealing(v)),
            ("bid-round1", v, bid(v, "round1")),
            ("bid-round2", v, bid(v, "round2", gs.prefer("pass"), round2_seed.get(v, 1))),
            ("bid-discard", v, bid(v, "discard", gs.prefer("order", "take"))),
            ("bid-joker", v, bid(v, "joker_suit", first_seed=joker_seed.get(v, 1), joker=True)),
            ("trick", v, trick(v)),
            ("score", v, score(v)),
            ("match-over", v, over(v)),
            ("pause", v, trick(v, extra="pause")),
            ("last-trick", v, last(v)),
            ("couch-pass", v, couch(v)),
            ("toast", v, trick(v, extra="toast")),
            ("hint", v, hint(v)),
            ("hint-bid", v, hint(v, "round1")),
            ("review", v, review(v)),
        ]
    def taken_back(variant: str) -> Build:
        def build(c: Context) -> list[Scene]:
            session = gs.undo_a_bid(gs.reach(c, opts[variant], gs.my_turn_in("round1")))
            return [BiddingScene(c, session)]
        return build

    def lan_notice(c: Context) -> list[Scene]:
        """A LAN table as the last seat fills, the host's notice shown while a computer is to bid."""
        def waiting(s) -> bool:
            b = s.board
            return b.phase == "round1" and s.timeline.idle and b.to_act not in (None, b.me) and \
                s.place(b.to_act) == "left"
        session = gs.freeze(gs.reach(c, opts["four"], waiting, names=gs.long_names()))
        session.show_toast(tr("Every seat is filled: the match begins."))
        return [BiddingScene(c, session)]

    def saying(variant: str, place: str, words: str, long_names: bool = False) -> Build:
        def build(c: Context) -> list[Scene]:
            names = gs.long_names() if long_names else None
            session = gs.reach(c, opts[variant], gs.my_turn_in("round1"), names=names)
            return [BiddingScene(c, gs.say(session, place, tr(words)))]   # (words as a bubble says them)
        return build

    out += [("taken-back", v, taken_back(v)) for v in opts]
    take_alone = said("{bid} — going alone!", bid=said("Take it up"))
    order_alone = said("{bid} — going alone!", bid=said("Order it up"))
    out += [
        ("lan-notice", "four", lan_notice),
        ("bubble-top", "four", saying("four", "top", take_alone)),
        ("bubble-top", "two", saying("two", "top", take_alone)),
        ("bubble-left", "four", saying("four", "left", take_alone, long_names=True)),
        ("bubble-right", "four", saying("four", "right", order_alone, long_names=True)),
        ("bubble-mine", "two", saying("two", "bottom", take_alone)),
    ]
    out.append(("trick-alone", "four", trick("four", alone=True)))
    out.append(("pad-lost", "four", trick("four", extra="pad-lost")))
    out.append(("review-alone", "four", review("four", alone=True)))
    out.append(("bid-pickup", "two", bid("two", "pickup")))
    out.append(("match-over-review", "two", over("two", review=True)))
    out.append(("thrown-in", "two", table_says("two", "all_passed", gs.prefer("pass"))))
    out.append(("thrown-in", "four", table_says("four", "all_passed", gs.prefer("pass"), "normal")))
    out.append(("taken-up", "four", table_says("four", "take_up", gs.prefer("order", "take"))))
    out.append(("trick-won", "four", table_says("four", "trick", gs.prefer("order", "take"), centre=False)))
    return out


def _question_entries() -> list[tuple[str, str, Build]]:
    """The questions asked before something is left or changed for good (the ``ask`` scene),
    and statistics with a match given up and with two-handed matches only."""
    from game.rules import Options

    from ..scenes.ask import AskScene
    from ..scenes.pause import PauseScene
    from ..scenes.settings import SettingsScene
    from ..scenes.stats import StatsScene
    from ..scenes.title import TitleScene
    from ..scenes.trick import TrickScene
    from ..table.match_session import MatchSession
    from ..text import questions
    from . import states as gs

    def lesson(c: Context) -> list[Scene]:
        return [gs.tutorial_at(c, 0), AskScene(c, questions.LEAVE_LESSON, lambda key: None)]

    def carry(c: Context) -> list[Scene]:
        settings = SettingsScene(c)
        settings.focus = settings.index_of("player_name")
        from game.stats import ProfileStats

        from ..scenes.rename import counts_words
        q = questions.carry_question("Player", "Ana", counts_words(ProfileStats(hands=160), matches=12), True)
        return [TitleScene(c), settings, AskScene(c, q, lambda key: None)]

    def quit_unsaved(c: Context) -> list[Scene]:
        """Over a match with no save (as a LAN match is)."""
        from game.table import LocalTable
        plan = gs.plan(2)
        for seed in range(1, 40):
            session = MatchSession(c, plan, None)
            session.attach(LocalTable.new(Options(), plan.human_seats, plan.levels, seed))
            if gs.drive(session, lambda s: s.my_turn and s.board.phase == "play", gs.prefer("order", "take")):
                break
            session.close()
        return [TrickScene(c, session), PauseScene(c), AskScene(c, questions.QUIT_UNSAVED, lambda key: None)]

    def given_up(c: Context) -> list[Scene]:
        name = c.settings.player_name
        c.stats.profiles.pop(name, None)
        gs.sample_stats(c)
        c.stats.record_match(name, "two-handed", "hard", False, 4, 6, given_up=True)
        return [TitleScene(c), StatsScene(c)]

    def two_only(c: Context) -> list[Scene]:
        name = c.settings.player_name
        c.stats.profiles.pop(name, None)
        hand = {"maker_side": 0, "maker": 0, "result": "made", "alone": False}
        for _hand in range(9):
            c.stats.record_hand(name, 0, hand)
        for us, them in ((10, 6), (7, 10), (10, 9)):
            c.stats.record_match(name, "two-handed", "normal", us > them, us, them)
        return [TitleScene(c), StatsScene(c)]

    return [
        ("ask-leave-lesson", "two", lesson),
        ("ask-carry-stats", "any", carry),
        ("ask-quit-unsaved", "two", quit_unsaved),
        ("stats", "given-up", given_up),
        ("stats", "two-handed-only", two_only),
    ]


def is_table(scenes: list[Scene]) -> bool:
    """Whether a gallery entry shows a match's table (drawn again with larger cards)."""
    from ..scenes.table_base import TableScene
    from ..scenes.tutorial import TutorialScene
    return bool(scenes) and isinstance(scenes[0], (TableScene, TutorialScene))


def render_gallery(outdir: str | os.PathLike[str], sizes: tuple[tuple[int, int], ...] = SIZES,
                   only: str | None = None, language: str = "en", in_turn: bool = False) -> list[Path]:
    """Write ``OUTDIR/<scene>-<variant>-<W>x<H>.png`` for every scene and size, and for a table
    ``<scene>-<variant>-large-<W>x<H>.png`` with the Larger cards setting; return the paths.
    ``only``: just the entries whose ``<scene>-<variant>`` contains it; ``language``: the
    language every screen speaks (English unless asked, whatever the system's is);
    ``in_turn``: each entry at one of the sizes, the next entry at the next (every entry and
    every size drawn, in a third of the pictures: the tests' way).

    Each state is built once and shown at every window size, drawn at the window's resolution
    as in play (a table, setup and review in a tall window laid out upright).
    """
    from ..app import App
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as data:   # default settings, and never the player's own
        app = App(sizes[0], data_path=Path(data), language=language)
        shown = 0
        for scene, variant, build in _entries():
            if only is not None and only not in f"{scene}-{variant}":
                continue
            scenes = show(app, build)
            turn = (sizes[shown % len(sizes)],) if in_turn else sizes
            shown += 1
            _calm(app)
            normal = app.ctx.settings
            for large in (False, True) if is_table(scenes) else (False,):
                app.ctx.settings = normal.with_(large_cards=large)
                for size in turn:
                    app._resized(size)
                    app.step(0.0)
                    path = out / f"{scene}-{variant}{'-large' if large else ''}-{size[0]}x{size[1]}.png"
                    app.save_screenshot(path)
                    written.append(path)
            app.ctx.settings = normal
            app._resized(sizes[0])
    return written


def show(app, build) -> list:
    """Put the scenes an entry builds on ``app``'s stack and let three frames settle them, score
    markers shown as they end up; return the scenes."""
    scenes = build(app.ctx)
    app.stack.reset(scenes[0])
    for s in scenes[1:]:
        app.stack.push(s)
    for _frame in range(3):
        _calm(app)
        app.step(1 / 60)
    return scenes


def _calm(app) -> None:
    """Show score markers as they end up, not half way through their change."""
    for s in app.stack.scenes:
        session = getattr(s, "session", None)
        if s.name == "score" and session is not None:
            session.marker_anim.clear()
