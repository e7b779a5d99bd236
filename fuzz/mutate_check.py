#!/usr/bin/env python3
"""Token mutations of programs against the front end: `runic check` on each
mutant must succeed or report a user error with a source location
(`FILE:LINE:COL: error: ...`); a crash (a signal), an internal error (exit
status 3), a hang (past TIMEOUT seconds) or an error without a location is a
defect, and the mutant is kept in OUTDIR.

Mutations, on the program's tokens (names, numbers with their suffixes,
operators, brackets, string literals; comments dropped except the first
`-- ==` block is kept as it is): delete a token or a run of up to 4, duplicate
one, swap two neighbours or two anywhere, replace a name by another name of
the program or a keyword, a type name by another type, a number by another
(0, -1, a big one, another suffix), an operator by another, a bracket by
another bracket, a run of up to 12 tokens by a run of another program.

usage: mutate_check.py RUNIC OUTDIR MUTANTS_PER_FILE SEED FILES...
Prints a summary line: files, mutants, accepted, user errors, defects.
"""
import os
import random
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

TOKEN = re.compile(r"""
   (?P<comment>--[^\n]*)
 | (?P<ws>\s+)
 | (?P<str>"(?:[^"\\\n]|\\.)*")
 | (?P<chr>'(?:[^'\\\n]|\\.)')
 | (?P<num>0[xX][0-9a-fA-F_]+(?:[iuf](?:8|16|32|64))?|[0-9][0-9_]*(?:\.[0-9_]+)?(?:[eE][+-]?[0-9]+)?(?:[iuf](?:8|16|32|64))?)
 | (?P<name>[A-Za-z_][A-Za-z0-9_']*)
 | (?P<op>[-+*/%=!<>&|^.:~?@#\\$]+)
 | (?P<br>[()\[\]{},`'])
 | (?P<other>.)
""", re.X)

KEYWORDS = ["let", "in", "def", "entry", "loop", "for", "while", "do", "if", "then", "else", "match", "case",
            "type", "module", "open", "local", "with", "val", "include", "import", "true", "false", "type^",
            "type~", "map", "reduce", "scan", "filter", "iota", "length", "unflatten", "flatten", "concat"]
TYPES = ["i32", "i64", "f32", "f64", "bool", "u8", "[]i32", "[n]i32", "[n][m]f32", "(i32, f32)", "{x: i32}",
         "opt i32", "t", "*[]i32", "?[k].[k]i32", "[n+1]i32", "[0]i32"]
NUMS = ["0", "1", "-1", "0i64", "2147483647", "9223372036854775807i64", "1e40f32", "0.5", "3u8", "(-0)",
        "100000000000", "0x10", "1_000"]
OPS = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">>", "<<", "&&", "||", "|>", "<|", ">->", "<-<", "=",
       ":", ":>", "->", "\\", ".", "..", "...", "@", "#", "'", "'^", "'~", "?", "!", "**", "//", "%%", "..<"]
BRS = ["(", ")", "[", "]", "{", "}", ",", "`", "()", "[]", "{}"]
TYPENAMES = {"i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f16", "f32", "f64", "bool"}


def tokens(text):
    # keep the test block (the leading comment lines) as one token
    head = ""
    lines = text.split("\n")
    k = 0
    while k < len(lines) and lines[k].startswith("--"):
        k += 1
    head = "\n".join(lines[:k]) + ("\n" if k else "")
    body = "\n".join(lines[k:])
    toks = []
    for m in TOKEN.finditer(body):
        kind = m.lastgroup
        if kind == "comment":
            continue
        toks.append((kind, m.group()))
    return head, toks


def render(head, toks):
    return head + "".join(t for _, t in toks)


def mutate(rng, toks, donors=()):
    idx = [i for i, (k, _) in enumerate(toks) if k != "ws"]
    if not idx:
        return toks
    toks = list(toks)
    names = sorted({t for k, t in toks if k == "name"}) or ["x"]
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        idx = [i for i, (k, _) in enumerate(toks) if k != "ws"]
        if not idx:
            break
        i = rng.choice(idx)
        kind, t = toks[i]
        m = rng.randrange(8 if donors else 7)
        if m == 7:
            # splice: a run of tokens of another program replaces a run here
            d = rng.choice(donors)
            if len(d) > 2:
                a = rng.randrange(len(d) - 1)
                b = min(len(d), a + rng.randint(1, 12))
                j = min(len(toks), i + rng.randint(0, 12))
                toks[i:j] = d[a:b]
        elif m == 0:
            n = rng.randint(1, 4)
            j = i
            for _ in range(n):
                toks[j] = ("ws", " ")
                nxt = [q for q in idx if q > j]
                if not nxt:
                    break
                j = nxt[0]
        elif m == 1:
            toks.insert(i, (kind, t + " "))
        elif m == 2:
            nxt = [q for q in idx if q > i]
            j = nxt[0] if nxt and rng.random() < 0.6 else rng.choice(idx)
            toks[i], toks[j] = toks[j], toks[i]
        elif kind == "name":
            if t in TYPENAMES or rng.random() < 0.2:
                toks[i] = ("name", rng.choice(TYPES))
            elif rng.random() < 0.3:
                toks[i] = ("name", rng.choice(KEYWORDS))
            else:
                toks[i] = ("name", rng.choice(names))
        elif kind == "num":
            toks[i] = ("num", rng.choice(NUMS))
        elif kind == "op":
            toks[i] = ("op", rng.choice(OPS))
        elif kind == "br":
            toks[i] = ("br", rng.choice(BRS))
        else:
            toks[i] = ("ws", " ")
    return toks


LOC = re.compile(r"^\S+:\d+:\d+: (error|warning)", re.M)


def run_one(runic, path, timeout):
    try:
        p = subprocess.run([runic, "check", path], capture_output=True, text=True, timeout=timeout,
                           errors="replace")
    except subprocess.TimeoutExpired:
        return "hang", ""
    out = p.stderr + p.stdout
    if p.returncode == 0:
        return "ok", out
    if p.returncode == 1 and LOC.search(out):
        return "user", out
    if p.returncode < 0:
        return "crash", out
    if p.returncode == 3 or "internal error" in out:
        return "internal", out
    return "noloc", out


def main():
    runic, outdir, per, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    files = sys.argv[5:]
    timeout = float(os.environ.get("MUTATE_TIMEOUT", "10"))
    os.makedirs(outdir, exist_ok=True)
    rng = random.Random(seed)
    jobs = []
    parsed = []
    for f in files:
        try:
            text = open(f, encoding="utf-8").read()
        except (UnicodeDecodeError, OSError):
            continue
        if "import" in text:
            continue  # a mutant in another folder would miss the imported files
        head, toks = tokens(text)
        parsed.append((f, head, toks))
    for f, head, toks in parsed:
        for k in range(per):
            donor = rng.choice(parsed)[2] if parsed else []
            jobs.append((f, k, render(head, mutate(rng, toks, [donor]))))
    work = os.path.join(outdir, "work")
    os.makedirs(work, exist_ok=True)

    def job(arg):
        n, (f, k, text) = arg
        path = os.path.join(work, "m%06d.fut" % n)
        with open(path, "w") as o:
            o.write(text)
        verdict, out = run_one(runic, path, timeout)
        if verdict in ("ok", "user"):
            os.remove(path)
        else:
            with open(os.path.join(outdir, "defect_%06d.fut" % n), "w") as o:
                o.write("-- from %s (mutant %d): %s\n%s" % (f, k, verdict, text))
            with open(os.path.join(outdir, "defect_%06d.txt" % n), "w") as o:
                o.write(out[-4000:])
            os.remove(path)
        return verdict

    counts = {}
    with ThreadPoolExecutor(max_workers=int(os.environ.get("MUTATE_JOBS", "2"))) as ex:
        for v in ex.map(job, enumerate(jobs)):
            counts[v] = counts.get(v, 0) + 1
    print("files %d, mutants %d: %s" % (len(files), len(jobs),
                                        ", ".join("%s %d" % (k, counts[k]) for k in sorted(counts))))


if __name__ == "__main__":
    main()
