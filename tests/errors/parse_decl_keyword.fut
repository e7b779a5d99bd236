-- Compile error (parse decl keyword): the message names the problem.
-- ==
-- error: unexpected `main`

main = 1
