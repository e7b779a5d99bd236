-- `:>` needs a type after it.
-- ==
-- error: expected a type after `:>`

def main (xs: []i32) = xs :> 3
