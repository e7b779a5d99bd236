-- A property test block: the property is an entry point of type t -> bool
-- with a #[prop] attribute.
-- ==
-- property: rev_rev

#[prop]
entry rev_rev (xs: []i32) = reverse (reverse xs) == xs
