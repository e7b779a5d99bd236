-- | Written the way older Futhark test programs are: `main` without
-- `entry`, explicit `in` everywhere, return type after the parameters
-- without a space, else-if chains.
-- ==
-- input { [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }
-- output { 3 7 [0, 1, 1, 2, 2, 2, 2, 3, 3, 3] 1.0e-3f32 }

-- | Categorise a value.
def category(x: i32): i32 =
  if x < 2 then 0
  else if x < 4 then 1
  else if x < 8 then 2
  else 3

def main(a: []i32): (i32, i32, []i32, f32) =
  let small = reduce (+) 0 (map (\x -> if x < 3 then x else 0) a) in
  let big = let t = map (\x -> if x > 8 then 1 else 0) a
            in reduce (+) 0 t + 5 in
  let cats = map category a in
  (small, big, cats, 1e-3)
