-- Several entry points without parameters in one file, each tested
-- with an empty `input {}`, and top-level functions taking a tuple
-- (`def f(a: f64, b: f64)`) called with a tuple constant, the style
-- of generated test files in user repositories (issue 15).
-- ==
-- entry: first_part
-- input {}
-- output { 1.5 }

-- ==
-- entry: second_part
-- input {}
-- output { 3i64 }

-- ==
-- entry: third_part
-- input {}
-- output { true }

def powr(a: f64, b: f64) = a ** b
def half(a: f64) = powr(a, 1.0) / 2.0
def params =
  let base : f64 = 3
  let count : i64 = 3
  let flag : bool = true
  in (base, count, flag)

entry first_part =
  let (b, _, _) = params
  in half b

entry second_part =
  let (_, c, _) = params
  in c

entry third_part =
  let (_, _, f) = params
  in f && powr(2.0, 3.0) == 8.0
