#!/usr/bin/env python3
"""Checks that the explorer's code fits on a screen: no function over 60 lines, no file over 400.

    python3 Scripts/size-check.py              check Sources/AppExplorer; exit 1 on a breach
    python3 Scripts/size-check.py --show       list every function and file with its size
    python3 Scripts/size-check.py --self-test  count a sample whose sizes are known, and fail if
                                               the rules below count it otherwise

A function is a `func`, `init`, `deinit` or `subscript` with a body; its size runs from the line
of that keyword to the line of its closing brace, both counted, comments and blank lines included
(what a reader scrolls through). A requirement without a body (a protocol's) is no function.
Braces inside string literals and comments do not count. A file's size is its number of lines.

The workplace's STYLE.md (shared/, beside the repo), "Keeping the house small": a function fits
on a screen (about 60 lines), and a reduction is a value named for what it decides. A breach
the code has not paid off yet is named in KNOWN below, with its size today; the check fails
when a known breach grows, and when one is mended but still listed, so that the list only
shrinks.
"""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ["Sources/AppExplorer"]
MAX_FUNCTION = 60
MAX_FILE = 400

# Known breaches, each with its size at most: "path" for a file, "path:name" for a function
# (its name, then the line of its keyword only where a file has two of that name).
KNOWN = {}

DECLARATION = re.compile(r"(?<![.\w])(func|init|deinit|subscript)(?!\w)")
# What ends a declaration that has no body before its own body could start.
STOPS = re.compile(
    r"(?<![.\w])(func|init|deinit|subscript|var|let|case|struct|class|enum|protocol|extension"
    r"|typealias|associatedtype|static)(?!\w)")
NAME = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*|[^\s(<]+)")


def blank_out(text):
    """`text` with every string literal's and comment's characters but newlines made spaces.

    Handles `//` and nested `/* */` comments, `"…"` strings with escapes, `\"\"\"` strings and
    their `\\(…)` interpolations (whose code is blanked too: a brace there is rarely code that
    matters for a function's extent).
    """
    out = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, n) - i))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def functions(text):
    """Each function in `text`: (name, line of its keyword, its lines), in order."""
    code = blank_out(text)
    line_of = []
    line = 1
    for char in code:
        line_of.append(line)
        if char == "\n":
            line += 1
    found = []
    for match in DECLARATION.finditer(code):
        keyword = match.group(1)
        name = keyword
        if keyword == "func":
            named = NAME.match(code, match.end())
            name = named.group(1) if named else "?"
        # The body's brace is the first at depth 0 of parentheses and brackets, unless another
        # declaration or a closing brace comes first: then this one has no body.
        depth = 0
        i = match.end()
        body = None
        while i < len(code):
            char = code[i]
            if char in "([":
                depth += 1
            elif char in ")]":
                depth -= 1
            elif depth == 0 and char == "}":
                break
            elif depth == 0 and char == "{":
                body = i
                break
            elif depth == 0 and STOPS.match(code, i) and (i == 0 or not code[i - 1].isalnum()):
                break
            i += 1
        if body is None:
            continue
        braces = 0
        j = body
        while j < len(code):
            if code[j] == "{":
                braces += 1
            elif code[j] == "}":
                braces -= 1
                if braces == 0:
                    break
            j += 1
        start = line_of[match.start()]
        end = line_of[min(j, len(code) - 1)]
        found.append((name, start, end - start + 1))
    return found


def measure(paths):
    """Every file's size and every function's, keyed as KNOWN keys them."""
    files, funcs = {}, {}
    for path in paths:
        text = path.read_text()
        relative = str(path.relative_to(ROOT))
        files[relative] = len(text.splitlines())
        found = functions(text)
        names = [name for name, _, _ in found]
        for name, line, size in found:
            key = f"{relative}:{name}" if names.count(name) == 1 else f"{relative}:{name}@{line}"
            funcs[key] = size
    return files, funcs


def check(known):
    paths = sorted(p for folder in CHECKED for p in (ROOT / folder).rglob("*.swift"))
    files, funcs = measure(paths)
    if len(paths) < 10 or len(funcs) < 100:
        print(f"size-check: found {len(paths)} files and {len(funcs)} functions in {CHECKED}; "
              "that is too few to be the explorer, so the check counts nothing", file=sys.stderr)
        return 1
    failures = []
    breaches = {}
    for key, size in files.items():
        if size > MAX_FILE:
            breaches[key] = (size, f"{size} lines, over the {MAX_FILE} a file may hold")
    for key, size in funcs.items():
        if size > MAX_FUNCTION:
            breaches[key] = (size, f"{size} lines, over the {MAX_FUNCTION} a function may hold")
    for key, (size, why) in sorted(breaches.items()):
        if key not in known:
            failures.append(f"{key}: {why}; split it into values named for what they decide")
        elif size > known[key]:
            failures.append(f"{key}: {why}, and more than the {known[key]} KNOWN allows")
    for key in sorted(known):
        if key not in breaches:
            failures.append(f"{key}: listed in KNOWN but within the limits now; remove it")
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"size-check: {len(funcs)} functions in {len(paths)} files; "
          f"{len(breaches)} over the limits, {len(known)} known")
    return 1 if failures else 0


SAMPLE = '''\
protocol P {
  func required() -> Int
  init(number: Int)
}

struct S {
  func short() -> String {
    "a brace in a string: {"
  }

  /// A comment with a brace: }
  init(
    a: Int,
    b: Int = { 1 }()
  ) where A: B {
    let c = [1, 2].map { $0 }  // }
    _ = c
    /* } nested /* { */ } */
  }

  subscript(i: Int) -> Int { i }

  var computed: Int {
    func inner() -> Int {
      return 1
    }
    return inner()
  }

  func text() -> String {
    """
    }}}
    """
  }
}
'''
SAMPLE_FUNCTIONS = [("short", 7, 3), ("init", 12, 8), ("subscript", 21, 1), ("inner", 24, 3),
                    ("text", 30, 5)]


def self_test():
    found = functions(SAMPLE)
    if found != SAMPLE_FUNCTIONS:
        print(f"size-check self-test: counted {found}, expected {SAMPLE_FUNCTIONS}",
              file=sys.stderr)
        return 1
    long = "func long() {\n" + "  x()\n" * 60 + "}\n"
    if functions(long) != [("long", 1, 62)]:
        print(f"size-check self-test: counted {functions(long)} for a 62-line function",
              file=sys.stderr)
        return 1
    print("size-check self-test: the sample counts as expected")
    return 0


def show():
    paths = sorted(p for folder in CHECKED for p in (ROOT / folder).rglob("*.swift"))
    files, funcs = measure(paths)
    for key, size in sorted(files.items(), key=lambda item: -item[1]):
        print(f"{size:5d}  {key}")
    for key, size in sorted(funcs.items(), key=lambda item: -item[1]):
        print(f"{size:5d}  {key}")
    return 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments == ["--self-test"]:
        sys.exit(self_test())
    if arguments == ["--show"]:
        sys.exit(show())
    if arguments:
        print(f"error: unknown argument '{arguments[0]}'; use --show or --self-test",
              file=sys.stderr)
        sys.exit(2)
    sys.exit(check(KNOWN))
