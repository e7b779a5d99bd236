-- Error index "module-is-parametric", a program of runic's own: a member of a parametric module used without applying it.
-- ==
-- error: Module `mk` is a parametric module

module mk (P: {val k: i64}) = { def get = P.k }
def main = mk.get
