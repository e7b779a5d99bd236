-- An entry point named like a prelude intrinsic, polymorphic: the message
-- names it `map`.
-- ==
-- error: the entry point `map` has the polymorphic type

entry map xs = xs
