// Async boundary: shared singletons are negotiated with the federation runtime before any server code runs.
import('./bootstrap');
