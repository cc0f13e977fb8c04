#include "unpod/net/rollback.h"

#include <algorithm>
#include <utility>

namespace unpod::net {

Rollback::Rollback(std::unique_ptr<sim::session::RaceSession> session,
                   std::vector<sim::controls::Device> devices, uint32_t start_ms, uint32_t tick_ms,
                   uint32_t window, sim::session::Recorder* recorder)
    : devices_(std::move(devices)),
      recorder_(recorder),
      start_ms_(start_ms),
      tick_ms_(tick_ms),
      window_(window),
      confirmed_(std::move(session)) {
  devices_.resize(std::min<size_t>(devices_.size(), size_t(kMaxHumans)));
  shown_ = confirmed_->copy();
}

Rollback::TickReadings& Rollback::at(uint32_t tick) {
  const size_t i = tick - confirmed_tick_;
  if (known_.size() <= i) known_.resize(i + 1);
  return known_[i];
}

Rollback::Taken Rollback::confirm(int32_t human, uint32_t tick, const Reading& reading) {
  if (human < 0 || human >= humans()) return Taken::kRefused;
  if (tick >= confirmed_tick_ + kMaxTicksAhead) return Taken::kRefused;
  if (tick < confirmed_tick_) return Taken::kOld;
  std::optional<Reading>& held = at(tick)[size_t(human)];
  if (held) return *held == reading ? Taken::kDuplicate : Taken::kConflict;
  held = reading;
  // The shown race ran this tick on a prediction: wrong, it goes back.
  if (tick < shown_tick_ && used_[tick - confirmed_tick_][size_t(human)] != reading)
    wrong_from_ = std::min(wrong_from_.value_or(tick), tick);
  return Taken::kNew;
}

bool Rollback::all_known(uint32_t tick) const {
  const size_t i = tick - confirmed_tick_;
  if (i >= known_.size()) return false;
  for (int32_t h = 0; h < humans(); ++h)
    if (!known_[i][size_t(h)]) return false;
  return true;
}

Reading Rollback::reading_for(int32_t human, uint32_t tick) const {
  // Known, else the last known before it (GGPO's prediction: the human holds what they held).
  for (size_t i = std::min<size_t>(tick - confirmed_tick_ + 1, known_.size()); i-- > 0;)
    if (const auto& r = known_[i][size_t(human)]) return *r;
  if (const auto& r = last_confirmed_[size_t(human)]) return *r;
  return {};
}

void Rollback::step(sim::session::RaceSession& session, uint32_t tick,
                    const std::array<Reading, kMaxHumans>& readings) const {
  for (int32_t h = 0; h < humans(); ++h)
    session.set_device(h, {devices_[size_t(h)], readings[size_t(h)]});
  const uint32_t ms = start_ms_ + (tick + 1) * tick_ms_;
  if (recorder_ && &session == confirmed_.get())
    recorder_->frame(ms);
  else
    session.frame(ms);
}

void Rollback::advance_confirmed(uint32_t limit) {
  advance(limit, nullptr);
}

void Rollback::advance(uint32_t limit, std::vector<FreshTick>* sounds) {
  // Not past the race's end: every machine finishes at the tick its rules ended it.
  while (confirmed_tick_ < limit && !confirmed_->over() && all_known(confirmed_tick_)) {
    std::array<Reading, kMaxHumans> readings{};
    for (int32_t h = 0; h < humans(); ++h) {
      readings[size_t(h)] = *known_.front()[size_t(h)];
      last_confirmed_[size_t(h)] = readings[size_t(h)];
    }
    step(*confirmed_, confirmed_tick_, readings);
    if (sounds)
      sounds->push_back(
          {confirmed_tick_, confirmed_->frame_sounds(), confirmed_->race().rules().events()});
    known_.erase(known_.begin());
    if (!used_.empty()) used_.erase(used_.begin());
    ++confirmed_tick_;
    if (on_confirmed_) on_confirmed_(confirmed_tick_);
  }
}

std::optional<assets::Replay> Rollback::finish() {
  if (confirmed_->finished()) return std::nullopt;
  if (recorder_) return recorder_->finish();
  confirmed_->finish();
  return std::nullopt;
}

uint32_t Rollback::run_to(uint32_t tick) {
  went_back_ = false;
  fresh_.clear();
  // Not past `tick` either: readings known ahead (the input delay's) wait for their time.
  confirmed_fresh_.clear();
  advance(tick, &confirmed_fresh_);
  if (tick > confirmed_tick_ + window_) {
    tick = confirmed_tick_ + window_;
    ++stats_.waits;
  }
  // A wrong prediction: the shown race goes back over the ticks it showed wrongly.
  if (wrong_from_ && *wrong_from_ < shown_tick_) {
    const uint32_t back = shown_tick_ - *wrong_from_;
    went_back_ = true;
    ++stats_.rollbacks;
    stats_.ticks_resimulated += back;
    stats_.longest_rollback = std::max(stats_.longest_rollback, back);
  }
  if (shown_tick_ <= confirmed_tick_) {
    // The confirmed race caught the shown one up: it is the truth. Ticks it ran that the shown
    // race never showed are new to the player: their sounds are the confirmed race's.
    if (shown_tick_ < confirmed_tick_ || went_back_) shown_ = confirmed_->copy();
    for (const FreshTick& f : confirmed_fresh_)
      if (f.tick >= shown_tick_) fresh_.push_back(f);
    stats_.ticks_run += confirmed_tick_ - shown_tick_;
    shown_tick_ = confirmed_tick_;
    used_.clear();
  } else if (went_back_) {
    // From the confirmed race, forward again with what is known now.
    shown_ = confirmed_->copy();
    used_.clear();
    for (uint32_t t = confirmed_tick_; t < shown_tick_; ++t) {
      std::array<Reading, kMaxHumans> readings{};
      for (int32_t h = 0; h < humans(); ++h) readings[size_t(h)] = reading_for(h, t);
      step(*shown_, t, readings);
      used_.push_back(readings);
    }
  }
  wrong_from_.reset();
  // Ahead, predicting what is not known yet.
  while (shown_tick_ < tick) {
    std::array<Reading, kMaxHumans> readings{};
    for (int32_t h = 0; h < humans(); ++h) readings[size_t(h)] = reading_for(h, shown_tick_);
    step(*shown_, shown_tick_, readings);
    fresh_.push_back({shown_tick_, shown_->frame_sounds(), shown_->race().rules().events()});
    used_.push_back(readings);
    ++shown_tick_;
    ++stats_.ticks_run;
  }
  return shown_tick_;
}

}  // namespace unpod::net
