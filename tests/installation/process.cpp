#include "process.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <thread>

#include "support/temp_dir.h"

extern char** environ;

namespace unpod::installation {
namespace {

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// The last `n` characters: a failing race's whole output would drown the message.
std::string tail(const std::string& s, size_t n = 2000) {
  return s.size() <= n ? s : "..." + s.substr(s.size() - n);
}

}  // namespace

std::string ProcessRun::describe() const {
  std::string d =
      command + "\n  exit " + (timed_out ? "(killed: too long)" : std::to_string(exit_code));
  if (!out.empty()) d += "\n  stdout: " + tail(out);
  if (!err.empty()) d += "\n  stderr: " + tail(err);
  return d;
}

ProcessRun run_process(const std::string& program, const std::vector<std::string>& args,
                       const std::vector<std::string>& env, int timeout_s) {
  const test::TempDir dir;
  const auto out_path = dir.path() / "stdout", err_path = dir.path() / "stderr";
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  posix_spawn_file_actions_addopen(&actions, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0644);
  ProcessRun r;
  std::vector<std::string> argv_s = {program};
  argv_s.insert(argv_s.end(), args.begin(), args.end());
  for (const auto& a : argv_s) r.command += (r.command.empty() ? "" : " ") + a;
  std::vector<char*> argv;
  for (auto& a : argv_s) argv.push_back(a.data());
  argv.push_back(nullptr);

  // This environment with `env` laid over it.
  std::vector<std::string> env_s;
  for (char** e = environ; *e; ++e) {
    const std::string var = *e;
    const std::string name = var.substr(0, var.find('='));
    bool replaced = false;
    for (const auto& add : env) replaced |= add.substr(0, add.find('=')) == name;
    if (!replaced) env_s.push_back(var);
  }
  env_s.insert(env_s.end(), env.begin(), env.end());
  std::vector<char*> envp;
  for (auto& e : env_s) envp.push_back(e.data());
  envp.push_back(nullptr);

  pid_t pid = 0;
  const int rc = posix_spawnp(&pid, program.c_str(), &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) throw std::runtime_error("cannot start " + program);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeout_s);
  int status = 0;
  for (;;) {
    const pid_t done = waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (std::chrono::steady_clock::now() > deadline) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      r.timed_out = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  r.exit_code = !r.timed_out && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out_path);
  r.err = slurp(err_path);
  return r;
}

}  // namespace unpod::installation
