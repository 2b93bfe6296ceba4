package store

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"
)

// killDirEnv names the data folder of the child process that
// TestKilledServerKeepsAckedMoves starts and kills.
const killDirEnv = "STORE_TEST_KILL_DIR"

// TestMain runs the child's part when the test binary is started as one.
func TestMain(m *testing.M) {
	if dir := os.Getenv(killDirEnv); dir != "" {
		os.Exit(appendUntilKilled(dir))
	}
	os.Exit(m.Run())
}

// appendUntilKilled plays a server that acknowledges moves to its clients:
// it prints each move's number once NATS acknowledged it, then waits for
// the kill.
func appendUntilKilled(dir string) int {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	url, _, err := Embedded(dir, "")
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	s, err := Open(ctx, url, Config{})
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	if _, err := s.CreateRoom(ctx, "killed", []byte("state")); err != nil {
		fmt.Println("error:", err)
		return 1
	}
	var last uint64
	for i := 0; ; i++ {
		if last, err = s.Append(ctx, "killed", last, fmt.Appendf(nil, "move %d", i)); err != nil {
			fmt.Println("error:", err)
			return 1
		}
		fmt.Println("acked", i)
	}
}

// TestKilledServerKeepsAckedMoves kills a process with an embedded NATS
// (SIGKILL, no shutdown) while it appends, then opens its data folder
// again: every acknowledged move is there, in order, and the room goes on.
func TestKilledServerKeepsAckedMoves(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	dir := t.TempDir()
	ctx := testCtx(t)
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), killDirEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	const enough = 200
	acked := -1
	lines := bufio.NewScanner(out)
	for acked < enough && lines.Scan() {
		line := lines.Text()
		if _, err := fmt.Sscanf(line, "acked %d", &acked); err != nil {
			t.Errorf("child: %s", line)
			break
		}
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait() // killed: its exit status says so and nothing more
	if acked < enough {
		t.Fatalf("child acknowledged %d moves before it stopped", acked+1)
	}

	s := open(t, embedded(t, dir), Config{})
	moves, err := s.Moves(ctx, "killed", 0)
	if err != nil {
		t.Fatal(err)
	}
	// Moves after the last one read may have been acknowledged while the
	// kill was on its way; none before it may be missing.
	if len(moves) < acked+1 {
		t.Fatalf("%d moves after the kill, %d were acknowledged", len(moves), acked+1)
	}
	for i, m := range moves {
		if want := fmt.Sprintf("move %d", i); string(m.Data) != want {
			t.Fatalf("move %d after the kill = %q", i, m.Data)
		}
	}
	if room, err := s.Room(ctx, "killed"); err != nil || string(room.State) != "state" {
		t.Fatalf("room after the kill = %+v, %v", room, err)
	}
	if _, err := s.Append(ctx, "killed", moves[len(moves)-1].Seq, []byte("next")); err != nil {
		t.Fatalf("append after the kill: %v", err)
	}
}
