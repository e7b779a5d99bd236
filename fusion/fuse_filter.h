// Filter fusion rules (fusion/fuse_filter.cpp), applied to one body before
// the producer-consumer rules:
//   filter-into-reduce:  redomap op g ne (filter p xs)
//                        -> redomap op (\f x -> if f != 0 then g x else ne) (map p xs) xs
//   filter-into-filter:  filter q (filter p xs)  ->  filter (\x -> p x && q x) xs
// (map-into-filter and counting need no rule of their own: the flags map
// absorbs a producer map by vertical fusion, and `length (filter p xs)` only
// keeps the count, the rest being dead code.)
#pragma once

#include "ir/ir.h"

namespace runic::fusion_rules {

// Rewrites every reduction and filter over an elaborated filter in `b` (not nested
// bodies); true when something changed.
bool fuse_filters(ir::Body& b);

}  // namespace runic::fusion_rules
