-- A recursive polymorphic function, copied per type; its recursive calls
-- call the copy itself.
-- ==
-- input { [1, 2, 3, 4] } output { 10 10.0f64 }

def sum_rec 'a (add: a -> a -> a) (zero: a) (xs: []a) (lo: i64) (hi: i64) : a =
  if hi - lo == 0 then zero
  else if hi - lo == 1 then xs[lo]
  else let mid = lo + (hi - lo) / 2
       in add (sum_rec add zero xs lo mid) (sum_rec add zero xs mid hi)

entry main (xs: []i32) =
  (sum_rec (+) 0 xs 0 (length xs), sum_rec (+) 0f64 (map f64.i32 xs) 0 (length xs))
