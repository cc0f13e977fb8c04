// The commands of unpod-tool, one file each (cmd_<name>.cpp).
#pragma once

#include "cli.h"

namespace unpod::tool {

int run_info(const Args& args);
int run_decrypt(const Args& args);
int run_encrypt(const Args& args);
int run_dump(const Args& args);
int run_export(const Args& args);
int run_build_track(const Args& args);
int run_build_car(const Args& args);
int run_build_disc(const Args& args);
int run_generate_track(const Args& args);
int run_generate_car(const Args& args);
int run_add_circuit(const Args& args);
int run_remove_circuit(const Args& args);
int run_fx(const Args& args);
int run_race(const Args& args);
// race --join (cmd_race_join.cpp; race_join_absent.cpp in a build without network races).
int run_race_join(const Args& args);
int run_replay(const Args& args);

extern const char* const kInfoUsage;
extern const char* const kDecryptUsage;
extern const char* const kEncryptUsage;
extern const char* const kDumpUsage;
extern const char* const kExportUsage;
extern const char* const kBuildTrackUsage;
extern const char* const kBuildCarUsage;
extern const char* const kBuildDiscUsage;
extern const char* const kGenerateTrackUsage;
extern const char* const kGenerateCarUsage;
extern const char* const kAddCircuitUsage;
extern const char* const kRemoveCircuitUsage;
extern const char* const kFxUsage;
extern const char* const kRaceUsage;
extern const char* const kReplayUsage;

}  // namespace unpod::tool
