-- Item 3 in a module and through a local function that composes: the
-- size of `filter`'s result would be the size of a parameter.
-- ==
-- error: fe19_existential_compose_module.fut:8:[0-9]+: error: Existential size would appear in function parameter of return type

module stats = {
  def after f g = \x -> g (f x)
  def count_pos = after (filter (> 0i64)) length
}

def main (xs: []i64) = stats.count_pos xs
