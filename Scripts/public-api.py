#!/usr/bin/env python3
"""The public API of every library module, as one sorted text list, checked against the list in
Scripts/public-api.txt so that a change to the public surface is made on purpose.

Usage: Scripts/public-api.py GRAPHS_DIR [--update]

GRAPHS_DIR holds the symbol graphs Scripts/symbol-graphs.sh extracts. Each public declaration
is one line: the module, the kind, the symbol path, and the declaration as written. Symbols a
type only inherits from a protocol's extension (synthesized) are left out: they are listed where
they are declared. A property whose setter is not public (`private(set)`, `internal(set)`,
`package(set)`) is listed `{ get }`: the symbol graph writes `{ get set }` for it, so the line it
is declared on is read to tell. Without --update, any difference from Scripts/public-api.txt is printed as a
diff and the exit status is 1; with --update, the list is rewritten.
"""

import difflib
import json
import pathlib
import re
import sys
from urllib.parse import unquote, urlparse

LIST = pathlib.Path(__file__).resolve().parent / "public-api.txt"
HEADER = [
    "# The public API of NavLab's library modules: one declaration a line, sorted.",
    "# Views in an app bind to it, so changing it is a decision: after a change, run",
    "#   Scripts/public-api-check.sh --update",
    "# and commit this file with the change. CI fails when it differs from the code.",
]


# A setter narrower than public, as written before `var`.
NARROW_SETTER = re.compile(r"\b(private|fileprivate|internal|package)\(set\)")


def declared_line(symbol, sources):
    """The source line `symbol` is declared on, or "" when the graph does not say."""
    location = symbol.get("location")
    if not location:
        return ""
    path = unquote(urlparse(location["uri"]).path)
    if path not in sources:
        try:
            sources[path] = pathlib.Path(path).read_text(encoding="utf-8").splitlines()
        except OSError:
            sources[path] = []
    text = sources[path]
    line = location["position"]["line"]
    return text[line] if 0 <= line < len(text) else ""


def lines(graphs):
    sources = {}
    found = set()
    for path in sorted(pathlib.Path(graphs).glob("*/*.symbols.json")):
        graph = json.loads(path.read_text(encoding="utf-8"))
        module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") != "public":
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            where = ".".join(symbol["pathComponents"])
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            if declaration.endswith("{ get set }") and NARROW_SETTER.search(
                declared_line(symbol, sources)
            ):
                declaration = declaration.removesuffix("{ get set }") + "{ get }"
            found.add(f"{module} {kind} {where}: {' '.join(declaration.split())}")
    return sorted(found)


def main():
    arguments = [a for a in sys.argv[1:] if a != "--update"]
    if len(arguments) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    current = lines(arguments[0])
    if "--update" in sys.argv:
        LIST.write_text("\n".join(HEADER + current) + "\n", encoding="utf-8")
        print(f"public-api: wrote {len(current)} declarations to {LIST.name}")
        return 0
    recorded = [l for l in LIST.read_text(encoding="utf-8").splitlines() if not l.startswith("#")]
    if recorded == current:
        print(f"public-api: {len(current)} public declarations, as listed in {LIST.name}")
        return 0
    sys.stdout.writelines(
        difflib.unified_diff(
            [l + "\n" for l in recorded], [l + "\n" for l in current],
            "Scripts/public-api.txt (recorded)", "public API (built)"))
    print(f"public-api: the public API differs from {LIST.name}; if the change is meant, run "
          "Scripts/public-api-check.sh --update and commit the list")
    return 1


if __name__ == "__main__":
    sys.exit(main())
