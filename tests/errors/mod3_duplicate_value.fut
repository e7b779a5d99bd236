-- A value defined twice in one module.
-- ==
-- error: [Dd]uplicate|defined twice|already defined

module M = {
  def x = 1i32
  def x = 2i32
}
def main (y: i32) = M.x + y
