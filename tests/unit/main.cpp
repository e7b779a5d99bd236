// The Catch2 test runner.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
