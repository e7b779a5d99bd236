-- Record update: `r with f = v`, nested `r with a.b = v`, the `let r.f = v`
-- sugar, and updates of fields holding arrays.
-- ==
-- input { 10i32 } output { 10i32 11i32 2f32 99i32 [10i32, 0i32, 0i32] 3i32 }
-- input { -4i32 } output { -4i32 -3i32 2f32 99i32 [-4i32, 0i32, 0i32] 3i32 }

type cfg = {size: i32, opts: {scale: f32, level: i32}, buf: [3]i32}

def default_cfg : cfg = {size = 0, opts = {scale = 1, level = 0}, buf = [0, 0, 0]}

entry main (n: i32) =
  let c = default_cfg with size = n
  let c2 = c with size = c.size + 1
  let c3 = c2 with opts.scale = 2
  let c3 = c3 with opts.level = 99
  let c4 = c3 with buf = (copy c3.buf with [0] = n)
  let c5 = c4
  let c5.opts.level = 3
  in (c.size, c2.size, c3.opts.scale, c3.opts.level, c4.buf, c5.opts.level)
