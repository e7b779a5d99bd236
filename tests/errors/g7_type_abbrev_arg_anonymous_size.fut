-- An anonymous size in the definition of a type abbreviation, also
-- inside a type argument, is an existential size of the abbreviation
-- itself ("Type Abbreviations"): it needs `type~`.
-- ==
-- error: the type `t` has an anonymous or existential size: declare it with `type~`

type opt 'a = #some a | #none
type t = opt ([]i32)

entry main (x: i32) : i32 = x
