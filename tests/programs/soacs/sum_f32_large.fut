-- A long f32 sum: the interpreter and the parallel reduction agree within
-- the tolerance because both combine partial sums pairwise.
-- ==
-- random input { [10007]f32 } auto output
-- compiled random input { [4000000]f32 } auto output

def main (xs: []f32) = reduce (+) 0 xs
