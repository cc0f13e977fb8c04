#!/usr/bin/env python3
"""The tag check: the code's names of POD's functions and deviations against the docs.

usage: check_tags.py [ROOT]            check the tree at ROOT (default: this repository)
       check_tags.py --self-test       check fixture trees that must pass or fail (below)

A tag is the text `POD FUN_xxxxxxxx` (eight lower-case hex digits) in a comment: the code
beside it ports that function of POD. A mention is a bare `FUN_xxxxxxxx` inside prose (a
cross-reference). A deviation tag is `DEVIATION n` in a comment at a site of docs/DEVIATIONS.md's
row n. The check fails, naming file:line and what is missing, when:

  (a) a function the code names (tag or mention) has no row in docs/PORT.md;
  (b) a docs/PORT.md row whose status is not "not ported" has no tag in the files its "Our
      symbol" column names (a source's header or a header's source, same name and folder
      name, counts as the same file), or, where it names no file, in a source file that holds
      one of its symbols (tests/ do not count: a test is not the port);
  (c) a tag is spelled another way: hex digits in upper case or not eight, anything but one
      space between POD and FUN_, a comment that starts with a function's name without POD, or
      a function in a tag's leading list (joined by "/", ",", "..", "and", "with" or "(")
      without its own POD: `POD FUN_xxxxxxxx / POD FUN_yyyyyyyy: ...`;
  (d) a docs/DEVIATIONS.md row has no `DEVIATION n` comment in a file its "Where" column
      names (a folder: in some file under it), a `DEVIATION n` comment names no row, or a
      deviation is tagged another way (`DEVIATIONS.md 6`, `DEVIATION #6`).

Scope: every C/C++ source and header, CMake file, Python and shell script under assets-loader,
sim, engine, game, platform, tools, disc, bench, tests, cmake and scripts, and the top
CMakeLists.txt; build folders, hidden folders and tests/harness/fixtures (broken on purpose)
are skipped. Python standard library only.

--self-test runs the check on tests/harness/fixtures/tags/good (which must pass), then on
copies of it each broken in one way listed in tests/harness/fixtures/tags/breaks.json (each
must fail with its message), then on a copy of this repository with one ported row's tag
taken out (which must fail). It fails when any of them does not.
"""
import json
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
FIXTURES = os.path.join(HERE, "fixtures", "tags")

SCOPE_DIRS = ["assets-loader", "sim", "engine", "game", "platform", "tools", "disc", "bench",
              "tests", "cmake", "scripts"]
SKIP_DIRS = {os.path.join("tests", "harness", "fixtures")}
CPP_EXT = (".h", ".hpp", ".cpp", ".cc", ".c", ".inl")
HASH_EXT = (".cmake", ".py", ".sh")

NAME = r"FUN_[0-9a-f]{8}"
# What may be meant as a function's name: FUN_ and hex digits (any case), or FUN_ and 0x.
ANY_NAME = re.compile(r"\bFUN_(?:[0-9A-Fa-f]+\b|0x[0-9A-Fa-f]*)")
GOOD_NAME = re.compile(r"^" + NAME + r"$")
TAG = re.compile(r"POD (" + NAME + r")")
# Anything that looks like POD written before a function's name but is not "POD FUN_".
ODD_POD = re.compile(r"\b[Pp][Oo][Dd](?:[^A-Za-z0-9 \n]\s*|\s{2,}|:\s*)FUN_|\b(?:pod|Pod) FUN_")
# A tag's leading list: a tag, each name with an optional "(...)" after it, joined by "/", ",",
# "..", "and" or "with" to the next; a "(" that opens with a name adds that name too.
LEAD_FIRST = re.compile(r"^POD " + NAME)
LEAD_NEXT = re.compile(r"\s*(?:,|/|\.\.|\band\b|\bwith\b)\s*(POD )?(" + NAME + r")")
LEAD_PAREN = re.compile(r"\s*\(((POD )?(" + NAME + r"))?[^()]*\)")
DEVIATION = re.compile(r"\bDEVIATION (\d+)\b")
ODD_DEVIATION = re.compile(r"\bDEVIATIONS?(?:\.md)?\s*(?:#\s*|No\.?\s*)?\d+|\bDEVIATION #\d+|"
                           r"\b[Dd]eviation #?\d+")
PATHLIKE = re.compile(r"^[A-Za-z0-9_.\-/]+$")


class Report:
    def __init__(self):
        self.failures = []

    def fail(self, where, what):
        self.failures.append(f"{where}: {what}")


def source_files(root):
    """Every file of the scope, as paths relative to root, sorted."""
    found = []
    top = os.path.join(root, "CMakeLists.txt")
    if os.path.isfile(top):
        found.append("CMakeLists.txt")
    for d in SCOPE_DIRS:
        base = os.path.join(root, d)
        for dirpath, dirnames, filenames in os.walk(base):
            rel_dir = os.path.relpath(dirpath, root)
            dirnames[:] = [n for n in dirnames
                           if not n.startswith(".") and not n.startswith("build")
                           and os.path.join(rel_dir, n) not in SKIP_DIRS]
            for n in filenames:
                if n.endswith(CPP_EXT + HASH_EXT) or n == "CMakeLists.txt":
                    found.append(os.path.join(rel_dir, n))
    return sorted(found)


def comment_of(line, rel):
    """The comment text of a line and whether code stands before it, or (None, False)."""
    if rel.endswith(CPP_EXT):
        quote = None
        i = 0
        while i < len(line):
            c = line[i]
            if quote:
                if c == "\\":
                    i += 1
                elif c == quote:
                    quote = None
            elif c in "\"'":
                # A digit separator (1'000) is no quote.
                if not (c == "'" and i > 0 and line[i - 1].isalnum()):
                    quote = c
            elif line.startswith("//", i):
                return line[i + 2:], bool(line[:i].strip())
            i += 1
        return None, False
    at = line.find("#")
    if at < 0:
        return None, False
    return line[at + 1:], bool(line[:at].strip())


def untagged_in_lead(text):
    """The names of a tag's leading list (text starts with a tag) written without POD."""
    out = []
    at = LEAD_FIRST.match(text).end()
    while True:
        paren = LEAD_PAREN.match(text, at)
        if paren:
            if paren.group(1) and not paren.group(2):
                out.append(paren.group(3))
            at = paren.end()
        nxt = LEAD_NEXT.match(text, at)
        if not nxt:
            return out
        if not nxt.group(1):
            out.append(nxt.group(2))
        at = nxt.end()


class Source:
    def __init__(self, root, rel):
        self.rel = rel
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
            self.lines = f.read().splitlines()
        self.tags = {}  # name -> first line
        self.names = []  # (line, name) of every name, tag or mention
        self.deviations = {}  # n -> first line
        self.checks = []  # (line, message) of spelling faults
        self.words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", "\n".join(self.lines)))
        previous_comment_only = False
        previous_text = ""
        for n, line in enumerate(self.lines, 1):
            comment, after_code = comment_of(line, rel)
            for m in ANY_NAME.finditer(line):
                name = m.group(0)
                if not GOOD_NAME.match(name):
                    self.checks.append((n, f"'{name}': spell a function FUN_ and eight "
                                           "lower-case hex digits"))
                    continue
                self.names.append((n, name))
            if comment is None:
                previous_comment_only = False
                continue
            for m in TAG.finditer(comment):
                self.tags.setdefault(m.group(1), n)
            for m in ODD_POD.finditer(comment):
                self.checks.append((n, f"'{m.group(0)}': write the tag as POD FUN_xxxxxxxx"))
            for m in DEVIATION.finditer(comment):
                self.deviations.setdefault(int(m.group(1)), n)
            for m in ODD_DEVIATION.finditer(comment):
                if re.fullmatch(r"DEVIATION \d+", m.group(0)):
                    continue
                self.checks.append((n, f"'{m.group(0)}': tag a deviation as DEVIATION n"))
            text = comment.strip()
            starts = after_code or not previous_comment_only
            if previous_comment_only and previous_text.endswith(" POD") and \
                    re.match(NAME, text):
                self.checks.append((n, f"the tag POD {text[:12]} is split over two lines"))
            if starts and re.match(NAME, text):
                self.checks.append((n, f"the comment starts with {text[:12]} without POD: "
                                       f"write POD {text[:12]}"))
            if starts and LEAD_FIRST.match(text):
                for name in untagged_in_lead(text):
                    self.checks.append((n, f"{name} in the tag's list without POD: "
                                           f"write POD {name}"))
            previous_comment_only = not after_code
            previous_text = text


def table_rows(path, first_cell):
    """The rows of every markdown table in path whose first cell matches first_cell."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f.read().splitlines(), 1):
            if not line.startswith("|"):
                continue
            cells = [c.strip().replace("\\|", "|")
                     for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
            if cells and re.match(first_cell, cells[0]):
                rows.append((n, cells))
    return rows


def named_paths(cell):
    """The files and folders a cell names in backquotes: a bare file name is taken in the
    folder of the path before it."""
    paths = []
    folder = None
    for token in re.findall(r"`([^`]+)`", cell):
        if not PATHLIKE.match(token) or "::" in token:
            continue
        if "/" in token:
            paths.append(token)
            folder = token if token.endswith("/") else os.path.dirname(token)
        elif re.search(r"\.(h|hpp|cpp|cc|c|inl|cmake|py|sh)$", token):
            paths.append((folder, token))
    return paths


def resolve(root, entry, files, where, report):
    """A named path to the scope's files it stands for ([] with a failure when none)."""
    if isinstance(entry, tuple):
        folder, name = entry
        if folder and os.path.join(folder, name) in files:
            return [os.path.join(folder, name)]
        same = [f for f in files if os.path.basename(f) == name]
        if len(same) == 1:
            return same
        report.fail(where, f"'{name}' is " + ("in several folders" if same else "no file") +
                    ": name it by its path")
        return []
    if entry.endswith("/") or os.path.isdir(os.path.join(root, entry)):
        folder = entry.rstrip("/") + "/"
        under = [f for f in files if f.startswith(folder)]
        if not under:
            report.fail(where, f"'{entry}' holds no source file")
        return under
    if entry in files:
        return [entry]
    if os.path.exists(os.path.join(root, entry)):
        return []  # a data or doc file: carries no tag
    # A path from inside a part (fx/magic_steps.h): the one file that ends with it.
    tail = [f for f in files if f.endswith("/" + entry)]
    if len(tail) == 1:
        return tail
    report.fail(where, f"'{entry}' " + ("is in several places" if tail else "does not exist") +
                ": name it by its path from the repository's root")
    return []


def partners(rel, files):
    """rel and its header or source: the same name in a folder of the same name
    (sim/src/physics/vec.cpp and sim/include/unpod/sim/physics/vec.h)."""
    stem, ext = os.path.splitext(rel)
    base, folder = os.path.basename(stem), os.path.basename(os.path.dirname(rel))
    out = [rel]
    for f in files:
        s, e = os.path.splitext(f)
        if (f != rel and os.path.basename(s) == base and e != ext and e in CPP_EXT and
                ext in CPP_EXT and os.path.basename(os.path.dirname(f)) == folder):
            out.append(f)
    return out


def symbol_files(symbols, sources):
    """The non-test sources that hold one of the symbols' last identifiers."""
    out = []
    for s in symbols:
        ident = re.sub(r"\(.*", "", s).split("::")[-1].strip()
        for src in sources.values():
            if ident in src.words and not src.rel.startswith("tests" + os.sep) and \
                    src.rel not in out:
                out.append(src.rel)
    return out


def check(root):
    report = Report()
    files = source_files(root)
    sources = {rel: Source(root, rel) for rel in files}
    for src in sources.values():
        for n, message in src.checks:
            report.fail(f"{src.rel}:{n}", message)

    port = os.path.join("docs", "PORT.md")
    rows = table_rows(os.path.join(root, port), r"^`FUN_")
    row_of = {}
    for n, cells in rows:
        name = cells[0].strip("`")
        if name in row_of:
            report.fail(f"{port}:{n}", f"a second row for {name}")
        row_of[name] = (n, cells)

    # (a) every name in the code has a row.
    for src in sources.values():
        for n, name in src.names:
            if name not in row_of:
                kind = "the tag" if src.tags.get(name) == n else "the name"
                report.fail(f"{src.rel}:{n}", f"{kind} {name} has no row in {port}")

    # (b) every row that ports something has its tag where its symbol lives.
    tagged_in = {}
    for src in sources.values():
        for name in src.tags:
            tagged_in.setdefault(name, []).append(src.rel)
    for name, (n, cells) in sorted(row_of.items()):
        if len(cells) < 5:
            report.fail(f"{port}:{n}", f"{name}'s row has {len(cells)} cells, not 5")
            continue
        symbol, status = cells[2], cells[4]
        if status.lower().startswith("not ported"):
            continue
        where = f"{port}:{n}"
        if symbol in ("", "—", "-"):
            report.fail(where, f"{name}'s row is not 'not ported' but names no symbol")
            continue
        targets = []
        for entry in named_paths(symbol):
            for t in resolve(root, entry, sources, where, report):
                targets += partners(t, sources)
        how = "the files its row names"
        if not targets:
            symbols = [t for t in re.findall(r"`([^`]+)`", symbol) if "::" in t]
            targets = symbol_files(symbols, sources)
            how = "the sources that hold its symbols"
            if not targets:
                report.fail(where, f"{name}: no source holds its symbols {symbols}")
                continue
        if not any(t in tagged_in.get(name, []) for t in targets):
            elsewhere = tagged_in.get(name, [])
            hint = f" (tagged only in {', '.join(elsewhere)})" if elsewhere else ""
            report.fail(where, f"no `POD {name}` comment in {how}: "
                               f"{', '.join(sorted(set(targets)))}{hint}")

    # (d) deviations: each row tagged in the files it names, each tag a row.
    dev = os.path.join("docs", "DEVIATIONS.md")
    dev_rows = table_rows(os.path.join(root, dev), r"^\d+$")
    numbers = set()
    for n, cells in dev_rows:
        k = int(cells[0])
        numbers.add(k)
        where = f"{dev}:{n}"
        entries = named_paths(cells[-1])
        if not entries:
            report.fail(where, f"DEVIATION {k}'s Where column names no file in backquotes")
        for entry in entries:
            targets = resolve(root, entry, sources, where, report)
            if targets and not any(k in sources[t].deviations for t in targets):
                place = entry if isinstance(entry, str) else entry[1]
                report.fail(where, f"no `DEVIATION {k}` comment in {place}")
    for src in sources.values():
        for k, n in src.deviations.items():
            if k not in numbers:
                report.fail(f"{src.rel}:{n}", f"DEVIATION {k} is no row of {dev}")

    tags = sum(len(s.tags) for s in sources.values())
    devs = sum(len(s.deviations) for s in sources.values())
    return report, (f"{len(files)} files, {tags} tags, {len(row_of)} PORT.md rows, "
                    f"{devs} DEVIATION tags, {len(dev_rows)} DEVIATIONS.md rows")


def run(root):
    report, summary = check(root)
    for line in report.failures:
        print(line)
    print(f"tag check: {summary}, {len(report.failures)} failures")
    return 1 if report.failures else 0


def copy_tree(src, dst):
    def ignore(folder, names):
        rel = os.path.relpath(folder, src)
        return [n for n in names if n.startswith(".") or
                (rel == "." and n not in SCOPE_DIRS + ["docs", "CMakeLists.txt"]) or
                (rel == "." and n.startswith("build")) or
                os.path.normpath(os.path.join(rel, n)) in SKIP_DIRS]
    shutil.copytree(src, dst, ignore=ignore)


def self_test():
    problems = 0
    good = os.path.join(FIXTURES, "good")
    report, summary = check(good)
    if report.failures:
        print("the good fixture fails:\n  " + "\n  ".join(report.failures))
        problems += 1
    else:
        print(f"good fixture passes ({summary})")
    with open(os.path.join(FIXTURES, "breaks.json"), encoding="utf-8") as f:
        breaks = json.load(f)
    with tempfile.TemporaryDirectory() as tmp:
        for i, b in enumerate(breaks):
            tree = os.path.join(tmp, f"break{i}")
            shutil.copytree(good, tree)
            path = os.path.join(tree, b["file"])
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if b["old"] not in text:
                print(f"break '{b['what']}': '{b['old']}' is not in {b['file']}")
                problems += 1
                continue
            with open(path, "w", encoding="utf-8") as f:
                f.write(text.replace(b["old"], b["new"], 1))
            report, _ = check(tree)
            hits = [x for x in report.failures if b["expect"] in x]
            if hits:
                print(f"break '{b['what']}' fails as it must: {hits[0]}")
            else:
                print(f"break '{b['what']}' was not caught (wanted '{b['expect']}'), got:"
                      + "".join("\n  " + x for x in report.failures))
                problems += 1
        # The real tree with the tag of one ported row taken out: a row that is ported or
        # inferred whose tag stands in one file only (the tree passes, so that file is where
        # its row looks).
        tree = os.path.join(tmp, "repo")
        copy_tree(REPO, tree)
        before, _ = check(tree)
        status = {cells[0].strip("`"): cells[4] for _, cells in
                  table_rows(os.path.join(tree, "docs", "PORT.md"), r"^`FUN_") if len(cells) > 4}
        sources = [Source(tree, rel) for rel in source_files(tree)]
        count = {}
        for src in sources:
            for name in src.tags:
                count[name] = count.get(name, 0) + 1
        removed = None
        for src in sources:
            if not src.rel.startswith("sim"):
                continue
            for name, n in sorted(src.tags.items(), key=lambda t: t[1]):
                if count[name] == 1 and not status.get(name, "not ported").startswith("not"):
                    removed = (src.rel, name)
                    break
            if removed:
                break
        if removed:
            path = os.path.join(tree, removed[0])
            with open(path, encoding="utf-8") as f:
                text = f.read()
            with open(path, "w", encoding="utf-8") as f:
                f.write(text.replace("POD " + removed[1], removed[1] + "'s port"))
            after, _ = check(tree)
            new = [x for x in after.failures
                   if x not in before.failures and f"no `POD {removed[1]}`" in x]
        if removed and new:
            print(f"the repository with POD {removed[1]} taken out of {removed[0]} fails as it "
                  f"must: {new[0]}")
        else:
            print(f"the repository with a tag taken out ({removed}) was not caught")
            problems += 1
    print(f"self-test: {len(breaks) + 2} trees, {problems} problems")
    return 1 if problems else 0


def main():
    args = sys.argv[1:]
    if args == ["--self-test"]:
        return self_test()
    if len(args) > 1 or (args and args[0].startswith("-")):
        print(__doc__)
        return 2
    return run(os.path.abspath(args[0]) if args else REPO)


if __name__ == "__main__":
    sys.exit(main())
