-- A size coercion between two constant sizes that differ is checked when
-- it runs (Futhark's `:>` is a run-time check), so a branch that is never
-- taken does not make the program invalid.
-- ==
-- input { true } output { [1, 2, 3, 0] }
-- input { false } error: coercion to \[4\]

entry main (pad: bool) : [4]i32 =
  if pad then [1, 2, 3] ++ [0] :> [4]i32
  else [1, 2, 3] :> [4]i32
