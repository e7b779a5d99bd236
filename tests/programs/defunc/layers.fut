-- A function passed down through several higher-order layers, each
-- adding a little, and a higher-order function of the prelude used
-- inside a higher-order function.  (`layer2 (layer1 ...)` was rejected as
-- "recursive" when the elaborator specialised higher-order calls in place.)
-- ==
-- input { [1, 2, 3] 4 }
-- output { [7, 9, 11] 11 [2, 3, 4] 18 }

def layer0 (f: i32 -> i32) (x: i32) = f x
def layer1 (f: i32 -> i32) (x: i32) = layer0 f (x + 1)
def layer2 (f: i32 -> i32) (x: i32) = layer1 (\y -> f y + 1) x
def layer3 f xs = map (layer2 f) xs

def repeat (n: i32) (f: i32 -> i32) (x: i32) = iterate n f x

entry main (xs: []i32) (k: i32) =
  ( layer3 (\x -> x * 2) xs |> map (+ 2)
  , layer2 (layer1 (+ k)) k
  , layer3 (\x -> x - 1) xs |> map (\y -> y - 0)
  , repeat 3 (layer0 (\x -> x + 2)) (k * 3)
  )
