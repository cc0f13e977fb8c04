// The tools' standard output and error as bytes on every system.
#pragma once

namespace unpod::tool {

// On Windows the C runtime turns each '\n' written to a text stream into "\r\n"; the tools'
// output is data (JSON, dumps, scripts, fx results), the same bytes on every system, so their
// streams are binary there. Nothing elsewhere.
void binary_standard_streams();

}  // namespace unpod::tool
