-- A program's own top-level definition named like a prelude value
-- (`scatter`, `flatten`, `map`, `tabulate`, `sum`) does not change what
-- the prelude's other functions and the earlier definitions mean: `spread`
-- still scatters and `tabulate_2d` still maps, and a function defined
-- before the redefinition keeps calling the prelude's value.

def before (xs: []i32) = (flatten [xs, xs], scatter (copy xs) [0] [9])

def scatter (x: f64) (y: f64) = x * 10 + y
def flatten (p: (i32, i32)) = p.0 * 100 + p.1
def map (f: i32 -> i32) (x: i32) = f (f x)
def tabulate (n: i64) = n * 3
def sum (xs: []i64) = i64.sum xs + 1000

-- ==
-- entry: mixed
-- input { [1, 2] 3i64 }
-- output { [1, 2, 1, 2] [9, 2] [0, 5, 0] [[0i64, 1i64], [1i64, 2i64]] 12.0 304 7 9i64 1006i64 }
entry mixed (xs: []i32) (n: i64) =
  let (f, s) = before xs
  in (f, s, spread n 0i32 [1] [5], tabulate_2d 2 2 (\i j -> i + j),
      scatter 1 2, flatten (3, 4), map (+ 2) 3, tabulate n, sum (iota 4))

-- The same names redefined inside a module keep the prelude's meaning
-- outside it.
module geo = {
  def reverse (p: (f32, f32)) = (p.1, p.0)
  def zip (a: f32) (b: f32) = a * b
}

-- ==
-- entry: in_module
-- input { [1f32, 2f32] } output { [2f32, 1f32] 3f32 2f32 6f32 }
entry in_module (xs: []f32) =
  let (a, b) = geo.reverse (2, 3)
  in (reverse xs, a, b, geo.zip a b)
