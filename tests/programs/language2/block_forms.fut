-- Test block forms: several inputs, compiled input, random input with auto
-- output, nobench, tags, comments inside blocks.
-- ==
-- tags { some_tag }
-- input { [1i32, 2i32, 3i32] }
-- output { 6i32 }
-- compiled input { [10i32] }
-- output { 10i32 }
-- nobench input { empty([0]i32) } output { 0i32 }
-- random input { [100]i32 } auto output
-- compiled random input { [1000]i32 } auto output

-- Not part of the block.
entry main (xs: []i32) = reduce (+) 0 xs
