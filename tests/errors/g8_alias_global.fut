-- Reference: the value returned by a function may not alias a global variable.
-- ==
-- error: Function result aliases the free variable
def g = [1i32,2,3]
def f (x: i32) : []i32 = if x > 0 then g else [x]
entry main = f 1
