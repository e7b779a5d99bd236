-- The program behind tests/library/test_prims.c: arrays of every primitive
-- type at ranks 1, 2 and 3 (new, values, shape, index, raw, free), the
-- C API reference's own example entry point, an entry point that returns
-- its argument unchanged, and one that consumes its argument.

-- The example of the reference's "Entry points" section, point-free.
entry sum = i32.sum

def shuffle 't (x: t) (a: []t) (b: [][]t) (c: [][][]t) : (t, []t, [][]t, [][][]t) =
  (x, reverse a, transpose b, map (map reverse) c)

entry shuffle_i8 (x: i8) (a: []i8) (b: [][]i8) (c: [][][]i8) = shuffle x a b c
entry shuffle_i16 (x: i16) (a: []i16) (b: [][]i16) (c: [][][]i16) = shuffle x a b c
entry shuffle_i32 (x: i32) (a: []i32) (b: [][]i32) (c: [][][]i32) = shuffle x a b c
entry shuffle_i64 (x: i64) (a: []i64) (b: [][]i64) (c: [][][]i64) = shuffle x a b c
entry shuffle_u8 (x: u8) (a: []u8) (b: [][]u8) (c: [][][]u8) = shuffle x a b c
entry shuffle_u16 (x: u16) (a: []u16) (b: [][]u16) (c: [][][]u16) = shuffle x a b c
entry shuffle_u32 (x: u32) (a: []u32) (b: [][]u32) (c: [][][]u32) = shuffle x a b c
entry shuffle_u64 (x: u64) (a: []u64) (b: [][]u64) (c: [][][]u64) = shuffle x a b c
entry shuffle_f16 (x: f16) (a: []f16) (b: [][]f16) (c: [][][]f16) = shuffle x a b c
entry shuffle_f32 (x: f32) (a: []f32) (b: [][]f32) (c: [][][]f32) = shuffle x a b c
entry shuffle_f64 (x: f64) (a: []f64) (b: [][]f64) (c: [][][]f64) = shuffle x a b c
entry shuffle_bool (x: bool) (a: []bool) (b: [][]bool) (c: [][][]bool) = shuffle x a b c

-- Returns its argument unchanged: the caller frees both (the reference's
-- "Arrays of Primitive Values": values are reference counted).
entry same (xss: [][]i32) : [][]i32 = xss

-- Consumes its argument (a unique parameter) and returns it updated.
entry bump [n] (xs: *[n]u8) (i: i64) : *[n]u8 = xs with [i] = xs[i] + 1

-- A size that only the entry point knows: the result's length depends on
-- the values.
entry positives (xs: []f64) : []f64 = filter (> 0) xs
