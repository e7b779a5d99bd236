-- Compile error (error index "return-aliased"): a unique result that is
-- a non-unique parameter.
-- ==
-- error: aliased to `xs`, which is not consumable

def f (xs: []i32) : *[]i32 = xs

def main (xs: []i32) = f xs
