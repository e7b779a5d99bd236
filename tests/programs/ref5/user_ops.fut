-- User-defined operators: infix and prefix definitions, fixity from the
-- first characters, polymorphic operators, shadowing a built-in one.
-- ==
-- entry: ops
-- input { 1 2 }
-- output { 3 3 7 3 5 }
-- entry: shadow
-- input { 5 3 }
-- output { 2 }

def (a: i32, b: i32) +^ (c: i32, d: i32) = (a + c, b + d)
def (**^) (x: i32) (y: i32) = x * y
def (<+>) 't (x: t) (_: t) : t = x
def (>>=) (x: i32) (f: i32 -> i32) = f x
entry ops (a: i32) (b: i32) =
  let (p, q) = (a, b) +^ (b, a)
  -- `**^` binds like `*`, `<+>` like `<`, `>>=` like `>>`:
  in (p, q, 1 + b **^ 3, 3 <+> 4 + 10, a >>= (\x -> x + 4))
entry shadow (a: i32) (b: i32) =
  let (+) (x: i32) (y: i32) = x - y
  in a + b
