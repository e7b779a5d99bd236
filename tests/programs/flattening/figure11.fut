-- PLDI'17 Figure 11: extracting kernels from a complicated nesting.  The
-- outer map is distributed (G4) over the inner map and the loop, the loop is
-- interchanged outwards (G7: its body has inner parallelism), and
-- distribution continues inside it.  The result is the paper's four perfect
-- nests: a map-map whose scan and reduce are sequentialised (`iota p` would
-- be irregular), a map-map-map, and, inside the loop, a map-map-reduce (a
-- segmented SegRed) and a map-map.  (Loop 3: the host loop and the
-- sequentialised scan and reduce.)  On OpenCL, `iota p` and the scan's
-- result live in per-thread scratch memory sized by a size kernel that
-- computes the maximum `p` first (backend/thread_sizes.h).
-- ==
-- input { 2i64 [[1i64, 2i64], [0i64, 3i64]] }
-- output { [[[1i64, 2i64], [2i64, 3i64]], [[0i64, 3i64], [4i64, 7i64]]] [[22i64, 38i64], [18i64, 78i64]] }
-- input { 0i64 [[1i64, 2i64], [0i64, 3i64]] }
-- output { [[[1i64, 2i64], [2i64, 3i64]], [[0i64, 3i64], [4i64, 7i64]]] [[1i64, 2i64], [0i64, 3i64]] }
-- input { 3i64 [[4i64, 0i64, 2i64], [1i64, 1i64, 5i64], [3i64, 2i64, 0i64]] }
-- output { [[[14i64, 10i64, 12i64], [4i64, 0i64, 2i64], [5i64, 1i64, 3i64]], [[1i64, 1i64, 5i64], [1i64, 1i64, 5i64], [21i64, 21i64, 25i64]], [[7i64, 6i64, 4i64], [4i64, 3i64, 1i64], [3i64, 2i64, 0i64]]] [[536i64, 84i64, 142i64], [106i64, 106i64, 978i64], [262i64, 128i64, 70i64]] }
-- structure { SegMap 3 SegRed 1 kernels:Loop 3 kernels:Screma 0 }

def main [m] (n: i64) (pss: [m][m]i64): ([m][m][m]i64, [m][m]i64) =
  let (asss, bss) =
    unzip (map (\ps ->
             let ass = map (\p ->
                          let cs = scan (+) 0 (iota p)
                          let r = reduce (+) 0 cs
                          in map (\q -> q + r) ps) ps
             let bs = loop ws = ps for _i < n do
                        map2 (\as w ->
                                let d = reduce (+) 0 as
                                let e = d + w
                                in 2 * e) ass ws
             in (ass, bs)) pss)
  in (asss, bss)
