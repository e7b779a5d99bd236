#!/usr/bin/env python3
"""Checks runic's prelude against Futhark 0.28's prelude index.

Reads every declaration of /work/shared/futhark-reference/prelude-index.md
(or the file given with --index): the top-level `def`s of prelude.fut,
soacs.fut, array.fut, zip.fut, functional.fut and ad.fut, and the `val`s of
the module types of math.fut (from_prim, numeric, integral, real, float)
with the modules that implement them (bool, i8..u64, f16, f32, f64).

For each name it writes one small program that uses the name at its
documented type and runs `runic check` on it:

  * a top-level `def NAME tparams params : ret` becomes
        def chk tparams params : ret = NAME args
    (polymorphic, with the documented size parameters and uniqueness), so
    the name must exist, accept those argument types and give that result;
  * a module member `val NAME [n] : t1 -> ... -> r` of module M becomes
        def chk [n] (x0: t1') ... : r' = M.NAME x0 ...
    with `t` (and `int_t`) replaced by M's types, operators through
    `(M.op)`;
  * each module M is also ascribed its documented module type
    (`module chk : integral = i32`, ...), which is what a parametric module
    applied to it needs, after the prelude's module types are declared
    again by the index's own text (so their names need not exist in runic).
    The module types themselves are checked by name too: a program that
    says `module m (R: real) = ...` needs `real` from the prelude.

Prints one line per failure (the name, the program and runic's first error
line) and a summary; exits 1 when something fails that is not one of the
KNOWN differences below.  Usage:

    scripts/check_prelude.py [--runic build/runic] [--index FILE] [--keep DIR] [-v]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

DEFAULT_INDEX = "/work/shared/futhark-reference/prelude-index.md"

# Results of the defs whose header in the index has none (Futhark infers
# them from the body, which the index leaves out).
IMPLICIT_RESULTS = {
    "length": "i64", "null": "bool", "head": "t", "last": "t",
    "rotate": "[n]t", "and": "bool", "or": "bool", "(<|)": "b",
    "id": "a", "iterate": "a", "iterate_until": "a", "iterate_while": "a",
}

# Names that runic offers with a type that differs from the index, on
# purpose; each is reported as known and does not fail the check.
KNOWN = {}

# The modules of math.fut: name, module type, element type, int_t.
MODULES = [
    ("bool", "from_prim", "bool", None),
    ("i8", "integral", "i8", None), ("i16", "integral", "i16", None),
    ("i32", "integral", "i32", None), ("i64", "integral", "i64", None),
    ("u8", "integral", "u8", None), ("u16", "integral", "u16", None),
    ("u32", "integral", "u32", None), ("u64", "integral", "u64", None),
    ("f16", "float", "f16", "u16"), ("f32", "float", "f32", "u32"),
    ("f64", "float", "f64", "u64"),
]


def code_blocks(text):
    """The ```futhark blocks of the index, with the file each belongs to."""
    out, current, inside, lines = [], None, False, []
    for line in text.splitlines():
        m = re.match(r"^## (\S+)", line)
        if m and not inside:
            current = m.group(1)
        elif line.startswith("```futhark"):
            inside, lines = True, []
        elif line.startswith("```") and inside:
            inside = False
            out.append((current, lines))
        elif inside:
            lines.append(line)
    return out


def split_top(s):
    """Splits a def header's tail into its top-level groups: `'a`, `[n]`,
    `(x: t)`, `:` and the rest (the result type)."""
    items, i = [], 0
    while i < len(s):
        c = s[i]
        if c.isspace():
            i += 1
        elif c in "([":
            depth, j = 0, i
            while True:
                if s[j] in "([":
                    depth += 1
                elif s[j] in ")]":
                    depth -= 1
                    if depth == 0:
                        break
                j += 1
            items.append(s[i:j + 1])
            i = j + 1
        elif c == ":":
            items.append(":")
            items.append(s[i + 1:].strip())
            break
        else:
            j = i
            while j < len(s) and not s[j].isspace() and s[j] not in "([:":
                j += 1
            items.append(s[i:j])
            i = j
    return items


def split_commas(s):
    """Top-level comma-separated parts of s."""
    parts, depth, cur = [], 0, ""
    for c in s:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += c
    parts.append(cur.strip())
    return parts


def def_program(header):
    """A program that uses the def of `header` at its documented type."""
    m = re.match(r"^def\s+(\([^)]*\)|[A-Za-z_][\w']*)\s*(.*)$", header)
    name, rest = m.group(1), m.group(2)
    items = split_top(rest)
    tparams, params, ret = [], [], None
    k = 0
    while k < len(items):
        it = items[k]
        if it == ":":
            ret = items[k + 1]
            break
        if it.startswith("'") or it.startswith("["):
            tparams.append(it)
        elif it.startswith("("):
            params.append(it)
        k += 1
    if ret is None:
        ret = IMPLICIT_RESULTS.get(name)
    args, new_params = [], []
    for idx, p in enumerate(params):
        inner = p[1:-1]
        fields = split_commas(inner)
        names = []
        new_fields = []
        for f in fields:
            pname, ptype = f.split(":", 1)
            pname = pname.strip()
            if pname == "_":
                pname = "unused%d" % idx
            names.append(pname)
            new_fields.append("%s:%s" % (pname, ptype))
        new_params.append("(" + ", ".join(new_fields) + ")")
        args.append(names[0] if len(names) == 1 else "(" + ", ".join(names) + ")")
    callee = name
    prog = "def chk %s %s%s = %s %s\n" % (
        " ".join(tparams), " ".join(new_params),
        (" : " + ret) if ret else "", callee, " ".join(args))
    return name, prog


def parse_module_types(lines):
    """module type NAME = { include X; val ... } -> {NAME: [(kind, text)]}."""
    mtypes, cur = {}, None
    for line in lines:
        s = line.strip()
        m = re.match(r"^module type (\w+) = \{", s)
        if m:
            cur = m.group(1)
            mtypes[cur] = []
            continue
        if cur is None:
            continue
        if s == "}":
            cur = None
        elif s.startswith("include "):
            mtypes[cur].append(("include", s.split()[1]))
        elif s.startswith("val ") or s.startswith("type "):
            mtypes[cur].append(("val" if s.startswith("val") else "type", s))
    return mtypes


def members(mtypes, name):
    """All vals of a module type, includes resolved, later ones winning."""
    out = {}
    for kind, text in mtypes[name]:
        if kind == "include":
            out.update(members(mtypes, text))
        elif kind == "val":
            m = re.match(r"^val\s+(\([^)]*\)|[\w']+)\s*(.*)$", text)
            out[m.group(1)] = text
    return out


def strip_param_names(ty):
    """`(x: t) -> (y: t) -> t` -> `t -> t -> t`."""
    return re.sub(r"\((\w+):\s*([^()]*)\)", r"\2", ty)


def val_program(module, elem, int_t, text):
    m = re.match(r"^val\s+(\([^)]*\)|[\w']+)\s*((?:\[\w+\]\s*)*):\s*(.*)$", text)
    name, sizes, ty = m.group(1), m.group(2).strip(), m.group(3)
    ty = strip_param_names(ty)
    ty = re.sub(r"\bint_t\b", int_t or "INT_T", ty)
    ty = re.sub(r"\bt\b", elem, ty)
    parts = [p.strip() for p in ty.split("->")]
    arg_types, ret = parts[:-1], parts[-1]
    params = " ".join("(x%d: %s)" % (i, t) for i, t in enumerate(arg_types))
    args = " ".join("x%d" % i for i in range(len(arg_types)))
    callee = "(%s.%s)" % (module, name[1:-1]) if name.startswith("(") else "%s.%s" % (module, name)
    prog = "def chk %s %s : %s = %s %s\n" % (sizes, params, ret, callee, args)
    return name, prog


def module_type_text(mtypes, name):
    """The index's own declaration of a module type, for ascriptions."""
    body = []
    for kind, text in mtypes[name]:
        if kind == "include":
            body.append("include %s_spec" % text)
        else:
            body.append(text)
    return "module type %s_spec = {\n  %s\n}\n" % (name, "\n  ".join(body))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runic", default="build/runic")
    ap.add_argument("--index", default=DEFAULT_INDEX)
    ap.add_argument("--keep", help="write the programs to this folder and keep them")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("-v", action="store_true")
    opts = ap.parse_args()
    if not os.path.exists(opts.index):
        print("check_prelude: no index at %s; skipped" % opts.index)
        return 0
    text = open(opts.index, encoding="utf-8").read()

    cases = []  # (label, program)
    mtypes = {}
    for fname, lines in code_blocks(text):
        if fname == "math.fut":
            mtypes = parse_module_types(lines)
            continue
        for line in lines:
            if line.startswith("def internal_"):
                continue  # zip.fut's helper for the zips, not part of the API
            if line.startswith("def "):
                name, prog = def_program(line)
                cases.append(("%s: %s" % (fname, name), prog))
    for module, mtype, elem, int_t in MODULES:
        for name, text in sorted(members(mtypes, mtype).items()):
            if text.startswith("val"):
                label, prog = val_program(module, elem, int_t, text)
                cases.append(("%s.%s" % (module, label), prog))
    # Module types, by name and as the documented ascription of each module.
    specs = "".join(module_type_text(mtypes, n)
                    for n in ["from_prim", "numeric", "integral", "real", "float"])
    for n in ["from_prim", "numeric", "integral", "real", "float"]:
        cases.append(("module type %s" % n,
                      "module chk (M: %s) = { def x = 0i32 }\n" % n))
    for module, mtype, elem, int_t in MODULES:
        with_ = " with t = %s" % elem + (" with int_t = %s" % int_t if int_t else "")
        cases.append(("module %s : %s" % (module, mtype),
                      specs + "module chk : (%s_spec%s) = %s\n" % (mtype, with_, module)))

    tmp = opts.keep or tempfile.mkdtemp(prefix="check_prelude_")
    os.makedirs(tmp, exist_ok=True)
    written = []

    def check(path, text):
        with open(path, "w") as f:
            f.write(text)
        written.append(path)
        r = subprocess.run([opts.runic, "check", path], capture_output=True, text=True)
        err = (r.stderr or r.stdout).strip().splitlines()
        return r.returncode, next((l for l in err if "error" in l), err[0] if err else "")

    def run(i_case):
        i, (label, prog) = i_case
        path = os.path.join(tmp, "c%04d.fut" % i)
        rc, msg = check(path, "-- %s\n%s" % (label, prog))
        return label, prog, rc, msg, path

    # All the programs of defs and vals as one (each `chk` renamed), and
    # the module ascriptions as another: when both check, every name does;
    # otherwise each program on its own says which names fail.
    defs = [(i, c) for i, c in enumerate(cases)
            if c[1].startswith("def chk ") and c[0] not in KNOWN]
    together = "".join("-- %s\n%s" % (label, prog.replace("def chk ", "def chk%d " % i, 1))
                       for i, (label, prog) in defs)
    mods = specs + "".join(
        "module chk%d : (%s_spec%s) = %s\n" % (i, mtype, " with t = %s" % elem +
                                               (" with int_t = %s" % int_t if int_t else ""), module)
        for i, (module, mtype, elem, int_t) in enumerate(MODULES))
    if (not opts.v and check(os.path.join(tmp, "all_defs.fut"), together)[0] == 0 and
            check(os.path.join(tmp, "all_modules.fut"), mods)[0] == 0):
        alone = [(i, c) for i, c in enumerate(cases)
                 if c[0].startswith("module type ") or c[0] in KNOWN]
        results = [(label, prog, 0, "", "") for label, prog in cases
                   if not label.startswith("module type ") and label not in KNOWN]
        results += list(map(run, alone))
    else:
        with ThreadPoolExecutor(max_workers=opts.j) as ex:
            results = list(ex.map(run, enumerate(cases)))
    failed = [r for r in results if r[2] != 0 and r[0] not in KNOWN]
    known = [r for r in results if r[2] != 0 and r[0] in KNOWN]
    for label, prog, rc, msg, path in known:
        print("known %s: %s" % (label, KNOWN[label]))
    for label, prog, rc, msg, path in failed:
        print("FAIL %s\n  %s  %s\n  %s" % (label, path, prog.strip().splitlines()[-1], msg))
    if opts.v:
        for label, prog, rc, msg, path in results:
            if rc == 0:
                print("ok   %s" % label)
    print("check_prelude: %d names checked, %d failed, %d known differences" %
          (len(results), len(failed), len(known)))
    if not opts.keep:
        for path in set(written):
            os.remove(path)
        os.rmdir(tmp)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
