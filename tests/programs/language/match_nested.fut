-- Nested patterns: constructors inside tuples and records, constructors
-- with tuple and record payloads, literals nested in constructors.
-- ==
-- input { 0i32 5i32 } output { 5i32 }
-- input { 1i32 5i32 } output { 10i32 }
-- input { 2i32 5i32 } output { -5i32 }
-- input { 3i32 0i32 } output { 1000i32 }
-- input { 3i32 7i32 } output { 14i32 }
-- input { 4i32 7i32 } output { 7i32 }

type expr = #lit i32 | #pair (i32, i32) | #neg {v: i32} | #scaled {k: i32, v: i32} | #none

def eval (e: expr) (fallback: (bool, expr)) : i32 =
  match (e, fallback)
  case (#lit x, _) -> x
  case (#pair (a, b), _) -> a + b
  case (#neg {v}, _) -> -v
  case (#scaled {k = 0, v = _}, _) -> 1000
  case (#scaled {k, v}, _) -> k * v
  case (#none, (true, #lit y)) -> y
  case (#none, _) -> 0

def build (k: i32) (x: i32) : expr =
  match k
  case 0 -> #lit x
  case 1 -> #pair (x, x)
  case 2 -> #neg {v = x}
  case 3 -> #scaled {k = x, v = 2}
  case _ -> #none

entry main (k: i32) (x: i32) = eval (build k x) (true, #lit x)
