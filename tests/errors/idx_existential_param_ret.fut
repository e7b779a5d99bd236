-- Error index "existential-param-ret": the size that `filter` returns
-- exists only once it is applied, so `length` cannot be instantiated
-- with it in a composition.
-- ==
-- error: Existential size would appear in function parameter of return type
def main (xs: []i32) : i64 = (filter (>0) >-> length) xs
