-- A functor whose parameter's type is a sum type given in the argument
-- (`with t = ...` transparent), matched with constructors in the body.
-- ==
-- input { 3 } output { 4 9 }

module type tagged = { type t = #a i32 | #b i32 val pick: t -> i32 }

module eval (P: tagged) = {
  def both (x: i32) = P.pick (#a x) + P.pick (#b x)
  def only_b (v: P.t) = match v case #b y -> y * y case #a _ -> 0
}

module E = eval {
  type t = #a i32 | #b i32
  def pick (v: t) = match v case #a x -> x + 1 case #b _ -> 0
}

def main (x: i32) = (E.both x, E.only_b (#b x))
