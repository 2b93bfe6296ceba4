package platform

import (
	"fmt"
	"os"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// FastClock is a clock that runs speed times faster than real time from
// now on, for the computer playing itself quickly (main's -speed).
func FastClock(speed float64) func() time.Time {
	t0 := time.Now()
	return func() time.Time {
		return t0.Add(time.Duration(float64(time.Since(t0)) * speed))
	}
}

// Memory is what the process holds, as key=value fields: its resident set
// (where the system tells it), the Go heap and what the runtime took from
// the system, and the images Ebitengine keeps on the GPU (in the process's
// memory on a software renderer).
func Memory() string {
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
