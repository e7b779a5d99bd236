-- Compile error (mismatched signature member): a member's type differs from
-- the specification.
-- ==
-- error: `M.scale` does not match `val scale : t -> i32 -> t`

module type scaling = {
  type t
  val scale : t -> i32 -> t
}

module M : scaling = {
  type t = f32
  def scale (x: f32) (k: f32) = x * k
}

def main (x: f32) = x
