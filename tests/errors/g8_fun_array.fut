-- Reference: lifted types cannot be put in arrays.
-- ==
-- error: cannot be a function
def fs = [(+1), (+2i32)]
entry main = fs[0] 1
