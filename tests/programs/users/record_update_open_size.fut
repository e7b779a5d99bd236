-- A field whose size a lifted type abbreviation leaves open (`[]`)
-- may be updated with `with` to an array of another length: the
-- record's type keeps the field's element type, and its size is that
-- of the new value.
-- ==
-- input { [5, 0, 7, 0, 2] }
-- output { 3i64 [5, 7, 2] 5i64 }

type~ bag [k] = {tag: [k]i32, kept: []i32}

def prune [k] (b: bag [k]) : bag [k] =
  let nz = filter (!= 0) b.kept
  in b with kept = nz

def main (xs: []i32) =
  let b : bag [] = {tag = xs, kept = copy xs}
  let b' = prune b
  in (length b'.kept, b'.kept, length b'.tag)
