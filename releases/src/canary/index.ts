// When a canary is decided: the stated rule, its minimums and the counts it reads. The shell's
// CanaryBoard keeps the counts of every server instance and applies it.
export * from './canaryRule';
