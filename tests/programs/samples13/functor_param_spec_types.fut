-- Inside a parametric module, the parameter's functions have the types
-- of the parameter's specifications, not the more general types of the
-- argument's definitions: Futhark checks the body once, against the
-- module type.  With `val find: (i32 -> opt i32) -> i32 -> opt i32` and
-- an argument's `def find f x = f x`, the body's `match f x case #none
-- -> P.find f x` has a known sum type.  Spellings: a monomorphic spec, a
-- polymorphic spec used at two types, a chain of applications each
-- taking the previous one (as a library building seq2, seq3, ... from
-- seq1), a functor of two parameters, and a spec whose type is an
-- abbreviation of the argument's.

type opt 'a = #some a | #none

module type finder = {
  val find: (i32 -> opt i32) -> i32 -> opt i32
}

module next (P: finder) = {
  def find f x =
    match f x
    case #some y -> #some y
    case #none -> P.find f (x + 1)
}

module base = { def find f x = f x }
module two = next base
module three = next (next base)

def get (o: opt i32) = match o case #some y -> y case #none -> -1

-- A polymorphic specification, used at two types in the body.
module type poly = {
  val first 't 'u: (t -> opt u) -> (t, t) -> opt u
}

module use_poly (P: poly) = {
  def ints (p: (i32, i32)) =
    match P.first (\x -> if x > 0 then #some (x * 10) else #none) p
    case #some v -> v
    case #none -> 0
  def bools (p: (bool, bool)) =
    match P.first (\b -> if b then #some 1f32 else #none) p
    case #some v -> v
    case #none -> -1f32
}

module poly_impl = {
  def first f (a, _) = f a
}

module up = use_poly poly_impl

-- Two parameters; the second's function is only ever applied inside.
module type pick = { val pick: (i64 -> opt i64) -> i64 -> opt i64 }

module both (A: pick) (B: pick) = {
  def run (x: i64) =
    let f k = if k % 3 == 0 then #some k else #none
    in match A.pick f x
       case #some k -> k
       case #none -> match B.pick f (x + 1)
                     case #some k -> k + 100
                     case #none -> -1
}

module ab = both { def pick g x = g x } { def pick g = g }

-- A specification written with an abbreviation of the argument's type.
module type chain = {
  type^ step 'a
  val apply 'a: step a -> a -> opt a
}

module run_chain (C: chain) = {
  def go (s: C.step i32) (x: i32) =
    match C.apply s x
    case #some y -> y
    case #none -> 0
}

module chain_impl = {
  type^ step 'a = a -> opt a
  def apply s x = s x
}

module rc = run_chain chain_impl

-- ==
-- entry: find_two
-- input { 3 } output { 4 }
-- input { 7 } output { 7 }
-- input { 0 } output { -1 }

entry find_two (x: i32) = get (two.find (\k -> if k > 3 then #some k else #none) x)

-- ==
-- entry: find_three
-- input { 2 } output { 4 }
-- input { 1 } output { -1 }

entry find_three (x: i32) = get (three.find (\k -> if k > 3 then #some k else #none) x)

-- ==
-- entry: poly_ints
-- input { 0 5 } output { 0 }
-- input { 2 5 } output { 20 }

entry poly_ints (a: i32) (b: i32) = up.ints (a, b)

-- ==
-- entry: poly_bools
-- input { true false } output { 1f32 }
-- input { false true } output { -1f32 }

entry poly_bools (a: bool) (b: bool) = up.bools (a, b)

-- ==
-- entry: two_params
-- input { 3i64 } output { 3i64 }
-- input { 5i64 } output { 106i64 }
-- input { 4i64 } output { -1i64 }

entry two_params (x: i64) = ab.run x

-- ==
-- entry: chain
-- input { 4 } output { 8 }
-- input { -4 } output { 0 }

entry chain (x: i32) = rc.go (\y -> if y > 0 then #some (2 * y) else #none) x
