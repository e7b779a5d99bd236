-- Reference, "Type inference": a constructor alone does not fix its sum type.
-- ==
-- error: Type is ambiguous
entry main = #foo 1i32 2i32
