-- A unique field inside a nested record (in a tuple) aliases a unique
-- field of the outer record.
-- ==
-- error: A unique-typed component of the return value of `mk` is aliased to some other component

def mk (n: i64) : {data: *[]i32, meta: (i32, {scratch: *[]i32})} =
  let buf = iota n |> map i32.i64
  in {data = buf, meta = (0, {scratch = buf})}

def main (n: i64) = (mk n).data
