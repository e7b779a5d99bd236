-- Higher-order functions inside modules and functors: a module's
-- function takes a function, a functor's argument provides one.
-- ==
-- input { [1, 2, 3] }
-- output { [4, 5, 6] 12 [2, 4, 6] 48 }

module util = {
  def twice (f: i32 -> i32) (x: i32) = f (f x)
  def map_twice (f: i32 -> i32) (xs: []i32) = map (twice f) xs
}

module type monoid = {
  type t
  val op : t -> t -> t
  val ne : t
}

module folder (M: monoid) = {
  def fold (xs: []M.t) = reduce M.op M.ne xs
  def fold_with (f: M.t -> M.t) (xs: []M.t) = fold (map f xs)
}

module sum = folder { type t = i32 def op (a: i32) (b: i32) = a + b def ne = 0i32 }
module prod = folder { type t = i32 def op (a: i32) (b: i32) = a * b def ne = 1i32 }

entry main (xs: []i32) =
  ( map (util.twice (\x -> x + 1)) xs |> map (\x -> 2 * x - 3 - 0) |> map (\y -> (y + 3) / 2 + 1)
  , sum.fold_with (util.twice (+ 1)) xs - 3 + 3
  , util.map_twice (\x -> x) xs |> map (* 2)
  , prod.fold_with (* 2) xs
  )
