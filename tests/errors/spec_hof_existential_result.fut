-- Reference, "Higher-order functions": a functional argument whose return
-- type is a non-lifted type parameter may not return an existential
-- size; `filter p` does.
-- ==
-- error: Cannot apply "apply" to "filter \(> 0\)" \(invalid type\).*existential size.*non-lifted type parameter

def apply 'a 'b (f: a -> b) (x: a) : b = f x

entry main (xs: []i32) = apply (filter (> 0)) xs
