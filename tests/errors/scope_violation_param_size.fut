-- A parameter's size may not be a size made inside the function (error
-- index "scope-violation" for sizes): here the size of `filter`'s
-- result, which the caller could not know.
-- ==
-- error: Sizes ".*" and ".*" do not match: ".*" is made inside the function

def pair_up xs = let ys = filter (> 0i32) xs in zip xs ys

entry main (xs: []i32) = pair_up xs
