-- Reference, "Type abbreviations": a type containing a function must be declared `type^`.
-- ==
-- error: type\^
type t = i32 -> i32
entry main = 0i32
