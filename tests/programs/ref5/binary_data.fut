-- Input and output data in Futhark's binary value format, read from files
-- (a 'b' byte, the format version 2, the rank, the type name in four
-- characters, the dimensions as u64 and the elements in little-endian
-- order), mixed with the text format.
-- ==
-- input @ data/binary_input.in output @ data/binary_output.out
-- input @ data/binary_input.in output { [5, 7, 9] 5.0 1i64 }
-- input { [[1, 1, 1]] 0.0 [true] } output @ data/binary_ones.out

def main (a: [][]i32) (x: f64) (bs: []bool) =
  (reduce (map2 (+)) (map (const 0) a[0]) a, x * 2, i64.sum (map i64.bool bs))
