-- | A module of helpers.
-- More documentation.
module M = {
  -- | Adds one.
  def inc (x: i32) = x + 1
}

-- | A module type.
module type T = {
  -- | The value.
  val v: i32
}

-- | The entry point.
-- ==
-- input { 1 } output { 2 }
entry main (x: i32) = M.inc x -- trailing comment
