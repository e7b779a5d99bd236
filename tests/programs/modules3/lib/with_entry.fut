-- A file with an entry point of its own: imported, it is an ordinary
-- definition (only the main file's entry points are entry points).
entry triple (x: i32) = x * 3
entry main (x: i32) = x - 1000
