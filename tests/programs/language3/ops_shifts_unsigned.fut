-- Shifts on signed and unsigned types: `>>` is arithmetic on signed
-- types, `>>>` is logical.
-- ==
-- input { -16i32 } output { -4i32 1073741820i32 -64i32 }
-- input { 16i32 } output { 4i32 4i32 64i32 }

entry main (x: i32) = (x >> 2, x >>> 2, x << 2)

-- ==
-- entry: unsigned
-- input { 0xF0u8 } output { 0x3Cu8 0xC0u8 0x0Fu8 }

entry unsigned (x: u8) = (x >> 2, x << 2, x >> 4)
