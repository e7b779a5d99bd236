-- A compile error (if_branch_types).
-- ==
-- error: branches of .if. have different types

entry main (b: bool) = if b then 1i32 else true
