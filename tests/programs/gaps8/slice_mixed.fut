-- Slicing in several dimensions mixed with indexing.
-- ==
-- input { [[[1,2],[3,4]],[[5,6],[7,8]]] } output { [2,6] [[3,4]] [[1],[5]] }
entry main (a: [][][]i32) = (a[:,0,1], a[0,1:], a[:,0,:1])
