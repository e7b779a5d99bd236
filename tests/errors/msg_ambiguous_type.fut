-- Only one field of the record is known (error index, ambiguous-type).
-- ==
-- error: Type is ambiguous

def weight p = p.mass * 2f32
