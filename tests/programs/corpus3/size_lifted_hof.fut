-- Higher-order functions over arrays whose sizes change: a function
-- argument returning a differently-sized array, size-lifted type
-- parameters, and functions taking size-annotated functions.
-- ==
-- input { [1i32, 2i32, 3i32] }
-- output { [1i32, 2i32, 3i32, 0i32] [2i32, 3i32, 4i32, 0i32] 4i64 [0i32, 0i32] }

def apply_arr [n] 'b (f: [n]i32 -> b) (xs: [n]i32) : b = f xs

def pad [n] (xs: [n]i32) : [n + 1]i32 = xs ++ [0]

def with_len '~a (f: i64 -> a) (n: i64) : a = f n

def map_pad [n] (f: i32 -> i32) (xs: [n]i32) : [n + 1]i32 = pad (map f xs)

entry main (xs: []i32) =
  let a = apply_arr pad xs
  let b = map_pad (+ 1) xs |> map (\x -> if x == 1 then 1 else x)
  let c = length a
  let d = with_len (\n -> replicate n 0i32) 2
  in (a, b, c, d)
