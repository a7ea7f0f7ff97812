#!/usr/bin/env python3
"""Lists every public declaration of a library module that nothing outside the module uses.

    Scripts/public-api-check.py [--explain] SYMBOL_GRAPHS_DIR [ALLOW_LIST]

SYMBOL_GRAPHS_DIR is what Scripts/symbol-graphs.sh writes. A use counts when it is in the Swift
sources of another module (Sources/<Other>/), of the benchmarks (Benchmarks/) or of the fuzz
harnesses (Fuzz/); tests never count, since a test can reach anything with @testable.

The check is by name, in code with comments and string literals removed:
- a type counts as used where its name appears as a word;
- an initializer where its type is called (`Screen(`, `Screen.init(`) with argument labels that
  fit its parameters, defaults allowed (a bare `.init(` names no type and is not counted);
- a method where `.name(` is called with labels that fit, or `.name` is referenced uncalled;
- a property where `.name` appears;
- a protocol requirement also where another module declares it (`func name`, `var name`).
So a member that shares its name with a used member elsewhere is taken as used: the check finds
candidates, and a name it reports has no use at all.

Not checked: what the compiler synthesizes or a protocol extension provides to a conforming type
(checked where it is declared); members that implement a requirement of a public protocol, of
this package or of the standard library (`description`, `hash(into:)`, `init(from:)`,
`FlowState.dismissPresentation()` in `FeedState`), which must be public for the conformance;
enum cases, which are values of their enum; associated types, which conformers infer.

ALLOW_LIST (default: Scripts/public-api-allowlist.txt) holds the honest exceptions, one a line:
`Module Symbol.path reason`, such as `AppCoordinator ExplorationReport.duration shown by ...`.
An entry without a reason, or for a symbol that is now used or gone, is an error too.

--explain prints, for every declaration checked, where its first use outside its module is.

Exits 1 when a public declaration has no use outside its module or the allow-list is stale.
"""

import json
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IDENTIFIER = r"[A-Za-z_][A-Za-z0-9_]*"


def code_only(text):
    """The Swift source with comments and the text of string literals blanked out.

    Interpolated code inside a string is kept, and line breaks stay where they were.
    """
    out = []
    frames = [("code", 0)]  # ("code", paren depth) or ("string", hashes, multiline)
    i, n = 0, len(text)
    while i < n:
        frame = frames[-1]
        c = text[i]
        if frame[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                i = n if end < 0 else end
                continue
            if text.startswith("/*", i):
                depth, i = 1, i + 2
                while i < n and depth:
                    if text.startswith("/*", i):
                        depth, i = depth + 1, i + 2
                    elif text.startswith("*/", i):
                        depth, i = depth - 1, i + 2
                    else:
                        out.append("\n" if text[i] == "\n" else "")
                        i += 1
                continue
            match = re.match(r'(#*)("""|")', text[i:])
            if match:
                hashes, quote = len(match.group(1)), match.group(2)
                frames.append(("string", hashes, quote == '"""'))
                out.append('"')
                i += match.end()
                continue
            if c == "(":
                frames[-1] = ("code", frame[1] + 1)
            elif c == ")":
                if len(frames) > 1 and frame[1] == 0:
                    frames.pop()  # end of an interpolation
                    out.append(" ")
                    i += 1
                    continue
                frames[-1] = ("code", frame[1] - 1)
            out.append(c)
            i += 1
        else:
            _, hashes, multiline = frame
            escape = "\\" + "#" * hashes
            if text.startswith(escape + "(", i):
                frames.append(("code", 0))
                out.append(" ")
                i += len(escape) + 1
            elif text.startswith(escape, i):
                i += len(escape) + 1
            elif text.startswith(('"""' if multiline else '"') + "#" * hashes, i):
                frames.pop()
                out.append('"')
                i += (3 if multiline else 1) + hashes
            else:
                out.append("\n" if c == "\n" else "")
                i += 1
    if len(frames) != 1:
        raise ValueError("a string literal or an interpolation is not closed")
    return "".join(out)


def arguments(code, start):
    """The argument labels of the call whose `(` is at `start` ("_" for an unlabeled argument),
    and whether a trailing closure follows it."""
    depth, i, parts, current = 0, start, [], []
    while i < len(code):
        c = code[i]
        if c in "([{":
            depth += 1
            if depth == 1:
                i += 1
                continue
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                parts.append("".join(current))
                break
        elif c == "," and depth == 1:
            parts.append("".join(current))
            current = []
            i += 1
            continue
        current.append(c)
        i += 1
    labels = []
    for part in parts:
        if not part.strip():
            continue
        match = re.match(r"\s*(" + IDENTIFIER + r")\s*:(?!:)", part)
        labels.append(match.group(1) if match else "_")
    trailing = re.match(r"\s*\{", code[i + 1 :]) is not None
    return labels, trailing


def fits(labels, parameters, trailing_closure):
    """Whether a call with `labels` can call a function with `parameters` [(label, has_default)]."""
    i = 0
    for label in labels:
        while i < len(parameters) and parameters[i][0] != label:
            if not parameters[i][1]:
                return False
            i += 1
        if i == len(parameters):
            return False
        i += 1
    rest = parameters[i:]
    if trailing_closure and rest:
        rest = rest[:-1]
    return all(has_default for _, has_default in rest)


def parameters(symbol):
    """[(label, has_default)] of a function or initializer symbol, or None when unclear."""
    title = symbol["names"]["title"]
    labels = re.findall(r"(" + IDENTIFIER + r"|_):", title[title.find("(") :])
    declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
    start = declaration.find("(", declaration.find(title.split("(")[0]))
    if start < 0:
        return None
    depth, part, parts = 0, [], []
    for c in declaration[start:]:
        if c in "([{<":
            depth += 1
            if depth == 1:
                continue
        elif c in ")]}>" and not (c == ">" and part and part[-1] == "-"):
            depth -= 1
            if depth == 0:
                parts.append("".join(part))
                break
        elif c == "," and depth == 1:
            parts.append("".join(part))
            part = []
            continue
        part.append(c)
    parts = [p for p in parts if p.strip()]
    if len(parts) != len(labels):
        return None
    return [(label, "=" in part) for label, part in zip(labels, parts)]


def load_graphs(directory):
    modules = [line.split()[0] for line in (directory / "modules.txt").read_text().splitlines() if line.strip()]
    symbols, relationships = {}, []
    for module in modules:
        for path in sorted((directory / module).glob("*.symbols.json")):
            graph = json.loads(path.read_text())
            for symbol in graph["symbols"]:
                symbol["module"] = module
                symbols[symbol["identifier"]["precise"]] = symbol
            relationships += graph["relationships"]
    return modules, symbols, relationships


def swift_files(directory):
    for folder, subfolders, files in os.walk(directory):
        subfolders[:] = [d for d in subfolders if not d.startswith(".")]
        for name in files:
            if name.endswith(".swift"):
                yield Path(folder) / name


def callers():
    """[(caller, file, code)] for every file whose uses count: Sources/, Benchmarks/, Fuzz/."""
    folders = [(f.name, f) for f in sorted((ROOT / "Sources").iterdir()) if f.is_dir()]
    folders += [(package, ROOT / package / "Sources") for package in ("Benchmarks", "Fuzz")]
    files = []
    for caller, folder in folders:
        for path in sorted(swift_files(folder)):
            try:
                files.append((caller, path, code_only(path.read_text())))
            except ValueError as error:
                sys.exit(f"error: {path.relative_to(ROOT)}: cannot be read as Swift ({error})")
    return files


TYPES = ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias")


def first_use(symbol, code, requirement, in_protocol, calls_only):
    """The offset of the first use of `symbol` in `code`, or None.

    With `calls_only`, a method counts only where it is called with labels that fit.
    """
    kind = symbol["kind"]["identifier"]
    path = symbol["pathComponents"]
    name = path[-1].split("(")[0]
    if kind in TYPES:
        match = re.search(r"\b" + re.escape(name) + r"\b", code)
        return match and match.start()
    if requirement:
        match = re.search(r"\b(?:func|var|let|case|typealias)\s+" + re.escape(name) + r"\b", code)
        if match:
            return match.start()
    if kind == "swift.init":
        pattern = r"\b" + re.escape(path[-2]) + r"(?:\.init)?\s*\("
        params = parameters(symbol)
        for match in re.finditer(pattern, code):
            labels, trailing = arguments(code, match.end() - 1)
            if params is None or fits(labels, params, trailing):
                return match.start()
        return None
    if kind in ("swift.method", "swift.type.method", "swift.func"):
        params = parameters(symbol)
        # A type that conforms in another module calls a protocol's members with implicit self.
        receiver = r"(?:\.|(?<![\w.])(?<!func ))" if in_protocol else r"\."
        for match in re.finditer(receiver + re.escape(name) + r"\b(\s*\()?", code):
            if not match.group(1):
                if match.group(0).startswith(".") and not calls_only:
                    return match.start()  # referenced uncalled, or called with a trailing closure
                continue  # a bare word that is not a call
            labels, trailing = arguments(code, match.end() - 1)
            if params is None or fits(labels, params, trailing):
                return match.start()
        return None
    match = re.search(r"\." + re.escape(name) + r"\b", code)
    return match and match.start()


def referenced_types(symbol):
    """The USRs of the types a symbol's declaration spells."""
    fragments = list(symbol.get("declarationFragments", []))
    signature = symbol.get("functionSignature", {})
    for parameter in signature.get("parameters", []):
        fragments += parameter.get("declarationFragments", [])
    fragments += signature.get("returns", [])
    return {f["preciseIdentifier"] for f in fragments if "preciseIdentifier" in f}


def module_of_usr(usr, modules):
    """The package module a Swift USR belongs to, such as `LinkRouting` for `s:11LinkRouting...`."""
    for module in modules:
        if usr.startswith(f"s:{len(module)}{module}"):
            return module
    return None


def main():
    args = sys.argv[1:]
    explain = "--explain" in args
    args = [a for a in args if a != "--explain"]
    if len(args) not in (1, 2):
        sys.exit("usage: " + __doc__.split("\n\n")[1].strip())
    graphs = Path(args[0])
    allow_path = Path(args[1]) if len(args) == 2 else ROOT / "Scripts" / "public-api-allowlist.txt"
    modules, symbols, relationships = load_graphs(graphs)

    inherited = set()  # implements a public requirement, or comes from a protocol extension
    requirements = set()
    for relation in relationships:
        if relation["kind"] == "memberOf" and "sourceOrigin" in relation:
            origin = relation["sourceOrigin"]["identifier"]
            # An origin in this package but not in its public graphs is an internal protocol's
            # requirement (such as Explorable's): that does not make a member public.
            if origin in symbols or module_of_usr(origin, modules) is None:
                inherited.add(relation["source"])
        if relation["kind"] in ("requirementOf", "optionalRequirementOf"):
            requirements.add(relation["source"])

    skipped_kinds = {"swift.extension", "swift.enum.case", "swift.associatedtype"}
    candidates = []
    for usr, symbol in symbols.items():
        if symbol["accessLevel"] not in ("public", "open") or symbol["kind"]["identifier"] in skipped_kinds:
            continue
        if "::SYNTHESIZED::" in usr or usr in inherited:
            continue
        candidates.append(symbol)

    kinds = {(s["module"], tuple(s["pathComponents"])): s["kind"]["identifier"] for s in symbols.values()}
    files = callers()
    uses = {}  # USR -> where it is first used: "path:line" or "the declaration of X"

    def use_outside(symbol, requirement=False, in_protocol=False):
        for calls_only in (True, False):
            for caller, path, code in files:
                if caller == symbol["module"]:
                    continue
                offset = first_use(symbol, code, requirement, in_protocol, calls_only)
                if offset is not None:
                    return f"{path.relative_to(ROOT)}:{code.count(chr(10), 0, offset) + 1}"
        return None

    for symbol in candidates:
        if symbol["kind"]["identifier"] not in TYPES:
            usr, path = symbol["identifier"]["precise"], symbol["pathComponents"]
            in_protocol = kinds.get((symbol["module"], tuple(path[:-1]))) == "swift.protocol"
            uses[usr] = use_outside(symbol, usr in requirements, in_protocol)
    # A type is used where its name is, and where the declaration of something needed (used, or
    # required by a conformance) spells it, unless that is one of the type's own members.
    for symbol in candidates:
        if symbol["kind"]["identifier"] in TYPES:
            module, usr, path = symbol["module"], symbol["identifier"]["precise"], symbol["pathComponents"]
            uses[usr] = use_outside(symbol) or next(
                (f"the declaration of {other['module']} {'.'.join(other['pathComponents'])}"
                 for other in symbols.values()
                 if uses.get(other["identifier"]["precise"], True)
                 and not (other["module"] == module and other["pathComponents"][: len(path)] == path)
                 and usr in referenced_types(other)),
                None)
    if explain:
        for symbol in candidates:
            where = uses[symbol["identifier"]["precise"]]
            print(f"{symbol['module']} {'.'.join(symbol['pathComponents'])}: {where or 'NO USE'}")
    unused = [(s["module"], ".".join(s["pathComponents"]), s) for s in candidates
              if not uses[s["identifier"]["precise"]]]

    allowed, problems = {}, []
    if allow_path.exists():
        for number, line in enumerate(allow_path.read_text().splitlines(), 1):
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            fields = line.split(None, 2)
            if len(fields) < 3:
                problems.append(f"{allow_path.name}:{number}: '{line.strip()}' needs a reason after the symbol")
                continue
            allowed[(fields[0], fields[1])] = number

    failures = [(m, s, sym) for m, s, sym in unused if (m, s) not in allowed]
    unused_names = {(m, s) for m, s, _ in unused}
    for (module, name), number in sorted(allowed.items(), key=lambda item: item[1]):
        if (module, name) not in unused_names:
            problems.append(
                f"{allow_path.name}:{number}: {module} {name} is no longer an unused public declaration; "
                "remove the line")

    for module, name, symbol in sorted(failures, key=lambda f: (modules.index(f[0]), f[1])):
        location = symbol.get("location")
        where = ""
        if location:
            file = location["uri"].removeprefix("file://")
            where = f"{os.path.relpath(file, ROOT)}:{location['position']['line'] + 1}: "
        print(f"{where}{module} {name}: public, but nothing outside {module} uses it; "
              f"make it internal, delete it, or allow it in {allow_path.name} with a reason")
    for problem in problems:
        print(problem)
    print(f"public-api-check: {len(candidates)} public declarations checked, {len(failures)} without a "
          f"caller outside their module, {len(unused) - len(failures)} allowed")
    return 1 if failures or problems else 0


if __name__ == "__main__":
    sys.exit(main())
