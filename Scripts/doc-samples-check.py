#!/usr/bin/env python3
"""Fails when a Swift sample in the docs is not the compiled text it claims to quote.

    python3 Scripts/doc-samples-check.py            check
    python3 Scripts/doc-samples-check.py --update   copy each compiled sample into the docs

Reads every Markdown document (README.md, ARCHITECTURE.md, CONTRIBUTING.md, SECURITY.md,
BENCHMARKS.md, Fuzz/README.md and each Sources/*/*.docc/*.md). Every ```swift block must carry,
on the line before it, one of these markers:

    <!-- sample: Tests/DocSamplesTests/FILE.swift -->        the block is that whole file
    <!-- sample: Tests/DocSamplesTests/FILE.swift#NAME -->   the block is region NAME of the file
    <!-- fragment -->                                         not compiled; the block's first line
                                                              is a comment starting "// Fragment"
    <!-- swiftui -->                                          not compiled (SwiftUI is not on
                                                              Linux); its NavLab names are checked

A region is the lines between `// sample: NAME` and the next `// end sample`, less the indent of
its first line. The quoted files are compiled and run by `swift test` (target DocSamplesTests),
so a quote that differs from them is a stale sample, and this script says where. Sample files use
the public API only: no `@testable import`, no `PackageAccess()`.

For a `swiftui` block, every NavLab name it uses on a NavLab type (`app.rootScreen`,
`$feed.path`, `FeedCoordinator.id`, `case .article` in a switch over a `FeedRoute`) must be
declared in Scripts/public-api.txt, and a `$x.name` binding must be a `{ get set }` property.
A subscript (`feed[.alert]`, `$feed[.sheet, layer: 1]`, `$auth[isPresented: …]`) must be one
the list declares with those argument labels, and `{ get set }` when bound with `$`.
SwiftUI's own names are not checked: nothing here can compile them.
"""

import difflib
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARKER = re.compile(r"^<!-- (sample: (?P<path>[^#\s]+)(#(?P<region>[^>]+?))?|fragment|swiftui) -->$")
FENCE = re.compile(r"^(\s*)```(\S*)\s*$")


def documents():
    names = ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md", "SECURITY.md", "BENCHMARKS.md",
             "Fuzz/README.md"]
    paths = [os.path.join(ROOT, name) for name in names]
    paths += sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "*.md")))
    return [path for path in paths if os.path.exists(path)]


def blocks(path):
    """Yields (line number, info string, marker line or None, text) for each fenced block."""
    lines = open(path, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        indent, info = match.group(1), match.group(2)
        start = index
        body = []
        index += 1
        while index < len(lines) and lines[index].strip() != "```":
            line = lines[index]
            body.append(line[len(indent):] if line.startswith(indent) else line.lstrip())
            index += 1
        marker = None
        before = start - 1
        while before >= 0 and not lines[before].strip():
            before -= 1
        if before >= 0 and MARKER.match(lines[before].strip()):
            marker = lines[before].strip()
        yield start + 1, info, marker, "\n".join(body)
        index += 1


def region(text, name):
    """The lines between `// sample: NAME` and `// end sample`, dedented; None if absent."""
    lines = text.split("\n")
    for start, line in enumerate(lines):
        if line.strip() == f"// sample: {name}":
            end = start + 1
            while end < len(lines) and lines[end].strip() != "// end sample":
                end += 1
            body = lines[start + 1:end]
            indent = len(body[0]) - len(body[0].lstrip()) if body else 0
            return "\n".join(line[indent:] if line[:indent].strip() == "" else line
                             for line in body)
    return None


def without_region_markers(text):
    return "\n".join(line for line in text.split("\n")
                     if not re.match(r"^\s*// (sample: .+|end sample)$", line))


def check_sample(doc, line, quoted, path, name, failures):
    file = os.path.join(ROOT, path)
    where = f"{os.path.relpath(doc, ROOT)}:{line}"
    if not os.path.exists(file):
        failures.append(f"{where}: quotes '{path}', which does not exist")
        return
    source = open(file, encoding="utf-8").read()
    for forbidden in ["@testable", "PackageAccess()"]:
        if forbidden in source:
            failures.append(f"{path}: a sample uses the public API only, but it holds '{forbidden}'")
    if name is None:
        expected = without_region_markers(source).rstrip("\n")
    else:
        expected = region(source, name)
        if expected is None:
            failures.append(f"{where}: '{path}' has no region '// sample: {name}'")
            return
    if quoted.rstrip("\n") != expected:
        label = path if name is None else f"{path}#{name}"
        diff = difflib.unified_diff(
            expected.split("\n"), quoted.rstrip("\n").split("\n"),
            fromfile=f"{label} (compiled)", tofile=f"{where} (quoted)", lineterm="")
        failures.append(f"{where}: the sample differs from {label}, which the tests compile; "
                        "check the prose around it, then run 'python3 Scripts/doc-samples-check.py --update'\n" + "\n".join(diff))


# SwiftUI blocks: NavLab names against Scripts/public-api.txt.

def public_api():
    """Types (name -> module kind) and members (type -> {member: declaration}); a subscript is
    the member `subscript(LABELS)`, such as `subscript(_:layer:)`."""
    types, members = {}, {}
    for raw in open(os.path.join(ROOT, "Scripts", "public-api.txt"), encoding="utf-8"):
        if raw.startswith("#") or not raw.strip():
            continue
        module, kind, rest = raw.rstrip("\n").split(" ", 2)
        path, _, declaration = rest.partition(": ")
        base = re.sub(r"\(.*$", "", path)
        if kind in ("class", "struct", "enum", "protocol", "typealias"):
            types[base] = declaration
            types.setdefault(base.split(".")[-1], declaration)
        if kind == "subscript":
            # `FlowCoordinator.subscript(_:layer:)`: the member keeps its labels.
            owner, labels = path.rsplit(".subscript", 1)
            for name in {owner, owner.split(".")[-1]}:
                members.setdefault(name, {}).setdefault(f"subscript{labels}", []).append(
                    (kind, declaration))
        elif "." in base:
            owner, member = base.rsplit(".", 1)
            for name in {owner, owner.split(".")[-1]}:
                members.setdefault(name, {}).setdefault(member, []).append((kind, declaration))
    return types, members


def conformances():
    """Each NavLab type's protocols, read from the library sources (`: A, B {`)."""
    result = {}
    pattern = re.compile(
        r"^\s*(?:@\w+\s+)*(?:public\s+|nonisolated\s+)*(?:final\s+)?"
        r"(?:class|struct|enum|protocol|extension)\s+(\w+)(?:<[^>]*>)?\s*:\s*([^{]+)\{")
    for file in glob.glob(os.path.join(ROOT, "Sources", "*", "*.swift")):
        for line in open(file, encoding="utf-8"):
            match = pattern.match(line)
            if match:
                names = [name.strip().split(" ")[0] for name in match.group(2).split(",")]
                result.setdefault(match.group(1), set()).update(names)
    return result


def all_members(type_name, members, protocols):
    seen, stack, found = set(), [type_name], {}
    while stack:
        name = stack.pop()
        if name in seen:
            continue
        seen.add(name)
        for member, declarations in members.get(name, {}).items():
            found.setdefault(member, []).extend(declarations)
        stack.extend(protocols.get(name, ()))
    return found


def declared_type(declaration):
    """The type a property or method declaration gives, such as `AppCoordinator.RootScreen`."""
    match = re.search(r"(?:var|let) \w+: ([\w.]+)", declaration)
    if match:
        return match.group(1)
    match = re.search(r"-> ([\w.]+)", declaration)
    return match.group(1) if match else None


def check_swiftui(doc, line, text, failures, checked):
    types, members = public_api()
    protocols = conformances()
    where = f"{os.path.relpath(doc, ROOT)}:{line}"
    variables = {}
    # `var app: AppCoordinator`, `let store = FileStateStore(`, `if let feed = app.flow(T.self)`,
    # `.navigationDestination(for: T.self) { route in`.
    for match in re.finditer(r"\b(?:var|let)\s+(\w+)\s*:\s*([A-Z][\w.]*)", text):
        variables[match.group(1)] = match.group(2)
    for match in re.finditer(r"\b(?:var|let)\s+(\w+)\s*=\s*([A-Z][\w.]*)\(", text):
        variables[match.group(1)] = match.group(2)
    for match in re.finditer(r"\blet\s+(\w+)\s*=\s*\w+\.flow\((\w+)\.self\)", text):
        variables[match.group(1)] = match.group(2)
    for match in re.finditer(r"for:\s*(\w+)\.self\)\s*\{\s*(\w+)\s+in", text):
        variables[match.group(2)] = match.group(1)
    variables = {name: kind for name, kind in variables.items()
                 if kind in types or kind.split(".")[-1] in types}
    # `let report = app.restore(from: store)`: the type the member declares.
    for match in re.finditer(r"\blet\s+(\w+)\s*=\s*(\w+)\.(\w+)\(", text):
        name, owner, member = match.groups()
        if owner in variables and member != "flow":
            found = all_members(variables[owner].split(".")[-1], members, protocols).get(member)
            kind = next((declared_type(d) for _, d in found or [] if declared_type(d)), None)
            if kind and (kind in types or kind.split(".")[-1] in types):
                variables[name] = kind

    def member_of(kind, member, what, settable=False):
        found = all_members(kind.split(".")[-1], members, protocols).get(member)
        checked.append(f"{kind}.{member}")
        if not found:
            failures.append(f"{where}: {what} uses '{kind}.{member}', which Scripts/public-api.txt "
                            "does not declare")
            return None
        if settable and not any("{ get set }" in d for _, d in found):
            failures.append(f"{where}: binds '{what}', but '{kind}.{member}' "
                            "is not settable")
        return found

    for match in re.finditer(r"(\$?)\b(\w+)\.(\w+)", text):
        dollar, name, member = match.groups()
        if name in variables:
            member_of(variables[name], member, f"{dollar}{name}.{member}", settable=bool(dollar))
        elif name in types and name[0].isupper() and member != "self":
            member_of(name, member, f"{name}.{member}")
    # `feed[.alert]`, `$feed[.sheet, layer: 1]`, `$auth[isPresented: …]`: a subscript with
    # those argument labels.
    for match in re.finditer(r"(\$?)\b(\w+)\[", text):
        dollar, name = match.groups()
        if name not in variables:
            continue
        depth, index = 1, match.end()
        while index < len(text) and depth:
            depth += {"[": 1, "]": -1, "(": 1, ")": -1}.get(text[index], 0)
            index += 1
        arguments, part, depth = [], "", 0
        for character in text[match.end():index - 1]:
            depth += {"[": 1, "(": 1, "]": -1, ")": -1}.get(character, 0)
            if character == "," and depth == 0:
                arguments.append(part)
                part = ""
            else:
                part += character
        arguments.append(part)
        labels = ""
        for argument in arguments:
            label = re.match(r"\s*(\w+):\s", argument)
            labels += f"{label.group(1) if label else '_'}:"
        member_of(variables[name], f"subscript({labels})",
                  f"{dollar}{name}[{text[match.end():index - 1]}]", settable=bool(dollar))
    # `switch x.member {` / `switch x {` ... `case .name`: the cases of a NavLab enum.
    for match in re.finditer(r"switch\s+(\w+)(?:\.(\w+))?\s*\{", text):
        name, member = match.groups()
        if name not in variables:
            continue
        kind = variables[name]
        if member:
            found = all_members(kind.split(".")[-1], members, protocols).get(member) or []
            kind = next((declared_type(d) for _, d in found if declared_type(d)), None)
            if kind is None:
                continue
        depth, index = 1, match.end()
        while index < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[index], 0)
            index += 1
        for case in re.finditer(r"\bcase\s+\.(\w+)", text[match.end():index]):
            member_of(kind, case.group(1), f"case .{case.group(1)}")


def expected_text(path, name):
    source = open(os.path.join(ROOT, path), encoding="utf-8").read()
    return without_region_markers(source).rstrip("\n") if name is None else region(source, name)


def update(doc):
    """Rewrites each quoted sample of `doc` from its file; returns whether anything changed."""
    lines = open(doc, encoding="utf-8").read().split("\n")
    out, index, changed = [], 0, False
    while index < len(lines):
        out.append(lines[index])
        match = MARKER.match(lines[index].strip())
        if not match or not match.group("path"):
            index += 1
            continue
        index += 1
        while index < len(lines) and not lines[index].strip():
            out.append(lines[index])
            index += 1
        fence = FENCE.match(lines[index]) if index < len(lines) else None
        expected = expected_text(match.group("path"), match.group("region"))
        if not fence or expected is None:
            continue
        indent = fence.group(1)
        out.append(lines[index])
        end = index + 1
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        body = [indent + line if line else "" for line in expected.split("\n")]
        changed |= body != lines[index + 1:end]
        out.extend(body)
        index = end
    if changed:
        open(doc, "w", encoding="utf-8").write("\n".join(out))
    return changed


def main():
    if sys.argv[1:] == ["--update"]:
        for doc in documents():
            if update(doc):
                print(f"updated {os.path.relpath(doc, ROOT)}")
        return 0
    failures, counts, checked = [], {"sample": 0, "fragment": 0, "swiftui": 0}, []
    for doc in documents():
        for line, info, marker, text in blocks(doc):
            where = f"{os.path.relpath(doc, ROOT)}:{line}"
            if info != "swift":
                continue
            match = MARKER.match(marker or "")
            if not match:
                failures.append(
                    f"{where}: a swift block with no marker; put the sample in "
                    "Tests/DocSamplesTests and quote it after <!-- sample: PATH -->, or mark it "
                    "<!-- fragment --> (first line '// Fragment …') or <!-- swiftui -->")
                continue
            kind = marker[5:].split(":")[0].split(" ")[0]
            counts[kind] += 1
            if kind == "sample":
                check_sample(doc, line, text, match.group("path"), match.group("region"),
                             failures)
            elif kind == "fragment":
                if not text.lstrip().startswith("// Fragment"):
                    failures.append(f"{where}: a fragment starts with a '// Fragment' comment, so "
                                    "a reader knows it is not meant to compile")
            else:
                check_swiftui(doc, line, text, failures, checked)
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    print(f"doc samples: {counts['sample']} quoted from compiled files, {counts['fragment']} "
          f"fragments, {counts['swiftui']} SwiftUI blocks ({len(set(checked))} NavLab names "
          "checked against Scripts/public-api.txt)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
