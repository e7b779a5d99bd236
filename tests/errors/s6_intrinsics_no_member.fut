-- The module `intrinsics` holds the built-in operators only.
-- ==
-- error: module `intrinsics` has no member `plus`

entry main (x: i32) (y: i32) = intrinsics.plus x y
