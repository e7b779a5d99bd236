-- A qualified name whose module does not exist.
-- ==
-- error: [Uu]nknown module|not bound|unknown

module A = { def x = 1i32 }
def main (y: i32) = B.x + y
