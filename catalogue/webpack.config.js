// The catalogue remote's builds: its container and standalone page, its server container and widget.js (createRemote).
import { createRemote } from '@starfamily/shared/webpack';

export default createRemote({ name: 'catalogue', dir: import.meta.dirname });
