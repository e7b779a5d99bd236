-- A module that lacks a type its module type specifies.
-- ==
-- error: Module does not define a type named elem

module type container = { type elem val empty : []elem }

module ints : container = { def empty : []i32 = [] }
