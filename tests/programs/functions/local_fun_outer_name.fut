-- A local function is not in scope of itself (reference, "let f
-- params... = e in body"): where its name is already bound, a use in its
-- body is the outer binding, whatever bound it: a top-level definition, an
-- earlier local function, a parameter, a module's member seen inside the
-- module or through a local open, a definition of the user's named like a
-- prelude function, the prelude's own function, or a lambda's parameter.
-- ==
-- entry: top
-- input { 1 } output { 202 }
-- entry: loc
-- input { 1 } output { 0 }
-- input { 3 } output { 20 }
-- entry: param
-- input { 7 1 } output { 8 }
-- entry: modl
-- input { 1 } output { 4 }
-- entry: opened
-- input { 1 } output { 6 }
-- entry: prel
-- input { [1, 2] } output { 1004 }
-- entry: prelmap
-- input { [1, 2, 3] } output { [4, 3, 2] }
-- entry: lam
-- input { 1 } output { 11 }

def f (x: i32) = x + 100

module M = {
  def g (x: i32) = x * 3
  def h (y: i32) = let g x = g x + 1 in g y
}

def sum (xs: []i32) = i32.sum xs + 1000

entry top (y: i32) = let f x = f x * 2 in f y

entry loc (y: i32) =
  let k (x: i32) = x - 1
  let k x = k x * 10
  in k y

entry param (f: i32) (y: i32) = let f x = f + x in f y

entry modl (y: i32) = M.h y

entry opened (y: i32) = M.(let g x = g (x + 1) in g y)

entry prel (xs: []i32) = let sum ys = sum ys + 1 in sum xs

entry prelmap (xs: []i32) : []i32 = let map f ys = map f (reverse ys) in map (+ 1) xs

entry lam (y: i32) = (\(f: i32 -> i32) -> let f x = f (f x) in f y) (\x -> x + 5)
