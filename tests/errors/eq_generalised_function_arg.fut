-- An unannotated definition that compares its parameters with `==` is
-- polymorphic over equality types only: functions are refused at its uses.
-- ==
-- error: not a type that supports equality

def same a b = a == b

def main (x: i32) = same (+1) (+x)
