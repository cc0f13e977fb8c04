// POD's 8-bit text as UTF-8 (assets/text_utf8.h): Latin-1 bytes converted, UTF-8 kept, and the
// UTF-8 check refusing what the standard refuses (RFC 3629: overlong forms, surrogates, past
// U+10FFFF, a sequence cut short).
#include <catch2/catch.hpp>

#include "unpod/assets/text_utf8.h"

using namespace unpod::assets;

TEST_CASE("text: Latin-1 names become UTF-8, UTF-8 stays, ill-formed UTF-8 is caught",
          "[text][utf8]") {
  CHECK(latin1_to_utf8("Andr\xe9") == "Andr\xc3\xa9");
  CHECK(latin1_to_utf8("\xff") == "\xc3\xbf");
  CHECK(utf8_text("Andr\xe9") == "Andr\xc3\xa9");
  CHECK(utf8_text("Andr\xc3\xa9") == "Andr\xc3\xa9");  // already UTF-8: as it is
  CHECK(utf8_text("plain") == "plain");
  CHECK(is_utf8("\xe2\x82\xac"));            // U+20AC
  CHECK(is_utf8("\xf0\x9f\x8f\x81"));        // U+1F3C1
  CHECK_FALSE(is_utf8("\xc0\xaf"));          // overlong '/'
  CHECK_FALSE(is_utf8("\xe0\x80\xaf"));      // overlong, three bytes
  CHECK_FALSE(is_utf8("\xed\xa0\x80"));      // a surrogate
  CHECK_FALSE(is_utf8("\xf4\x90\x80\x80"));  // past U+10FFFF
  CHECK_FALSE(is_utf8("\xe2\x82"));          // cut short
  CHECK_FALSE(is_utf8("\x80"));              // a continuation alone
  CHECK_FALSE(is_utf8("\xf8\x88\x80\x80\x80"));
}
