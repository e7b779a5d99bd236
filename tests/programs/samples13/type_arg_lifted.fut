-- A type abbreviation applied to a type argument more lifted than its
-- parameter: Futhark does not compare the two (its checker substitutes
-- the argument whatever its liftedness), so `pair (i32 -> i32)` is a pair
-- of functions, a spec's `type^ t_get '^base 'a` takes a function type
-- for `a`, and a size-lifted argument (`pair row`) is a pair of arrays
-- of one size (the argument's size variable is substituted in both
-- places, as in Futhark).  What the substituted type may not be is checked
-- where it is used (a function in an array, from a branch).

type pair 'a = (a, a)
type~ row = []i32

def both (p: pair (i32 -> i32)) (x: i32) : (i32, i32) = (p.0 x, p.1 x)

def twice : pair (i32 -> i32) = ((+ 1), (* 2))

-- A record of functions through a non-lifted abbreviation.
type named 'a = {name: i32, val: a}

def run (n: named (i32 -> i32 -> i32)) (x: i32) (y: i32) = n.name + n.val x y

-- A chain of abbreviations whose last parameter is not lifted but is
-- given the result type of a curried function (as a `get` built by
-- composing one argument at a time).
type^ step '^base 'a = base -> a
type^ steps2 '^base 'a = step base (step base a)

def collect2 (f: steps2 i32 (i32 -> i32)) : i32 = f 1 2 3

module type getter = {
  type^ t_get '^base 'a
  val get '^base '^a: base -> (base -> t_get base a) -> a
}

module g1 : getter with t_get '^base 'a = a = {
  type^ t_get '^base 'a = a
  def get x f = f x
}

def firsts (p: pair row) : (i32, i32) = (p.0[0], p.1[0])

-- ==
-- entry: both_entry
-- input { 5 } output { 6 10 }
-- input { -3 } output { -2 -6 }

entry both_entry (x: i32) = both twice x

-- ==
-- entry: run_entry
-- input { 3 4 } output { 107 }
-- input { 0 0 } output { 100 }

entry run_entry (x: i32) (y: i32) = run {name = 100, val = \a b -> a + b} x y

-- ==
-- entry: collect_entry
-- input { 0 } output { 6 }

entry collect_entry (_: i32) = collect2 (\a b c -> a + b + c)

-- ==
-- entry: getter_entry
-- input { 7 } output { 14 }

entry getter_entry (x: i32) : i32 = g1.get x (\y -> \z -> y + z) x

-- ==
-- entry: firsts_entry
-- input { [1, 2, 3] [4, 5, 6] } output { 1 4 }
-- input { [1, 2, 3] [4, 5] } error: .*

entry firsts_entry (xs: []i32) (ys: []i32) = firsts (xs, ys)
