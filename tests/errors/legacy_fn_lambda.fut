-- `fn x => e` (old Futhark) reads as an application of an operator `=>`;
-- the hint names the modern lambda.
-- ==
-- error: unknown operator `=>`(.|\n)*write `\\x -> e`
def main (xs: []i32) = filter (fn x => x > 0) xs
