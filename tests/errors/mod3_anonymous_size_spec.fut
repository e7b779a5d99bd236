-- In a value specification, sizes to the left of a function arrow must
-- not be anonymous.
-- ==
-- error: anonymous|\[\]

module type S = { type t val sum: []t -> t }
def main (y: i32) = y
