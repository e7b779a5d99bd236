-- Image transformations as benchmark programs write them: rotation by
-- 90° with `transpose` and `reverse`, cyclic shifts with `rotate`, a
-- box blur with a separable prefix-sum (summed-area table), and a
-- down-sampling that writes pixels with `scatter_2d`.
-- ==
-- entry: rot90
-- input { [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32]] }
-- output { [[4i32, 1i32], [5i32, 2i32], [6i32, 3i32]] true }
-- ==
-- entry: shift
-- input { 1i64 -1i64 [[1i32, 2i32, 3i32], [4i32, 5i32, 6i32], [7i32, 8i32, 9i32]] }
-- output { [[6i32, 4i32, 5i32], [9i32, 7i32, 8i32], [3i32, 1i32, 2i32]] }
-- ==
-- entry: box_blur
-- input { 1i64 [[1f32, 2f32, 3f32], [4f32, 5f32, 6f32], [7f32, 8f32, 9f32]] }
-- output { [[3f32, 3.5f32, 4f32], [4.5f32, 5f32, 5.5f32], [6f32, 6.5f32, 7f32]] true }
-- ==
-- entry: downsample
-- input { [[1i32, 2i32, 3i32, 4i32], [5i32, 6i32, 7i32, 8i32],
--          [9i32, 10i32, 11i32, 12i32], [13i32, 14i32, 15i32, 16i32]] }
-- output { [[1i32, 3i32], [9i32, 11i32]] }

entry rot90 [h][w] (img: [h][w]i32) : ([w][h]i32, bool) =
  let r = map reverse (transpose img)
  -- four rotations give the image back
  let r4 = map reverse (transpose (map reverse (transpose (map reverse (transpose r)))))
  in (r, r4 == img)

entry shift [h][w] (dy: i64) (dx: i64) (img: [h][w]i32) : [h][w]i32 =
  rotate dy (map (rotate dx) img)

def summed_area [h][w] (img: [h][w]f32) : [h][w]f32 =
  transpose (map (scan (+) 0) (transpose (map (scan (+) 0) img)))

entry box_blur [h][w] (r: i64) (img: [h][w]f32) =
  let sat = summed_area img
  let at i j = if i < 0 || j < 0 then 0 else sat[i64.min (h - 1) i, i64.min (w - 1) j]
  let fast =
    tabulate_2d h w (\i j ->
      let i0 = i64.max 0 (i - r) - 1
      let j0 = i64.max 0 (j - r) - 1
      let i1 = i64.min (h - 1) (i + r)
      let j1 = i64.min (w - 1) (j + r)
      let area = f32.i64 ((i1 - i0) * (j1 - j0))
      in (at i1 j1 - at i0 j1 - at i1 j0 + at i0 j0) / area)
  let slow =
    tabulate_2d h w (\i j ->
      let (s, c) =
        loop (s, c) = (0f32, 0i32) for di in (-r)...r do
          loop (s, c) for dj in (-r)...r do
            let y = i + di
            let x = j + dj
            in if y >= 0 && y < h && x >= 0 && x < w then (s + img[y, x], c + 1) else (s, c)
      in s / f32.i32 c)
  in (fast, and (map2 (\a b -> f32.abs (a - b) < 1e-4) (flatten fast) (flatten slow)))

entry downsample [h][w] (img: [h][w]i32) : [][]i32 =
  let oh = h / 2
  let ow = w / 2
  let coords = flatten (tabulate_2d oh ow (\i j -> (i, j)))
  let vals = map (\(i, j) -> img[2 * i, 2 * j]) coords
  in scatter_2d (replicate oh (replicate ow 0)) coords vals
