-- An expression tree encoded as a sum of sums evaluated with match.
-- ==
-- input { 2 3 } output { 5 6 -1 3 }

type op = #add | #mul | #sub
type expr = #lit i32 | #bin op i32 i32

def eval (e: expr) : i32 =
  match e
  case #lit x -> x
  case #bin #add a b -> a + b
  case #bin #mul a b -> a * b
  case #bin #sub a b -> a - b

entry main (a: i32) (b: i32) =
  (eval (#bin #add a b), eval (#bin #mul a b), eval (#bin #sub a b), eval (#lit b))
