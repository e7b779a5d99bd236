-- Operators reached through the integer modules, as values and sections.
-- ==
-- input { 7i32 2i32 }
-- output { 9i32 5i32 14i32 3i32 1i32 3i32 1i32 2i32 7i32 5i32 28i32 1i32 true false true 49i32 }
-- input { -7i32 2i32 }
-- output { -5i32 -9i32 -14i32 -4i32 1i32 -3i32 -1i32 0i32 -5i32 -5i32 -28i32 -2i32 false true true 49i32 }

entry main (x: i32) (y: i32) =
  ( (i32.+) x y, (i32.-) x y, (i32.*) x y, (i32./) x y, (i32.%) x y
  , (i32.//) x y, (i32.%%) x y, (i32.&) x y, (i32.|) x y, (i32.^) x y
  , (i32.<<) x y, (i32.>>) x y, (i32.>) x y, (i32.<) x y, (i32.!=) x y
  , (i32.**) x 2 )
