-- f16 literals and arithmetic: rounded to half precision after each step.
-- ==
-- entry: basic
-- input {} output { 1.5f16 3f16 0.099975586f16 2048f16 }
-- entry: rounding
-- input {} output { 2048f16 2052f16 65504f16 }
-- entry: specials
-- input {} output { f16.inf true 15360u16 }

entry basic = (1.5f16, 1.5f16 + 1.5f16, 0.1f16, 2e3f16 + 48f16)
-- 2049 is not representable in f16 (spacing 2 above 2048): ties to even.
entry rounding = (2048f16 + 1f16, 2048f16 + 3f16, 65504f16)
entry specials = (65504f16 * 2f16, f16.isnan (f16.inf - f16.inf), f16.to_bits 1f16)
