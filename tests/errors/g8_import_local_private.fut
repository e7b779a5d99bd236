-- Reference, "Referencing other files": `import` brings in the non-`local`
-- top-level definitions of a file; its `local` ones stay private.
-- ==
-- error: Unknown name "secret"
import "../programs/gaps8/lib/g8lib"
entry main = secret
