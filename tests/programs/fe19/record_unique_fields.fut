-- Not errors: unique fields of a record result that do not share memory
-- (one is a copy), updated in place by the caller.
-- ==
-- input { 3i64 }
-- output { [7i64, 1i64, 2i64] [0i64, 1i64, 2i64] 1i32 }

def mk (n: i64) : {a: *[]i64, b: *[]i64, c: i32} =
  let xs = iota n
  in {a = xs, b = copy xs, c = 1}

def main (n: i64) =
  let r = mk n
  let a = r.a with [0] = 7
  in (a, r.b, r.c)
