-- An empty array whose rows have a size that nothing determines: the
-- anonymous size of the return type is existential and fixes nothing.
-- ==
-- error: Ambiguous size

entry g : [0][]i32 = []
