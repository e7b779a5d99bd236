-- A polymorphic operator defined in prefix form, used infix and as a
-- section.
def (<&>) 'a 'b (x: a) (f: a -> b) : b = f x
-- ==
-- input { [1,2] } output { 3 [true, false] }
entry main (xs: []i32) = (xs <&> i32.sum, map (<&> (\x -> x == 1)) xs)
