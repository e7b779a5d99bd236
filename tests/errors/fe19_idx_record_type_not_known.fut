-- Error index "record-type-not-known", a program of runic's own: a record update of an unannotated parameter.
-- ==
-- error: Full type of `cfg` is not known at this point

def reset cfg = cfg with count = 0i32
def main (c: i32) = (reset {count = c, name = 1u8}).count
