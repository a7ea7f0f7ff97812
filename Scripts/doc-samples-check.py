#!/usr/bin/env python3
"""Fails when a Swift sample in the docs is not the compiled text it claims to quote.

    python3 Scripts/doc-samples-check.py            check
    python3 Scripts/doc-samples-check.py --update   copy each compiled sample into the docs

Reads every Markdown document (README.md, ARCHITECTURE.md, CONTRIBUTING.md, SECURITY.md,
BENCHMARKS.md, Fuzz/README.md and each Sources/*/*.docc/*.md). Every ```swift block must carry,
on the line before it, one of these markers:

    <!-- sample: DIR/FILE.swift -->        the block is that whole file
    <!-- sample: DIR/FILE.swift#NAME -->   the block is region NAME of the file
    <!-- fragment -->                       not compiled; the block's first line is a comment
                                            starting "// Fragment"

DIR is one of SAMPLE_FOLDERS: Tests/DocSamplesTests, whose files `swift test` compiles and runs
(target DocSamplesTests), or Examples/NavLabApp, the SwiftUI example app, which `swift build`
type-checks (against Examples/SwiftUI on Linux) and NavLabAppTests drives. A region is the lines
between `// sample: NAME` and the next `// end sample`, less the indent of its first line. A
quote that differs from its file is a stale sample, and this script says where. Sample files use
the public API only: no `@testable import`, no `PackageAccess()`.

The example app is the code of the article "Using NavLab from SwiftUI", file for file: the
article names each of its files, and every line of them but the imports is in a quoted region.
"""

import difflib
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARKER = re.compile(r"^<!-- (sample: (?P<path>[^#\s]+)(#(?P<region>[^>]+?))?|fragment) -->$")
# The folders a sample may be quoted from: each holds files a build compiles.
SAMPLE_FOLDERS = ["Tests/DocSamplesTests/", "Examples/NavLabApp/"]
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
    if not any(path.startswith(folder) for folder in SAMPLE_FOLDERS):
        failures.append(f"{where}: quotes '{path}', outside the compiled sample folders; move it "
                        f"into one of {', '.join(SAMPLE_FOLDERS)}")
        return
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
        failures.append(f"{where}: the sample differs from {label}, which the build compiles; "
                        "check the prose around it, then run 'python3 Scripts/doc-samples-check.py --update'\n" + "\n".join(diff))


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


# The example app is the article's code, file for file: the guide names every file, and quotes
# every line but its imports.
APP = "Examples/NavLabApp/"
APP_GUIDE = "Sources/AppCoordinator/AppCoordinator.docc/UsingNavLabFromSwiftUI.md"
UNQUOTED = re.compile(r"^\s*(import \w+|#if canImport\(\w+\)|#endif|// (sample: .+|end sample))?\s*$")


def check_app_quoted(quoted, failures):
    """Fails for an app file the guide does not name, or a line of it no sample quotes."""
    guide = open(os.path.join(ROOT, APP_GUIDE), encoding="utf-8").read()
    for file in sorted(glob.glob(os.path.join(ROOT, APP, "*.swift"))):
        name = os.path.basename(file)
        path = APP + name
        if f"`{name}`" not in guide:
            failures.append(f"{APP_GUIDE}: names no '{name}'; add it to the table of the app's "
                            "files")
        lines = open(file, encoding="utf-8").read().split("\n")
        regions = quoted.get(path, set())
        inside, name_of_region = False, None
        for number, line in enumerate(lines, 1):
            match = re.match(r"^\s*// sample: (.+)$", line)
            if match:
                inside, name_of_region = True, match.group(1)
                continue
            if line.strip() == "// end sample":
                inside = False
                continue
            covered = None in regions or (inside and name_of_region in regions)
            if not covered and not UNQUOTED.match(line):
                failures.append(f"{path}:{number}: no sample in the docs quotes this line; put it "
                                f"in a region '// sample: NAME' that {APP_GUIDE} quotes")
                break


def main():
    if sys.argv[1:] == ["--update"]:
        for doc in documents():
            if update(doc):
                print(f"updated {os.path.relpath(doc, ROOT)}")
        return 0
    failures, counts, quoted = [], {"sample": 0, "fragment": 0}, {}
    for doc in documents():
        for line, info, marker, text in blocks(doc):
            where = f"{os.path.relpath(doc, ROOT)}:{line}"
            if info != "swift":
                continue
            match = MARKER.match(marker or "")
            if not match:
                failures.append(
                    f"{where}: a swift block with no marker; put the sample in "
                    "Tests/DocSamplesTests (or, for SwiftUI, in Examples/NavLabApp) and quote it "
                    "after <!-- sample: PATH -->, or mark it <!-- fragment --> (first line "
                    "'// Fragment …')")
                continue
            kind = marker[5:].split(":")[0].split(" ")[0]
            counts[kind] += 1
            if kind == "sample":
                check_sample(doc, line, text, match.group("path"), match.group("region"),
                             failures)
                quoted.setdefault(match.group("path"), set()).add(match.group("region"))
            elif not text.lstrip().startswith("// Fragment"):
                failures.append(f"{where}: a fragment starts with a '// Fragment' comment, so "
                                "a reader knows it is not meant to compile")
    check_app_quoted(quoted, failures)
    for failure in failures:
        print(f"error: {failure}", file=sys.stderr)
    print(f"doc samples: {counts['sample']} quoted from compiled files, {counts['fragment']} "
          "fragments")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
