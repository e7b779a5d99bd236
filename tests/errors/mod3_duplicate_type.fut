-- A type defined twice in one module.
-- ==
-- error: [Dd]uplicate|defined twice|already defined

module M = {
  type t = i32
  type t = f32
}
def main (y: i32) = y
