package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// clockTick is the unit of the CPU times in /proc/<pid>/stat (USER_HZ),
// 100 a second on every Linux the tool runs on.
const clockTick = 10 * time.Millisecond

// procCPU is the user and system time process pid has used, read from
// /proc (Linux).
func procCPU(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	return parseStat(b)
}

// parseStat reads the user and system time of a /proc/<pid>/stat line.
func parseStat(b []byte) (time.Duration, error) {
	// The command name in parentheses may hold spaces and parentheses:
	// the fields counted are those after its last closing parenthesis,
	// utime and stime the 12th and 13th of them.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, errors.New("stat: no command name")
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return 0, fmt.Errorf("stat: %d fields", len(f))
	}
	var ticks int64
	for _, s := range f[11:13] {
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || n < 0 || n > 1<<35 { // some eleven years
			return 0, fmt.Errorf("stat: CPU time %q", s)
		}
		ticks += n
	}
	return time.Duration(ticks) * clockTick, nil
}

// procRSS is the resident memory of process pid, in bytes, now and at
// its peak.
func procRSS(pid int) (now, peak int64, err error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, 0, err
	}
	return parseStatus(b)
}

// parseStatus reads VmRSS and VmHWM of a /proc/<pid>/status.
func parseStatus(b []byte) (now, peak int64, err error) {
	for line := range strings.Lines(string(b)) {
		name, rest, ok := strings.Cut(line, ":")
		if !ok || name != "VmRSS" && name != "VmHWM" {
			continue
		}
		f := strings.Fields(rest)
		if len(f) != 2 || f[1] != "kB" {
			return 0, 0, fmt.Errorf("status: %q", strings.TrimSpace(line))
		}
		kb, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil || kb < 0 || kb > 1<<40 {
			return 0, 0, fmt.Errorf("status: %q", strings.TrimSpace(line))
		}
		if name == "VmRSS" {
			now = kb << 10
		} else {
			peak = kb << 10
		}
	}
	return now, peak, nil
}

// selfCPU is the user and system time this process has used.
func selfCPU() time.Duration {
	var r syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &r)
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}

// loadAverage is the machine's load average over the last minute: the
// other work the machine did during a measurement.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return "?"
	}
	return f[0]
}

// procWait is how long the threads of process pid have waited for a
// processor while ready to run: on a shared machine, the part of the
// latency that other work caused.
func procWait(pid int) (time.Duration, error) {
	tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil {
		return 0, err
	}
	var wait time.Duration
	for _, t := range tasks {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/schedstat", pid, t.Name()))
		if err != nil {
			continue // the thread ended
		}
		d, err := parseSchedstat(b)
		if err != nil {
			return 0, err
		}
		wait += d
	}
	return wait, nil
}

// parseSchedstat reads the time waited on the run queue (run_delay, in
// nanoseconds) of a /proc/<pid>/task/<tid>/schedstat line.
func parseSchedstat(b []byte) (time.Duration, error) {
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0, fmt.Errorf("schedstat: %q", b)
	}
	ns, err := strconv.ParseInt(f[1], 10, 64)
	if err != nil || ns < 0 {
		return 0, fmt.Errorf("schedstat: run delay %q", f[1])
	}
	return time.Duration(ns), nil
}
