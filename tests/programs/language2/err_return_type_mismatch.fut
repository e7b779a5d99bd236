-- A compile error (return_type_mismatch).
-- ==
-- error: does not match its return type

def f (x: i32) : bool = x
