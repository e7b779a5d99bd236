-- Reference, "let f params... = e in body": a local function is not in
-- scope of itself, and hence cannot be recursive.
-- ==
-- error: Unknown name "f"
entry main (x: i32) = let f (y: i32) : i32 = if y == 0 then 0 else f (y - 1) in f x
