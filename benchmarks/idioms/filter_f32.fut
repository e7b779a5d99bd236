-- | Stream compaction: the elements above one half.
-- ==
-- random input { [10007]f32 } auto output
def main (xs: []f32) : []f32 = filter (> 0.5) xs
