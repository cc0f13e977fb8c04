// Who races in which car (sim::session::choose_racers, #15 item 4): each computer driver drives
// its competitor record's car when the installation has it (said when it has not), and a race
// with more computer drivers than the difficulty's list names the rest from the circuit's other
// lists, never "DRIVER n".
#include <catch2/catch.hpp>

#include <set>

#include "support/demo_disc.h"
#include "unpod/sim/session/racers.h"

namespace unpod::session_test {
namespace {

sim::race::RaceSetup racers_setup(int32_t humans, int32_t computers) {
  sim::race::RaceSetup s;
  s.humans = humans;
  s.computers = computers;
  return s;
}

}  // namespace

TEST_CASE("choose_racers: each computer driver drives its competitor record's car",
          "[session][racers]") {
  const auto& circuit = test::dusk_ring().circuit;
  const std::vector<std::string> cars = {"ZEPHYR", "BULWARK", "MANTIS", "CINDER"};
  const auto choices = sim::session::choose_racers(circuit, 0, racers_setup(1, 7), cars, 1);
  REQUIRE(choices.size() == 8);
  CHECK(choices[0].driver == "PLAYER 1");
  CHECK(cars[choices[0].car] == "BULWARK");  // the player's choice
  // duskring.track's easy list: Ada Brennock ZEPHYR, Tomas Veil CINDER, Imre Calder BULWARK,
  // Nina Oakhurst MANTIS ...
  const char* const expected[][2] = {{"Ada Brennock", "ZEPHYR"},
                                     {"Tomas Veil", "CINDER"},
                                     {"Imre Calder", "BULWARK"},
                                     {"Nina Oakhurst", "MANTIS"}};
  for (size_t k = 0; k < 4; ++k) {
    CHECK(choices[k + 1].driver == expected[k][0]);
    CHECK(cars[choices[k + 1].car] == expected[k][1]);
    CHECK(choices[k + 1].note.empty());
  }
  // Any case matches: the lists name cars as VOITURES.BIN does.
  const std::vector<std::string> lower = {"zephyr", "bulwark", "mantis", "cinder"};
  CHECK(sim::session::choose_racers(circuit, 0, racers_setup(1, 7), lower, 1)[2].car == 3);
}

TEST_CASE("choose_racers: a competitor's car the installation lacks is replaced, and said",
          "[session][racers]") {
  const auto& circuit = test::dusk_ring().circuit;
  const std::vector<std::string> cars = {"ZEPHYR", "BULWARK"};
  const auto choices = sim::session::choose_racers(circuit, 0, racers_setup(1, 3), cars, 0);
  REQUIRE(choices.size() == 4);
  CHECK(choices[1].note.empty());  // Ada Brennock's ZEPHYR is there
  CHECK(cars[choices[1].car] == "ZEPHYR");
  // Tomas Veil's CINDER is not: the car after the player's by turns, and a note naming both.
  CHECK(choices[2].note == "Tomas Veil's car CINDER is not in this installation: ZEPHYR instead");
  CHECK(choices[2].car < cars.size());
}

TEST_CASE("choose_racers: eight computer drivers all have names from the circuit's lists",
          "[session][racers]") {
  const auto& circuit = test::dusk_ring().circuit;
  const std::vector<std::string> cars = {"ZEPHYR", "BULWARK", "MANTIS", "CINDER"};
  for (int difficulty = 0; difficulty < 3; ++difficulty) {
    INFO("difficulty " << difficulty);
    const auto choices =
        sim::session::choose_racers(circuit, difficulty, racers_setup(0, 8), cars, 0);
    REQUIRE(choices.size() == 8);
    std::set<std::string> names;
    for (const auto& c : choices) {
      CHECK(c.driver.find("DRIVER") == std::string::npos);
      names.insert(c.driver);
    }
    CHECK(names.size() == 8);
    // The eighth: the first name of the next list (easy: normal's Marek Dunmore; normal and
    // hard: easy's Ada Brennock), with no lane or rules of that list's.
    CHECK(choices[7].driver == (difficulty == 0 ? "Marek Dunmore" : "Ada Brennock"));
    CHECK(choices[7].lane == 0);
    CHECK(choices[7].attacks.empty());
  }
}

}  // namespace unpod::session_test
