-- Reference, "Declaring functions": `pair [1] [2,3]` is ill-typed (one type parameter, two shapes).
-- ==
-- error: Sizes "1" and "2" do not match
def pair 't (x: t) (y: t) = (x, y)
entry main = pair [1i32] [2,3]
