-- Functions as values: bound by `let`, in tuples and records, returned
-- from functions (global and local), and chosen by a function argument
-- (not by `if`, which Futhark forbids for functions).
-- ==
-- input { 3i32 } output { 4i32 6i32 7i32 13i32 25i32 9i32 }
-- input { -1i32 } output { 0i32 -2i32 -1i32 9i32 1i32 -3i32 }

def adder (k: i32) : i32 -> i32 = \x -> x + k

def both 'a 'b 'c (fs: (a -> b, b -> c)) (x: a) : c = fs.1 (fs.0 x)

def apply_rec (r: {f: i32 -> i32, g: i32 -> i32}) (x: i32) = r.g (r.f x)

entry main (x: i32) =
  let inc = \y -> y + 1
  let (f, g) = (inc, (* 2))
  let add10 = adder 10
  let scaler (k: i32) : i32 -> i32 = \y -> y * k
  in (f x, g x, both (f, g) x - 1, apply_rec {f = add10, g = inc} x - 1, (adder 2 >-> (** 2)) x, scaler 3 x)
