-- PLDI'17 Figure 10a (simplified Option-Pricing): a reduce_stream whose
-- chunk function applies an expensive formula to the chunk's first element,
-- then a map, a scan and a reduction.  Fusion turns the map and the scan
-- into one scanomap (F2/F4 in their non-streaming form); the scan's result
-- feeds the reduction, which cannot join the scan in a parallel construct
-- (the paper needs a stream_seq for that), so two kernels remain: a SegScan
-- and a SegRed.  The map reads its iota elements in place (iota fusion),
-- but the explicit index `iss[0]` keeps the iota itself materialised, as
-- explicit indexing into a producer blocks fusion in the paper (section 4).
-- ==
-- input { 5i64 } output { 35i64 }
-- input { 1i64 } output { 1i64 }
-- input { 100i64 } output { 19800i64 }
-- structure { SegScan 1 SegRed 1 SegMap 1 Screma 0 }

def f_ind (x: i64): i64 = x * x + 1
def g (a: i64) (x: i64): i64 = a + x % 7

def main (n: i64): i64 =
  reduce_stream (+) (\(m: i64) (iss: [m]i64) ->
                       let a = f_ind iss[0]
                       let t = map (g a) iss
                       let y = scan (+) 0 t
                       in reduce (+) 0 y)
                (iota n)
