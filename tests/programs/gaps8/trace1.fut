-- Language reference probe (gaps8): trace1.
-- ==
-- input { 3 } output { 7 }
entry main (x: i32) = #[trace] (x * 2) + 1
