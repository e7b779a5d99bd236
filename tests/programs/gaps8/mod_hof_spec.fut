-- A module type with a parametric module spec.
module type num = { type t val add: t -> t -> t val zero: t }
module type summer = { module Make: (N: num) -> { val sum [n]: [n]N.t -> N.t } }
module S : summer = { module Make (N: num) = { def sum [n] (xs: [n]N.t) = foldl N.add N.zero xs } }
module I = S.Make { type t = i32 def add = (+) def zero = 0i32 }
-- ==
-- input { [1,2,3] } output { 6 }
entry main (xs: []i32) = I.sum xs
