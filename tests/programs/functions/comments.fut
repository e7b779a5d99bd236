-- | A doc comment.
-- Comments run to the end of the line; trailing commas are allowed.
-- ==
-- input { 1 } output { 2 [1, 2] }
entry main (x: i32) = -- a comment after code
  ( x + 1, -- in a tuple
    [1, 2,], )
