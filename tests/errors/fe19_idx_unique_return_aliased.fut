-- Error index "unique-return-aliased", a program of runic's own: two unique components of a tuple result, one through a second name.
-- ==
-- error: A unique-typed component of the return value of `dup` is aliased to some other component

def dup (k: i64) : (*[]bool, *[]bool) =
  let flags = replicate k false
  let same = flags
  in (flags, same)
def main (k: i64) = (dup k).0
