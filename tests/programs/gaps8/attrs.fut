-- Language reference probe (gaps8): attrs.
#[inline]
def f (x: i32) = x + 1
#[noinline] def g (x: i32) = x * 2
-- ==
-- input { [1,2] } output { [4,6] }
entry main (xs: []i32) =
  #[unsafe] #[sequential] map (\x -> #[trace] g (f x)) xs
