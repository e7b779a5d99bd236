-- Language reference probe (gaps8): attr decl misc.
#[noinline]
#[my_attr(1, foo(bar))]
def f (x: i32) = x + 1
-- ==
-- input { [1,2] } output { [2,3] 3 }
entry main (xs: []i32) =
  let ys = #[sequential_outer] map f xs
  let s = #[sequential_inner] #[incremental_flattening(no_intra)] reduce (+) 0 xs
  in (#[opaque] ys, #[blank] s)
