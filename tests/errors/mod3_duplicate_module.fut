-- A module defined twice at the same level.
-- ==
-- error: [Dd]uplicate|defined twice|already defined

module M = { def x = 1i32 }
module M = { def x = 2i32 }
def main (y: i32) = M.x + y
