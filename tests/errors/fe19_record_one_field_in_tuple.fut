-- A one-field record with a unique field inside a tuple result, aliasing
-- the tuple's other component.
-- ==
-- error: A unique-typed component of the return value of `split` is aliased to some other component

def split (n: i64) : ([]i64, {owned: *[]i64}) =
  let v = iota n
  in (v, {owned = v})

def main (n: i64) = (split n).1.owned
