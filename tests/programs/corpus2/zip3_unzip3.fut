-- Structure-of-arrays with zip3/unzip3 and zip4, as particle code writes it.
-- ==
-- input { [1f32, 2f32, 3f32] [0f32, 1f32, 0f32] [2f32, 2f32, 2f32] }
-- output { [1.5f32, 2.5f32, 3.5f32] [0.5f32, 1.5f32, 0.5f32] [3f32, 3f32, 3f32] 3f32 [1i64, 2i64, 3i64] }

type particle = (f32, f32, f32)

def step (dt: f32) ((x, y, z): particle) : particle = (x + dt, y + dt, z + dt * 2)

entry main [n] (xs: [n]f32) (ys: [n]f32) (zs: [n]f32) =
  let ps = zip3 xs ys zs |> map (step 0.5)
  let (xs', ys', zs') = unzip3 ps
  let (_, _, _, ids) = unzip4 (zip4 xs' ys' zs' (map (+ 1) (iota n)))
  let far = reduce f32.max 0 (map3 (\x y z -> x + y + z - x - y) xs' ys' zs')
  in (xs', ys', zs', far, ids)
