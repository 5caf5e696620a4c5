"""The import layers docs/ARCHITECTURE.md draws (rules <- ai <- table core <- net / client) hold,
and no two modules import each other round a circle.

Read from the source with ``ast``, never by importing it: every ``import`` and ``from ...
import`` counts, at the top of a module, inside a function, or under ``if TYPE_CHECKING:``.
``from package import name`` is an import of ``package.name`` where that is a module, else of
the package. Run as a script (``python -m tests.test_import_layers``) it prints every circle.
"""
from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "net")

# Each layer, and what it must never import (a module, or anything under it).
LAYERS: dict[str, tuple[str, ...]] = {
    "game.rules": ("game.ai", "game.table", "game.umpire", "net", "game.client", "pygame"),
    "game.ai": ("game.table", "game.umpire", "net", "game.client", "pygame"),
    "net": ("game.client", "pygame"),
}
# The table core and the table: no transport (sockets, beacons, WebSocket, the server), no screen.
TRANSPORTS = ("net.host", "net.host_table", "net.connections", "net.discovery", "net.interfaces",
              "net.client", "net.online", "net.headless", "net.server", "socket", "socketserver",
              "selectors", "ssl", "websockets", "redis")
CORES: dict[str, tuple[str, ...]] = {
    module: TRANSPORTS + ("game.client", "pygame")
    for module in ("game.umpire", "game.table", "net.table_core")}

# The window reaches the network only from the screens that find a table (the LAN lobby, the
# Online game and the parts they are made of) and the gallery's stand-ins.
CLIENT_TO_NET = ("game.client.scenes.lobby", "game.client.scenes.online",
                 "game.client.scenes.table_parts", "game.client.gallery")

# Circles there are still, each one to break (with a narrow Protocol in place of the import
# that closes it) and then to take off this list; a circle not listed fails, and so does one
# listed that is gone.
KNOWN_CIRCLES: tuple[frozenset[str], ...] = (
    # The registry and the options: a game's entry names its options (Game.options reads
    # options.SPECS, inside a function) and each option spec names the games it applies to.
    frozenset({"game.rules.games", "game.rules.options"}),
    # A server connection knows the table it sits at (Peer.table, under TYPE_CHECKING) and
    # the table is told of its connections as Peer.
    frozenset({"net.server.peer", "net.server.table"}),
    # The Context holds the scene stack and makes scenes by name; every Scene holds the
    # Context (under TYPE_CHECKING in both).
    frozenset({"game.client.context", "game.client.scenes.base", "game.client.scenes.stack"}),
    # A match on screen: the choreography, the record, the painter and its info panel each
    # read the MatchSession they belong to (under TYPE_CHECKING), which makes them.
    frozenset({"game.client.table.choreography", "game.client.table.info_panel",
               "game.client.table.match_record", "game.client.table.match_session",
               "game.client.table.table_painter"}),
)


def _name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    """Every module of the product, by its dotted name."""
    return {_name(p): p for top in PACKAGES for p in sorted((ROOT / top).rglob("*.py"))}


def _owner(name: str) -> str | None:
    """The product's module that ``name`` is, or is inside of (None: not ours)."""
    mods = modules()
    while name and name not in mods:
        name = name.rpartition(".")[0]
    return name or None


@cache
def imports(module: str) -> frozenset[str]:
    """What ``module`` imports, by dotted name: the product's modules and outside ones alike
    (``pygame``, ``socket``...), wherever in the module the import stands."""
    path = modules()[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                source = ".".join(p for p in (base, node.module) if p)
            else:
                source = node.module or ""
            for alias in node.names:
                full = f"{source}.{alias.name}"
                found.add(full if full in modules() else source)
    return frozenset(found)


def graph() -> dict[str, set[str]]:
    """The product's modules, each with the product's modules it imports."""
    edges: dict[str, set[str]] = {}
    for module in modules():
        owners = {_owner(name) for name in imports(module)}
        edges[module] = {o for o in owners if o is not None and o != module}
    return edges


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def layer_breaches(rules: dict[str, tuple[str, ...]]) -> list[str]:
    out = []
    for module in modules():
        for layer, never in rules.items():
            if not _within(module, layer):
                continue
            out += [f"{module} imports {name} (never in {layer})"
                    for name in sorted(imports(module)) if any(_within(name, n) for n in never)]
    return out


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def one_circle(edges: dict[str, set[str]], group: list[str]) -> list[str]:
    """A path round the group, from its first module back to it: a -> b -> ... -> a."""
    start, members = group[0], set(group)
    paths = {start: [start]}
    todo = [start]
    while todo:   # breadth first, so the circle named is a short one
        v = todo.pop(0)
        for w in sorted(edges[v] & members):
            if w == start:
                return paths[v] + [start]
            if w not in paths:
                paths[w] = paths[v] + [w]
                todo.append(w)
    return group


def test_the_layers_import_only_what_is_below_them():
    assert layer_breaches(LAYERS) == []


def test_the_table_core_knows_no_transport_and_no_screen():
    assert layer_breaches(CORES) == []


def test_the_client_reaches_net_only_from_the_lobbies():
    others = {m: sorted(n for n in imports(m) if _within(n, "net")) for m in modules()
              if _within(m, "game.client") and not any(_within(m, a) for a in CLIENT_TO_NET)}
    assert {m: n for m, n in others.items() if n} == {}


def test_no_import_circle_but_the_known_ones():
    edges = graph()
    groups = circles(edges)
    new = [" -> ".join(one_circle(edges, g)) for g in groups if frozenset(g) not in KNOWN_CIRCLES]
    assert new == [], "modules that import each other round a circle: " + "; ".join(new)
    gone = [sorted(k) for k in KNOWN_CIRCLES if k not in {frozenset(g) for g in groups}]
    assert gone == [], f"circles broken (take them off KNOWN_CIRCLES): {gone}"


def test_the_reader_sees_every_kind_of_import():
    """The graph is read as the tests above need: relative imports, ``from package import
    module``, imports inside functions and under TYPE_CHECKING all count."""
    edges = graph()
    assert "game.rules.events" in edges["game.rules.match"]                # from .events import ...
    assert "game.client.drawing.theme" in edges["game.client.ui"]          # from .drawing import theme
    assert "game.rules.options" in edges["game.rules.games"]               # inside a function
    assert "game.client.context" in edges["game.client.scenes.base"]      # under TYPE_CHECKING
    assert "pygame" in imports("game.client.ui")
    loop = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(loop) == [["a", "b", "c"]] and one_circle(loop, ["a", "b", "c"]) == ["a", "b", "c", "a"]


if __name__ == "__main__":
    edges = graph()
    for group in circles(edges):
        print(" -> ".join(one_circle(edges, group)), "(known)" if frozenset(group) in KNOWN_CIRCLES else "")
    for line in layer_breaches(LAYERS) + layer_breaches(CORES):
        print(line)
