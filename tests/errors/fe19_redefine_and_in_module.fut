-- Error index "may-not-be-redefined" in a module.
-- ==
-- error: fe19_redefine_and_in_module.fut:6:[0-9]+: error: The `&&` operator may not be redefined

module logic = {
  def (&&) (a: bool) (b: bool) = a != b
}

def main (x: bool) = x
