// Runs a program of the build (unpod-tool, unpod) or of the system (Xvfb) and captures its exit
// status, standard output and standard error, killing it when it outlives its time.
#pragma once

#include <string>
#include <vector>

namespace unpod::installation {

struct ProcessRun {
  int exit_code = -1;  // -1: killed by a signal or by the time limit
  bool timed_out = false;
  std::string out;
  std::string err;
  // The command line and what it printed, for a failing check's message.
  std::string describe() const;
  std::string command;
};

// `env` adds or replaces variables ("NAME=value") of this process's environment.
ProcessRun run_process(const std::string& program, const std::vector<std::string>& args,
                       const std::vector<std::string>& env = {}, int timeout_s = 120);

}  // namespace unpod::installation
