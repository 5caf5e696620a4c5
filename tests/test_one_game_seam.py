"""A game is declared once (``game/rules/games.py``): everything else reads the registry.

Two checks over the product's source (``game/``, ``net/``, ``main.py``):

1. Outside the rules package, the words and rules-text modules (``game/client/text/``) and
   the gallery (``game/client/gallery/``), no file names a game: no string literal that is
   a game's key ("two-handed"...), no ``TWO_HANDED``/``THREE_HANDED``/``FOUR_HANDED``.
   Docstrings and comments may speak of the games.
2. The client (``game/client``, less the words and the gallery) and ``net`` hold at most
   ``MAX_BRANCHES`` branches on the player count or the game, counted by ``BRANCHES`` below
   on code with its strings and comments blanked out.

Run as a script (``python -m tests.test_one_game_seam``) it prints what it finds, file by file.
"""
from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

from game.rules.games import KEYS

ROOT = Path(__file__).resolve().parent.parent
GAME_CONSTANTS = {"TWO_HANDED", "THREE_HANDED", "FOUR_HANDED"}
MAX_BRANCHES = 5

# The regex families of a branch on the player count or the game (on code whose strings are
# blanked to "S" and whose comments are gone):
BRANCHES = {
    # a comparison with the player count, either way round: `.players == 3`, `4 != x.players`
    "player count": r"\.players\s*(==|!=|<=|>=|<|>)|(==|!=|<=|>=|<|>)\s*[\w.]*\.players\b"
                    r"|\bplayers\s*(==|!=|<=|>=|<|>)\s*\d|\bn\s*(==|!=)\s*[234]\b",
    # flags standing for a game: `self.four`, `rules.three`
    "game flag": r"\.(two|three|four)\b(?!\s*\()",
    # a test of the game's key: `variant == S`, `variant in (...)` (not `for variant in`, nor
    # whether it is a game at all: `in BY_KEY`, `in KEYS`)
    "game key": r"(?<!for )\b\w*variant\s*(==|!=|(\bnot\s+)?\bin\b(?!\s+(BY_KEY|KEYS|VARIANTS)\b))",
    # the number of sides or seats as a game: `sides == 3`, `len(seats) == 4`
    "sides or seats": r"\bsides\s*(==|!=)\s*[234]\b|len\(\s*[\w.]*seats\s*\)\s*(==|!=)\s*[234]\b",
    # the partner by arithmetic: `(seat + 2) % 4`
    "partner by arithmetic": r"\(\s*[\w.\[\]\"]+\s*\+\s*2\s*\)\s*%\s*4",
    # the side by arithmetic: `seat % 2 == me % 2`
    "side by arithmetic": r"\b(seat|maker|dealer|me)\w*\s*%\s*2\b",
}
_BRANCH_RE = re.compile("|".join(f"(?:{r})" for r in BRANCHES.values()))

# Files that another change is still taking the games out of (none now; the lists only
# shrink): each entry a file and what in it still names a game or branches on it.
PENDING_NAMES: dict[str, str] = {}
PENDING_BRANCHES: set[str] = set()


def product_files() -> list[Path]:
    files = [ROOT / "main.py"] + sorted((ROOT / "game").rglob("*.py")) + sorted((ROOT / "net").rglob("*.py"))
    return [f for f in files if f.exists()]


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def may_name_games(path: str) -> bool:
    return (path.startswith("game/rules/") or path.startswith("game/client/text/")
            or path.startswith("game/client/gallery"))


def in_branch_count(path: str) -> bool:
    return ((path.startswith("game/client/") or path.startswith("net/"))
            and not path.startswith("game/client/text/") and not path.startswith("game/client/gallery"))


def _tokens(source: str) -> list[tokenize.TokenInfo]:
    return list(tokenize.generate_tokens(io.StringIO(source).readline))


def _docstring(tokens: list[tokenize.TokenInfo], i: int) -> bool:
    """A string token that is a statement by itself (a docstring, or a string left alone)."""
    before = next((t for t in reversed(tokens[:i]) if t.type not in (tokenize.NL, tokenize.COMMENT)), None)
    after = next((t for t in tokens[i + 1:] if t.type not in (tokenize.NL, tokenize.COMMENT)), None)
    starts = before is None or before.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
    return starts and (after is None or after.type in (tokenize.NEWLINE, tokenize.ENDMARKER))


def names_of_games(source: str) -> list[tuple[int, str]]:
    """(line, what) for each game named in code: a key as a string, a game's constant."""
    out = []
    tokens = _tokens(source)
    for i, t in enumerate(tokens):
        if t.type == tokenize.NAME and t.string in GAME_CONSTANTS:
            out.append((t.start[0], t.string))
        elif t.type == tokenize.STRING and not _docstring(tokens, i):
            try:
                value = ast.literal_eval(t.string)
            except (ValueError, SyntaxError):   # an f-string: its parts are not keys
                continue
            if isinstance(value, str) and value in KEYS:
                out.append((t.start[0], repr(value)))
    return out


def code_lines(source: str) -> dict[int, str]:
    """Each line's code as written, with its strings blanked to S and its comments dropped."""
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    text = source
    for t in reversed(_tokens(source)):
        if t.type in (tokenize.STRING, tokenize.COMMENT):
            a = starts[t.start[0] - 1] + t.start[1]
            b = starts[t.end[0] - 1] + t.end[1]
            blank = "S" if t.type == tokenize.STRING else ""
            text = text[:a] + blank + "\n" * text[a:b].count("\n") + text[b:]
    return {n: line for n, line in enumerate(text.splitlines(), 1) if line.strip()}


def branches(source: str) -> list[tuple[int, str]]:
    """(line, code) for each match of ``BRANCHES`` (a line may hold several)."""
    out = []
    for n, line in code_lines(source).items():
        out += [(n, line)] * len(_BRANCH_RE.findall(line))
    return out


def scan() -> tuple[dict[str, list[tuple[int, str]]], dict[str, list[tuple[int, str]]]]:
    named, branched = {}, {}
    for f in product_files():
        path, source = rel(f), f.read_text(encoding="utf-8")
        if not may_name_games(path):
            found = names_of_games(source)
            if found:
                named[path] = found
        if in_branch_count(path):
            found = branches(source)
            if found:
                branched[path] = found
    return named, branched


def test_the_regexes_find_what_they_stand_for() -> None:
    found = branches("if o.players == 3:\n    x = (seat + 2) % 4\n"
                     "y = 4 if self.four else 2\nif variant == 'four-handed':\n    pass\n"
                     "if len(seats) != 2 or sides == 3 or seat % 2 == 0:\n    pass\n")
    assert [n for n, _ in found] == [1, 2, 3, 4, 6, 6, 6]
    assert branches("for variant in p.variants():\n    x = o.game.partner(seat)\n"
                    "ok = s.rules_variant in BY_KEY\n"
                    "'''A docstring: if players == 3.'''\n") == []
    assert names_of_games('"""four-handed"""\nx = {"four-handed": 1}\nTWO_HANDED\n') == [
        (2, "'four-handed'"), (3, "TWO_HANDED")]


def test_no_product_file_outside_the_registry_names_a_game() -> None:
    named, _ = scan()
    unexpected = {p: found for p, found in named.items() if p not in PENDING_NAMES}
    assert unexpected == {}, "read game.rules.games (GAMES, Game) instead: " + repr(unexpected)


def test_the_client_and_net_branch_on_the_game_at_most_five_times() -> None:
    _, branched = scan()
    counted = {p: found for p, found in branched.items() if p not in PENDING_BRANCHES}
    total = sum(len(found) for found in counted.values())
    assert total <= MAX_BRANCHES, f"{total} branches on the player count or the game: {counted}"


if __name__ == "__main__":
    named, branched = scan()
    for title, found in (("names a game", named), ("branches on the game", branched)):
        total = sum(len(v) for v in found.values())
        print(f"{title}: {total} in {len(found)} files")
        for p, rows in found.items():
            print(f"  {p}{' (pending)' if p in PENDING_NAMES or p in PENDING_BRANCHES else ''}")
            for n, what in rows:
                print(f"    {n}: {what[:110]}")


def test_a_game_of_another_kind_fits_the_readers() -> None:
    """A game that differs in kind (Napoleon, RULES §8.3: five each for himself, the maker alone
    against the rest, its own match class) is read like any other: no reader asks its name."""
    from game.ai.bidding import NORMAL_STYLE
    from game.ai.sides import hand_teams
    from game.client.scenes.table_parts import default_seats
    from game.client.table.board import Board
    from game.rules.games import Game
    nap = Game("napoleon", "Napoleon", "Napoleon", "Five players, each for himself.", "8.3",
               (0, 1, 2, 3, 4), maker_alone=True, match="napoleon")
    assert (nap.sides, nap.partners, nap.heads_up, nap.partner(3)) == (5, False, False, 3)
    assert hand_teams(nap, 2) == (1, 1, 0, 1, 1) and hand_teams(nap, -1) == (0, 1, 2, 3, 4)
    assert NORMAL_STYLE.order_bar(nap) == NORMAL_STYLE.order_three   # the maker alone's bar
    board = Board(players=5, me=0, game=nap, maker=1, trump=2, tricks_won=[1, 2, 0, 1, 1])
    assert board.sides == 5 and board.side_of(4) == 4 and board.defenders() == (0, 2, 3, 4)
    assert board.side_tricks() == (1, 2, 0, 1, 1) and board.defence_passed() == ()
    assert default_seats(nap) == ("remote",) * 4


def test_the_lobby_seats_derived_from_the_games_are_as_they_were_written() -> None:
    """The lobby's defaults and seat roles, once a table per game, now come from Game."""
    from game.client.scenes.table_parts import default_seats, seat_roles
    from game.rules import game
    keys = ("two-handed", "three-handed", "four-handed")
    assert [default_seats(game(k)) for k in keys] == [
        ("remote",), ("remote", "remote"), ("remote", "bot:hard", "remote")]
    assert [seat_roles(game(k)) for k in keys] == [
        ("you", "opponent"), ("you", "on your left", "on your right"),
        ("you", "opponent", "partner", "opponent")]
