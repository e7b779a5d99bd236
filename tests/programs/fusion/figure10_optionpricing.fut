-- PLDI'17 Figure 10a (simplified Option-Pricing): a reduce_stream whose
-- chunk function applies an expensive, independent formula to the chunk's
-- first element (here i*i) and a cheaper recurrence, through a scan, to the
-- rest ((i+1)^2 = i^2 + 2i + 1), then sums.  Any partitioning gives the sum
-- of squares (the interpreter uses chunks of unequal sizes).
--
-- Fusion: inside the chunk function, the maps fuse into the scan and into
-- the reduction (scanomap, redomap), but the scan's result feeds the
-- reduction, which cannot join it in a parallel construct (Figure 10b);
-- rules F2/F4/F5 turn both into stream_seqs and F7 fuses them into one
-- (Figure 10c: `fuse:stream_seq 1`).  Lowering then makes the stream_red a
-- redomap of chunk size 1 and the stream_seq a loop whose accumulators stay
-- in registers: one SegRed for the stream, no Screma left.  (A second,
-- smaller SegRed and a SegScan come from the chunk function applied to the
-- empty chunk, the result for an empty input: elab_soacs.inc.)
-- ==
-- input { 5i64 } output { 30i64 }
-- input { 1i64 } output { 0i64 }
-- input { 100i64 } output { 328350i64 }
-- structure { fuse:stream_red 1 fuse:stream_seq 1 fuse:Stream 2 SegRed 2 kernels:Screma 0 kernels:Stream 0 }

def f_ind (i: i64): i64 = i * i

def main (n: i64): i64 =
  reduce_stream (+) (\(m: i64) (iss: [m]i64) ->
                       let a = f_ind iss[0]
                       let t = map (\i -> if i == iss[0] then 0 else 2 * i - 1) iss
                       let y = map (+ a) (scan (+) 0 t)
                       in reduce (+) 0 y)
                (iota n)
