-- Reference, "Type abbreviations": all size parameters must be used in the definition.
-- ==
-- error: Size parameter .* unused
type t [n] = i32
entry main (x: t [2]) = x
