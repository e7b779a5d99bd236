-- Language reference, "Type abbreviations": a non-lifted abbreviation may
-- not contain an anonymous size.
-- ==
-- error: anonymous .*size
type t = #a ([]i32) | #b i32
entry main (x: i32) = x
