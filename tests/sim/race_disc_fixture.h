// The race tests' names for the demo disc's Dusk Ring (tests/support): the compiled circuit, its
// course and race paths, and the scripted mover's places along the lap.
#pragma once

#include "support/demo_course.h"
#include "support/demo_disc.h"
#include "support/fx.h"

namespace unpod::race_test {

using test::demo_track;
using test::dusk_course;
using test::dusk_paths;
using test::dusk_ring;
using test::fx;
using test::heading;
using test::lap_length;
using test::on_lap;

}  // namespace unpod::race_test
