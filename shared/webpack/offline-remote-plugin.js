// Federation runtime plugin for the shell: a remote that cannot be reached must fail only its own area.
// The error is rethrown with a plain message so the React boundary around that remote shows its fallback.
export default function offlineRemotePlugin() {
  return {
    name: 'starfamily-offline-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[federation] could not load ${id} (${lifecycle}): ${reason}`);
      throw new Error(`Remote module ${id} could not be loaded`, { cause: error });
    },
  };
}
