-- Error index "polymorphic-entry": entry points have concrete types.
-- ==
-- error: [Ee]ntry point.*polymorphic

entry dup 't (x: t) : (t, t) = (x, x)
