// Package platform holds what the game asks of the machine it runs on:
// memory tuned for many games in one process (TuneMemory), the loop's
// rest while nothing changes (Pacer), the engine protocol on standard
// input where there is one (RunEngine), and what the process holds, for
// measurements (Memory).
package platform
