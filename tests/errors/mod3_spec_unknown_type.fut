-- A value specification names a type that is not in scope (the module
-- type is never used, and is checked all the same).
-- ==
-- error: Unknown type "u"

module type S = { val f: u -> u }
def main (x: i32) = x
