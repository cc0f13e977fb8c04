// POD's text as UTF-8, for what we print and write as JSON: POD's files hold 8-bit text in
// Latin-1 (the French release's accented names), while names typed here and paths are UTF-8.
#pragma once

#include <string>
#include <string_view>

namespace unpod::assets {

// Whether `text` is well-formed UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF).
bool is_utf8(std::string_view text);

// `text` as UTF-8: as it is when it already is well-formed UTF-8, else each byte read as Latin-1
// (0x80..0xFF become U+0080..U+00FF). A Latin-1 text that happens to be well-formed UTF-8 (two
// accented capitals in a row, such as "Ã©") is taken as UTF-8; POD's names do not.
std::string utf8_text(std::string_view text);

// `text` read as Latin-1 whatever it holds: what a POD file's 8-bit text is.
std::string latin1_to_utf8(std::string_view text);

}  // namespace unpod::assets
