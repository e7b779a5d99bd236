-- scatter with rows as values, and with a copied destination.
-- ==
-- input { [[0i32, 0i32], [0i32, 0i32], [0i32, 0i32]] }
-- output { [[1i32, 2i32], [0i32, 0i32], [3i32, 4i32]] [[0i32, 0i32], [0i32, 0i32], [0i32, 0i32]] }

entry main (xss: [][2]i32) =
  (scatter (copy xss) [0, 2] [[1, 2], [3, 4]], xss)
