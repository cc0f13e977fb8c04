// `unpod-tool race --join` in a build without network races (UNPOD_BUILD_NET=OFF, as the
// Windows build of the core from Linux: docs/BUILDING.md): it says so and fails.
#include "commands.h"

namespace unpod::tool {

int run_race_join(const Args&) {
  return report(
      "race --join: this unpod-tool was built without network races (UNPOD_BUILD_NET=OFF); "
      "build with ENet and protobuf to join a race (docs/BUILDING.md)");
}

}  // namespace unpod::tool
