package main

import (
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/ninemen/morris/ai"
	"github.com/ninemen/morris/scenes"
	"github.com/ninemen/morris/scenes/app"
	"github.com/ninemen/morris/scenes/play"
)

// startAutoplay makes the game play n games of the computer against itself
// at the weakest level, quickly, on a clock speed times faster than real
// time, and write what happens on stdout (see app.Autoplay). The
// settings are changed for this run only, not kept.
func startAutoplay(a *app.App, m *scenes.Manager, n int, speed float64) {
	a.Settings.Level = ai.Beginner.String()
	a.Settings.Think = app.ThinkTimes[0]
	a.Settings.Sound = false
	if a.Sound != nil {
		a.Sound.SetMuted(true)
	}
	a.Autoplay = &app.Autoplay{
		Games:   n,
		NewGame: func() scenes.Scene { return play.New(a, play.ModeComputer) },
		Out:     os.Stdout,
		Memory:  memory,
	}
	if speed > 0 && speed != 1 {
		t0 := time.Now()
		m.SetClock(func() time.Time {
			return t0.Add(time.Duration(float64(time.Since(t0)) * speed))
		})
	}
}

// memory is what the process holds: its resident set (where the system
// tells it), the Go heap and what the runtime took from the system, and
// the images Ebitengine keeps on the GPU (in the process's memory on a
// software renderer).
func memory() string {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	var d ebiten.DebugInfo
	ebiten.ReadDebugInfo(&d)
	return fmt.Sprintf("rss_kb=%d heap_kb=%d go_sys_kb=%d gpu_kb=%d", rssKB(), ms.HeapAlloc>>10, ms.Sys>>10, d.TotalGPUImageMemoryUsageInBytes>>10)
}

// rssKB reads the resident set from /proc (Linux); -1 elsewhere.
func rssKB() int64 {
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return -1
	}
	var size, resident int64
	if _, err := fmt.Sscan(string(data), &size, &resident); err != nil {
		return -1
	}
	return resident * int64(os.Getpagesize()) >> 10
}
