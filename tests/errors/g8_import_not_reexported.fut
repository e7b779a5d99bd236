-- Reference, "Referencing other files": an imported file's own imports
-- are not exported further (lib/sub/deep imports g8lib, which defines
-- `answer`).
-- ==
-- error: Unknown name "answer"
import "../programs/gaps8/lib/sub/deep"
entry main = answer
