// Package settings is the settings screen: the player's choices of rules,
// sound, speed and the computer's level and time, kept through
// App.SetSettings. The choices themselves (app.Settings) live in the
// core, since the App loads them before any scene.
package settings
