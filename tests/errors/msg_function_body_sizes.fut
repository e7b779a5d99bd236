-- A body whose size differs from the declared one (issue #1995).
-- ==
-- error: Function body does not have expected type(.|\n)*Sizes "n" and "n \+ n" do not match

def twice [n] (xs: [n]i32) : [n]i32 = xs ++ xs
