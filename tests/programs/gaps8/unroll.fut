-- Language reference probe (gaps8): unroll.
-- ==
-- input { 3 } output { 10 }
entry main (x: i32) = #[unroll] loop acc = x for i < 4 do acc + (if i == 0 then 1 else 2)
