-- Mutual recursion between members of a module is not supported either.
-- ==
-- error: Unknown name "odd": it is defined later .*g7_mutual_recursion_module.fut:7:7.*mutual recursion

module M = {
  def even (n: i32) : bool = if n == 0 then true else odd (n - 1)
  def odd (n: i32) : bool = if n == 0 then false else even (n - 1)
}
entry main (x: i32) = M.even x
