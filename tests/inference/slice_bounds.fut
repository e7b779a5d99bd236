-- Unannotated slice bounds are inferred as i64 (they are never i32 or
-- another integer type), also inside a lambda returned as a result.
def cut (xs: []u8) = \(off, len) -> xs[off:off+len]
def every s (ys: []bool) = ys[0:length ys:s]
def drop_first ys = \k -> (ys: []f32)[k:]
-- types:
-- def cut [d0] : [d0]u8 -> (i64, i64) -> ?[k0].[k0]u8
-- def every [d0] : i64 -> [d0]bool -> ?[k0].[k0]bool
-- def drop_first [d0] : [d0]f32 -> i64 -> ?[k0].[k0]f32
