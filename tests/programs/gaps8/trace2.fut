-- Language reference probe (gaps8): trace2.
-- ==
-- input { 3 } output { 7 }
entry main (x: i32) = #[trace(foo)] (x * 2) + #[break] 1
