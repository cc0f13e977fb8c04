// Real numbers to 16.16 fixed point in the tests' fixtures, rounded to the nearest unit (as the
// track and car compilers round), so 0.3 is 19661 whichever fixture writes it.
#pragma once

#include <cmath>

#include "unpod/assets/types.h"

namespace unpod::test {

inline assets::Fx fx(double v) {
  return static_cast<assets::Fx>(std::lround(v * 65536.0));
}

}  // namespace unpod::test
