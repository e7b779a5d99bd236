-- The module functions neg and not.
-- ==
-- input { 5 true } output { -5 false }
entry main (x: i32) (b: bool) = (i32.neg x, bool.not b)
