-- `unflatten n m xs` (old Futhark): the sizes now come from the array's type.
-- ==
-- error: argument 1 of `unflatten`(.|\n)*takes no size arguments
def main [k] (xs: [k]i32) = unflatten 2 (k / 2) xs
