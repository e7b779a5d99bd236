-- A functor applied to a module that does not exist.
-- ==
-- error: [Uu]nknown module|unknown

module F (P: { val x: i32 }) = { def y = P.x }
module R = F Q
def main (y: i32) = R.y + y
