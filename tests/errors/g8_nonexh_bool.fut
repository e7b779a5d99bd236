-- Reference: inexhaustive pattern matching on a boolean.
-- ==
-- error: Unmatched cases in match expression
entry main (x: bool) = match x case true -> 1i32
