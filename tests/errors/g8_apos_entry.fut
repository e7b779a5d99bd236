-- Reference, "Entry points": an entry point's name may not contain an apostrophe.
-- ==
-- error: apostrophe
entry f' (x: i32) = x
