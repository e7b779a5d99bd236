-- A compile error (match_nonexhaustive).
-- ==
-- error: Unmatched cases

entry main (x: i32) = match x case 1 -> true
