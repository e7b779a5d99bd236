-- Tags of single cases (futhark-test(1)): `no_opencl` skips a case on the
-- OpenCL backend, `no_interp` on the interpreter, `notest` in every test
-- run (a benchmark's dataset only); `nobench` and a backend runic does not
-- have (`no_python`) do not.  The skipped cases would fail.
-- ==
-- no_opencl input { 1 } output { 2 }
-- no_interp compiled input { 1 } output { 2 }
-- notest input { 1 } output { 100 }
-- "named" nobench no_python input { 2 } output { 3 }
-- no_wasm no_ispc input { 3 } output { 4 }

entry main (x: i32) = x + 1
