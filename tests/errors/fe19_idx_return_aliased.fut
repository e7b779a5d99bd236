-- Error index "return-aliased", a program of runic's own: a unique result chosen among two non-unique parameters.
-- ==
-- error: Unique-typed return value of `pick` is aliased to `a`, which is not consumable

def pick (a: []i32) (b: []i32) : *[]i32 = if length a > length b then a else b
def main (a: []i32) (b: []i32) = pick a b
