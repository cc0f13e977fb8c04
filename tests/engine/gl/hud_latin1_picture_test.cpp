// A Latin-1 name drawn by the HUD for real (SDL's offscreen driver, Mesa's llvmpipe): a French
// driver's name, typed as UTF-8, comes out glyph for glyph with its accents, not as '?'.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "support/offscreen_gl.h"
#include "unpod/engine/gl.h"
#include "unpod/engine/hud_font.h"
#include "unpod/engine/hud_layout.h"
#include "unpod/engine/hud_renderer.h"
#include "unpod/engine/screenshot.h"

using namespace unpod;

TEST_CASE("HUD: a Latin-1 name is drawn with its accents, every font pixel where its glyph has it",
          "[engine][hud][font][gl]") {
  constexpr int kWidth = 320, kHeight = 120, kUnit = 4, kX = 8, kY = 12;
  const test::OffscreenGl gl(kWidth, kHeight);
  const platform::PixelSize size = gl.size();
  engine::HudRenderer hud;

  // "ÉLÈVE ÇA" as a player types it (UTF-8); the HUD draws it in its Latin-1 font.
  const std::string typed = "\xc3\x89L\xc3\x88VE \xc3\x87\x41";
  const std::string glyphs = engine::font_text(typed);
  REQUIRE(glyphs == "\xc9L\xc8VE \xc7\x41");
  engine::HudLayout layout;
  layout.viewport = {0, 0, kWidth, kHeight};
  layout.safe = {0, 0, kWidth, kHeight};
  layout.texts.push_back({engine::HudElement::kMenu, typed, kX, kY, kUnit, {255, 255, 255, 255}});
  engine::clear_frame(size);
  hud.draw(layout, size);
  engine::finish_gpu();
  const std::vector<uint8_t> rgba = engine::read_back_buffer(size);
  REQUIRE(engine::take_gl_errors().empty());

  // Each font pixel's middle: white where the glyph has ink, dark elsewhere (outline, ground).
  int ink = 0, wrong = 0;
  for (size_t i = 0; i < glyphs.size(); ++i) {
    const engine::GlyphBitmap& g = engine::glyph(glyphs[i]);
    for (int row = 0; row < engine::kGlyphHeight; ++row)
      for (int column = 0; column < engine::kGlyphWidth; ++column) {
        const int px =
            kX + int(i) * engine::kGlyphAdvance * kUnit + (1 + column) * kUnit + kUnit / 2;
        const int py = kY + (1 + row) * kUnit + kUnit / 2;
        const uint8_t red = rgba[size_t((py * size.width + px) * 4)];
        const bool lit = red > 200;
        if (g.ink(column, row)) ++ink;
        if (lit != g.ink(column, row)) ++wrong;
      }
  }
  INFO(wrong << " font pixels differ from the glyphs");
  CHECK(wrong == 0);
  CHECK(ink > 100);
  // The accents are there: É's acute over the short E, È's grave, Ç's cedilla under the C.
  const engine::GlyphBitmap& e_acute = engine::glyph('\xc9');
  CHECK(e_acute.rows[0] != 0);
  CHECK(e_acute.rows[0] != engine::glyph('\xc8').rows[0]);
  CHECK(engine::glyph('\xc7').rows[8] != 0);
  CHECK(engine::glyph('\xc9') != engine::glyph('?'));
}
