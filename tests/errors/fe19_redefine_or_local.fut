-- Error index "may-not-be-redefined" as a local function.
-- ==
-- error: fe19_redefine_or_local.fut:6:[0-9]+: error: The `\|\|` operator may not be redefined

def main (x: bool) (y: bool) =
  let (||) (a: bool) (b: bool) = a && !b
  in x || y
