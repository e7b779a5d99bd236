-- Reference: inexhaustive pattern matching is not allowed (a literal in a payload).
-- ==
-- error: Unmatched cases in match expression
type t = #a i32 | #b
entry main (x: t) = match x case #a 0 -> 1i32 case #b -> 2
