-- A 1-D map long enough that GPU profiles run the coarsened kernel (each
-- thread takes several elements) rather than its one-element variant: the
-- host chooses between the two at run time by the array's length
-- (backend/backend.cpp, HostGen::variants).  The ctest
-- `programs_gpu_profile` runs this with --device-profile nvidia-h100.
-- ==
-- compiled random input { [1100003]f32 } auto output
-- random input { [1000]f32 } auto output
def main (xs: []f32) = map (\x -> 2 * x + 1) xs
