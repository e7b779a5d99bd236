-- Local functions: a use of one defined later in the same chain of `let`s
-- is mutual recursion, which is not supported.
-- ==
-- error: Unknown name "odd": it is defined later .*:8:3\).*mutual recursion

entry main (x: i32) =
  let even (n: i32) : bool = if n == 0 then true else odd (n - 1)
  let odd (n: i32) : bool = if n == 0 then false else even (n - 1)
  in even x
