-- The same for a lambda whose result's size is its own parameter.
-- ==
-- error: Cannot apply "build" to .*existential size

def build 't (f: i64 -> t) (n: i64) : t = f n

entry main (n: i64) = build (\k -> iota k) n
