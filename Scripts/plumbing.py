#!/usr/bin/env python3
"""Counts each flow module's plumbing, and holds it to what NavLab promises a team.

    python3 Scripts/plumbing.py            one line a flow module: its plumbing, its budget, its lines
    python3 Scripts/plumbing.py --check    the same, and exit 1 when a module's plumbing is over
                                           its budget
    python3 Scripts/plumbing.py --show     every plumbing line, with its file and line number
    python3 Scripts/plumbing.py --self-test  count a sample whose plumbing and names are known,
                                             and fail if the rules below count it otherwise

The promise (ARCHITECTURE.md, "What a flow holds"): plumbing is every line a team writes to join
NavLab, beyond its screens' behaviour; take NavLab away and the flow's screens behave the same
without them. It costs a flow a fixed part of at most FIXED lines, and a line or two for each
thing the flow names to NavLab:

- FIXED, 30: its imports and identity (4), five declarations opened and closed (10), a numbered
  route's text form (11: its extension, its two members and their switches), and a
  presentation's crumb and id (5), the most any flow needs of each;
- two lines a route kind, which its text form reads and writes;
- one line a presentation, its crumb;
- one line a declared item: a screen kind, an example link, a malformed link, a requested link
  form or a link form of its grammar.

So a flow's budget is FIXED + 2 × route kinds + presentations + declared items, and CI fails a
module over it: what NavLab asks of every flow must stay in the fixed part, and a new
requirement that every flow repeats is a change to LinkRouting instead.

A flow module is every folder `Sources/*Flow`. Lines are counted without blank lines and
comments. A line is plumbing when it is one of these:

- an `import`, once a module: every file of the module importing LinkRouting is one line, since
  Swift asks each file to say it;
- the flow's identity for the app: `static let id`, `static let title`, `typealias Links`;
- the whole of a declaration the app's checks and its link dispatch read: `screenKinds`,
  `exampleLinks`, `malformedLinks`, `requestedLinkForms`, and the grammar's `forms`;
- a state's empty `init() {}`;
- the whole of a member that writes or reads a route or a presentation as text for saving, a
  breadcrumb or an identifier: `init?(kind:number:)` and `numbered` (`NumberedRoute`),
  `init?(_ description:)` and `description` (`LosslessStringConvertible`), `crumb` and `id`;
- the first and last line of an extension that holds only such members.

Everything else is the flow's behaviour: its routes and what may follow what, its state, its
intents, its screens and tap table, its link grammar's reading and writing of links, and its
presentations' kinds.
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
# The facts a flow declares for the app's checks and dispatch, each as one whole declaration.
DECLARATION = re.compile(
    r"^\s*(nonisolated\s+)?(public\s+|package\s+)?static\s+(let|var)\s+"
    r"(screenKinds|exampleLinks|malformedLinks|requestedLinkForms|forms)\b")
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


def nesting_change(line):
    """How much `line` opens brackets of every kind, ignoring those inside string literals."""
    text = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    return sum(text.count(c) for c in "([{") - sum(text.count(c) for c in ")]}")


def end_by(change, lines, start):
    """The index of the last line of what begins at `start` (itself if one line), where
    `change(line)` says how much each line opens."""
    depth = change(lines[start][1])
    index = start
    while depth > 0 and index + 1 < len(lines):
        index += 1
        depth += change(lines[index][1])
    return index


def declaration_end(lines, start):
    """The index of the last line of the declaration that begins at `start`, by its brackets."""
    return end_by(nesting_change, lines, start)


def member_end(lines, start):
    """The index of the last line of the member that begins at `start` (itself if one line)."""
    return end_by(depth_change, lines, start)


ENUM = re.compile(r"^\s*(public\s+)?enum\s+\w+\s*:\s*[^{]*\b(Route|NamedRoute|NumberedRoute|Presentation)\b")
CASE = re.compile(r"^\s*case\s+(.*)$")
STRING = re.compile(r'"(\\.|[^"\\])*"')


def names(path):
    """What one file names to NavLab, as (routes, presentations, items): the cases of its route
    and presentation enums, and the items of the facts it declares."""
    lines = code_lines(path)
    routes = presentations = items = 0
    index = 0
    while index < len(lines):
        text = lines[index][1]
        match = ENUM.match(text)
        if match:
            end = member_end(lines, index)
            cases = 0
            indent = len(text) - len(text.lstrip()) + 2
            for _, inside in lines[index + 1:end]:
                case = CASE.match(inside)
                # A case of the enum itself, not one of a switch inside a member.
                if case and len(inside) - len(inside.lstrip()) == indent:
                    cases += re.sub(r"\([^)]*\)", "", case.group(1)).count(",") + 1
            if match.group(2) == "Presentation":
                presentations += cases
            else:
                routes += cases
            index = end
        elif DECLARATION.match(text):
            end = declaration_end(lines, index)
            body = " ".join(line for _, line in lines[index:end + 1])
            examples = body.count("LinkExample(")
            items += examples if examples else len(STRING.findall(body))
            index = end
        index += 1
    return routes, presentations, items


FIXED = 30


def budget(routes, presentations, items):
    """The most plumbing a flow that names these may have (the promise, above)."""
    return FIXED + 2 * routes + presentations + items


def plumbing(path):
    """The plumbing lines of one file, as (number, text)."""
    lines = code_lines(path)
    marked = set()
    index = 0
    while index < len(lines):
        text = lines[index][1]
        if text.lstrip().startswith("import ") or IDENTITY.match(text) or EMPTY_INIT.match(text):
            marked.add(index)
        elif DECLARATION.match(text):
            end = declaration_end(lines, index)
            marked.update(range(index, end + 1))
            index = end
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


# A flow file whose plumbing is known: the lines marked `P` are plumbing, the others are not. It
# names three route kinds, one presentation and three declared items.
SAMPLE = """\
import LinkRouting  // P
/// A doc comment is not counted.
public enum ShelfRoute: Route {
  case item(Int)
  case group(Int), share
  static let itemIDs = 1...10
  public var requiresSignIn: Bool {
    switch self {
    case .item: false
    case .group, .share: true
    }
  }
}
public enum ShelfPresentation: String, Presentation {
  case lend
  public var kind: PresentationKind { .sheet }
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
  nonisolated public static let screenKinds = ["screen.shelf"]  // P
  nonisolated public static let exampleLinks = [  // P
    LinkExample("navlab://shelf", shows: "screen.shelf"),  // P
    LinkExample("navlab://item/1", shows: "screen.item.1"),  // P
  ]  // P
  static let shownFirst = ["screen.shelf"]
  public func showItem(_ id: Int) { push(.item(id)) }
}
"""
SAMPLE_NAMES = (3, 1, 3)


def self_test():
    """Whether the rules count exactly the lines of ``SAMPLE`` marked `P`, and its names as
    ``SAMPLE_NAMES``; says what differs."""
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "Sample.swift"
        path.write_text("\n".join(line.removesuffix("  // P") for line in SAMPLE.splitlines()))
        counted = {number for number, _ in plumbing(path)}
        named = names(path)
    marked = {number for number, line in enumerate(SAMPLE.splitlines(), 1) if line.endswith("// P")}
    if counted != marked:
        print(f"error: the rules count lines {sorted(counted - marked)} of the sample that are not "
              f"plumbing and miss lines {sorted(marked - counted)}; fix the rules in "
              "Scripts/plumbing.py", file=sys.stderr)
        return 1
    if named != SAMPLE_NAMES:
        print(f"error: the rules find {named} route kinds, presentations and declared items in "
              f"the sample, not {SAMPLE_NAMES}; fix names() in Scripts/plumbing.py", file=sys.stderr)
        return 1
    print(f"self-test: the {len(marked)} plumbing lines of the sample, and no other; "
          f"{SAMPLE_NAMES[0]} route kinds, {SAMPLE_NAMES[1]} presentation and "
          f"{SAMPLE_NAMES[2]} declared items")
    return 0


def main(arguments):
    check = False
    show = False
    for argument in arguments:
        if argument == "--check":
            check = True
        elif argument == "--show":
            show = True
        elif argument == "--self-test":
            return self_test()
        else:
            print(f"error: unknown argument '{argument}'; use --check, --show or --self-test",
                  file=sys.stderr)
            return 2
    modules = sorted(p for p in (ROOT / "Sources").glob("*Flow") if p.is_dir())
    if not modules:
        print("error: no Sources/*Flow folder; run from the package", file=sys.stderr)
        return 2
    over = []
    for module in modules:
        count = 0
        total = 0
        routes = presentations = items = 0
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
            found = names(path)
            routes, presentations, items = (
                routes + found[0], presentations + found[1], items + found[2])
            total += len(code_lines(path))
        most = budget(routes, presentations, items)
        print(f"{module.name}: {count} lines of plumbing of {total}; budget {most} "
              f"({FIXED} + 2 × {routes} route kinds + {presentations} presentations + "
              f"{items} declared items)")
        if check and count > most:
            over.append(f"{module.name} ({count} of {most})")
    if over:
        print(f"error: more plumbing than the budget in {', '.join(over)}; move what every flow "
              "repeats into LinkRouting, or run with --show to see the lines", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
