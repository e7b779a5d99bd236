-- ==
-- error: Entry point functions must not be size-polymorphic in their return type
entry g : [0][]i32 = []
