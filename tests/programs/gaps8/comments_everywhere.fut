-- Language reference probe (gaps8): comments everywhere.
-- ==
-- input { [1,2,3] } output { 12 }
entry main (xs: []i32) = -- comment after =
  let ys = map (\x -> -- inside a lambda
                  x * 2) xs -- after
  -- between lines
  in reduce (+) -- in an application
            0 ys
