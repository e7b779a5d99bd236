-- Sizes through `if` and `match` (language reference, "Size types": the
-- branches' sizes are unified where they are the same, else the result
-- has an existential size): the same size from a function's declared
-- result, a size parameter or a coercion is kept; different sizes give
-- an existential one.
def grow (k: i64) : [k]i32 = replicate k 1
def same_call (c: bool) (k: i64) = if c then grow k else replicate k 0
def same_param [n] (c: bool) (xs: [n]i32) = if c then xs else map (+ 1) xs
def same_coerced [n] (c: bool) (k: i64) (xs: [n]i32) =
  if c then xs :> [k]i32 else grow k
def same_match (t: i32) (k: i64) =
  match t
  case 0 -> grow k
  case 1 -> replicate k 2
  case _ -> map (* 2) (grow k)
def nested [n] (a: bool) (b: bool) (xs: [n]i32) =
  if a then (if b then xs else grow n) else reverse xs
def differ (c: bool) (k: i64) (n: i64) = if c then grow k else grow n
def differ_match (t: i32) (k: i64) =
  match t
  case 0 -> grow k
  case _ -> grow (k + 1)
-- types:
-- def grow : (k: i64) -> [k]i32
-- def same_call : bool -> (k: i64) -> [k]i32
-- def same_param [n] : bool -> [n]i32 -> [n]i32
-- def same_coerced [n] : bool -> (k: i64) -> [n]i32 -> [k]i32
-- def same_match : i32 -> (k: i64) -> [k]i32
-- def nested [n] : bool -> bool -> [n]i32 -> [n]i32
-- def differ : bool -> i64 -> i64 -> ?[k0].[k0]i32
-- def differ_match : i32 -> i64 -> ?[k0].[k0]i32
