-- Language reference probe (gaps8): prim f16.
-- ==
-- input { 2.0f16 } output { 1.4140625f16 4.0f16 true 0.5f16 }
entry main (x: f16) = (f16.sqrt x, x * x, f16.isinf (x / 0), f16.recip x)
