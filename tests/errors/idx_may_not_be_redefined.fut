-- Error index "may-not-be-redefined": && and || short-circuit and cannot be defined.
-- ==
-- error: `&&`.*may not be redefined

def (&&) (a: bool) (b: bool) = a

entry main (a: bool) = a && a
