-- A thread-computed array size too large for the device: the per-thread
-- scratch memory is refused with a clear error (backend/thread_sizes.cpp;
-- the interpreter runs out of memory too).
-- ==
-- input { 4i64 } error: out of (device )?memory
def main (n: i64): []i64 =
  map (\i -> let k = if i == 3 then 1000000000000 else i
             in reduce (+) 0 (scan (+) 0 (iota k))) (iota n)
