// unpod_e2e_make_install OUTDIR: writes the tests' sample POD installation (mixed-case names,
// circuit and car lists, cars) into OUTDIR, for the end-to-end runs of unpod.
#include <exception>
#include <filesystem>
#include <iostream>

#include "support/sample_install.h"
#include "support/temp_dir.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: unpod_e2e_make_install OUTDIR\n";
    return 2;
  }
  try {
    namespace fs = std::filesystem;
    const fs::path out = argv[1];
    if (fs::exists(out)) {
      std::cerr << "unpod_e2e_make_install: " << out.string() << " already exists\n";
      return 1;
    }
    // The sample is written into a temporary folder (removed on return); copy it out first.
    const unpod::test::TempDir scratch;
    const auto sample = unpod::test::write_sample_install(scratch, "Pod Gold");
    fs::create_directories(out.parent_path().empty() ? fs::path(".") : out.parent_path());
    fs::copy(sample.root, out, fs::copy_options::recursive);
    std::cout << out.string() << ": " << sample.listed_circuits.size() << " listed circuits, "
              << sample.listed_cars.size() << " listed cars\n";
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "unpod_e2e_make_install: " << e.what() << "\n";
    return 1;
  }
}
