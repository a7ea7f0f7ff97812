#!/usr/bin/env python3
"""Counts each flow module's plumbing: the lines that exist for NavLab rather than for the flow.

    python3 Scripts/plumbing.py            one line a flow module: its plumbing and its lines
    python3 Scripts/plumbing.py --max 30   the same, and exit 1 when a module has more than 30
    python3 Scripts/plumbing.py --show     every plumbing line, with its file and line number
    python3 Scripts/plumbing.py --self-test  count a sample whose plumbing is known, and fail if
                                             the rules below count it otherwise

A flow module is every folder `Sources/*Flow`. Lines are counted without blank lines and
comments. A line is plumbing when it is one of these (ARCHITECTURE.md, "What a flow holds"):

- an `import`, once a module: every file of the module importing LinkRouting is one line, since
  Swift asks each file to say it;
- the flow's identity for the app: `static let id`, `static let title`, `typealias Links`;
- a state's empty `init() {}`;
- the whole of a member that writes or reads a route or a presentation as text for saving, a
  breadcrumb or an identifier: `init?(kind:number:)` and `numbered` (`NumberedRoute`),
  `init?(_ description:)` and `description` (`LosslessStringConvertible`), `crumb` and `id`;
- the first and last line of an extension that holds only such members.

Everything else is the flow's behaviour: its routes and what may follow what, its state, its
intents, its screens and tap table, its link grammar, its presentations' kinds, and the facts it
declares for the app's checks (its screen kinds, example links and malformed links).
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

IDENTITY = re.compile(
    r"^\s*(nonisolated\s+)?(public\s+|package\s+)?"
    r"(static\s+let\s+(id|title)\b|typealias\s+Links\b)")
MEMBER = re.compile(
    r"^\s*(public\s+|package\s+)?(init\?\(kind:|var\s+numbered\b|init\?\(_\s+description:"
    r"|var\s+description\s*:|var\s+crumb\s*:|var\s+id\s*:)")
EMPTY_INIT = re.compile(r"^\s*(public\s+|package\s+)?init\(\)\s*\{\s*\}\s*$")
EXTENSION = re.compile(r"^\s*(public\s+)?extension\s+\w+(\s*:\s*[\w, ]+)?\s*\{\s*$")


def code_lines(path):
    """The file's lines that are neither blank nor comments, with their numbers."""
    lines = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        stripped = line.strip()
        if not stripped or stripped.startswith("//"):
            continue
        lines.append((number, line))
    return lines


def depth_change(line):
    """How much `line` opens braces, ignoring those inside string literals."""
    text = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    return text.count("{") - text.count("}")


def member_end(lines, start):
    """The index of the last line of the member that begins at `start` (itself if one line)."""
    depth = depth_change(lines[start][1])
    index = start
    while depth > 0 and index + 1 < len(lines):
        index += 1
        depth += depth_change(lines[index][1])
    return index


def plumbing(path):
    """The plumbing lines of one file, as (number, text)."""
    lines = code_lines(path)
    marked = set()
    index = 0
    while index < len(lines):
        text = lines[index][1]
        if text.lstrip().startswith("import ") or IDENTITY.match(text) or EMPTY_INIT.match(text):
            marked.add(index)
        elif MEMBER.match(text):
            end = member_end(lines, index)
            marked.update(range(index, end + 1))
            index = end
        index += 1
    # An extension whose every line inside is plumbing is plumbing itself.
    for index, (_, text) in enumerate(lines):
        if EXTENSION.match(text):
            end = member_end(lines, index)
            inside = set(range(index + 1, end))
            if inside and inside <= marked:
                marked.update((index, end))
    return [lines[index] for index in sorted(marked)]


# A flow file whose plumbing is known: the lines marked `P` are plumbing, the others are not.
SAMPLE = """\
import LinkRouting  // P
/// A doc comment is not counted.
public enum ShelfRoute: Route {
  case item(Int)
  public var requiresSignIn: Bool { false }
}
extension ShelfRoute: NumberedRoute {  // P
  public init?(kind: String, number: Int?) {  // P
    guard kind == "item", let number else { return nil }  // P
    self = .item(number)  // P
  }  // P
  public var numbered: (kind: String, number: Int?) {  // P
    switch self {  // P
    case .item(let id): ("item", id)  // P
    }  // P
  }  // P
}  // P
extension ShelfCoordinator {
  nonisolated public static let id = "shelf"  // P
  public typealias Links = ShelfLinks  // P
  nonisolated public static let screenKinds = ["screen.shelf"]
  public func showItem(_ id: Int) { push(.item(id)) }
}
"""


def self_test():
    """Whether the rules count exactly the lines of ``SAMPLE`` marked `P`; says which differ."""
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "Sample.swift"
        path.write_text("\n".join(line.removesuffix("  // P") for line in SAMPLE.splitlines()))
        counted = {number for number, _ in plumbing(path)}
    marked = {number for number, line in enumerate(SAMPLE.splitlines(), 1) if line.endswith("// P")}
    if counted == marked:
        print(f"self-test: the {len(marked)} plumbing lines of the sample, and no other")
        return 0
    print(f"error: the rules count lines {sorted(counted - marked)} of the sample that are not "
          f"plumbing and miss lines {sorted(marked - counted)}; fix the rules in "
          "Scripts/plumbing.py", file=sys.stderr)
    return 1


def main(arguments):
    maximum = None
    show = False
    rest = list(arguments)
    while rest:
        argument = rest.pop(0)
        if argument == "--max" and rest and rest[0].isdigit():
            maximum = int(rest.pop(0))
        elif argument == "--show":
            show = True
        elif argument == "--self-test":
            return self_test()
        else:
            print(f"error: unknown argument '{argument}'; use --max N, --show or --self-test", file=sys.stderr)
            return 2
    modules = sorted(p for p in (ROOT / "Sources").glob("*Flow") if p.is_dir())
    if not modules:
        print("error: no Sources/*Flow folder; run from the package", file=sys.stderr)
        return 2
    over = []
    for module in modules:
        count = 0
        total = 0
        imported = set()
        for path in sorted(module.glob("*.swift")):
            for number, text in plumbing(path):
                if text.lstrip().startswith("import "):
                    if text.strip() in imported:
                        continue
                    imported.add(text.strip())
                count += 1
                if show:
                    print(f"{path.relative_to(ROOT)}:{number}: {text.strip()}")
            total += len(code_lines(path))
        print(f"{module.name}: {count} lines of plumbing of {total}")
        if maximum is not None and count > maximum:
            over.append(f"{module.name} ({count})")
    if over:
        print(f"error: more than {maximum} lines of plumbing in {', '.join(over)}; move what "
              "every flow repeats into LinkRouting, or run with --show to see the lines",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
