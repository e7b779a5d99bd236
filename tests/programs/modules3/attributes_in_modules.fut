-- Attributes on definitions and expressions inside modules and functor
-- bodies.
-- ==
-- input { [1, 2, 3] } output { 12 [2, 3, 4] }

module M = {
  #[inline]
  def double (x: i32) = x * 2
  #[noinline]
  def total (xs: []i32) = #[sequential] reduce (+) 0 xs
}

module F (P: { val k: i32 }) = {
  #[inline] def add (x: i32) = x + P.k
}

module F1 = F { def k = 1i32 }

def main (xs: []i32) = (M.double (M.total xs), map F1.add xs)
