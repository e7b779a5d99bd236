-- Item 6 in a call: the empty array is the first argument, the array that
-- gives its rows their size is computed in the second.
-- ==
-- error: fe19_causality_empty_argument.fut:7:[0-9]+: error: Causality check

def join (a: [][]u8) (b: [][]u8) = a ++ b
entry main (s: []u8) = length (join [] [filter (!= 32) s])
