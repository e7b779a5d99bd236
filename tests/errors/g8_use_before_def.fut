-- Reference: functions must be defined before they are used.
-- ==
-- error: Unknown name "g"
def f (x: i32) = g x
def g (x: i32) = x
entry main = f 1
