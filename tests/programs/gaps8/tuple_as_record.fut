-- A tuple is the record {0=.., 1=..}.
-- ==
-- input { } output { 1 true 3 }
entry main = let t: (i32, bool) = {0 = 1, 1 = true}
             let r = {1 = 3i32, 0 = 2i32}
             in (t.0, t.1, (r : (i32, i32)).1)
