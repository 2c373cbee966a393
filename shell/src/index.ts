// Async boundary: shared singletons are negotiated with the federation runtime before any app code runs. In a task of
// its own: evaluating this file (the federation runtime) and negotiating and fetching the shell's chunks were one
// long task at phone speed.
setTimeout(() => void import('./bootstrap'), 0);
