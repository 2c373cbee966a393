// Federation runtime plugin for the shell: a remote that cannot be reached must fail only its own area.
// - Remote unreachable: rethrow with a plain message, so the React boundary around it shows a retry.
// - Remote reachable but without that module (the shell deployed ahead of the remote): render nothing.
const MISSING_EXPOSE = /does not exist in container/;

export const renderNothing = { default: () => null };

export default function offlineRemotePlugin() {
  return {
    name: 'starfamily-offline-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      if (MISSING_EXPOSE.test(reason)) {
        console.warn(`[federation] ${id} is not exposed by the deployed remote yet; leaving its area empty.`);
        return renderNothing;
      }
      console.warn(`[federation] could not load ${id} (${lifecycle}): ${reason}`);
      throw new Error(`Remote module ${id} could not be loaded`, { cause: error });
    },
  };
}
