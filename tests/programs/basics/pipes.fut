-- Pipes and operator sections.
-- ==
-- input { 4i32 } output { 10i32 }

def main (x: i32) = x |> (+1) |> (*2)
