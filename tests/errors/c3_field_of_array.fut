-- Compile error: a field projection applied to an array of records
-- (the user forgot a map).
-- ==
-- error: field `a` of a value of type .*which is not a record

def main (rs: []{a: i32, b: i32}) = rs.a
