// The contact remote's builds: its container and standalone page, its server container and widget.js (createRemote).
import { createRemote } from '@starfamily/shared/webpack';

export default createRemote({
  name: 'contact',
  dir: import.meta.dirname,
  // Besides its pages and sections (./routes): the form other remotes' pages embed.
  exposes: { './ContactForm': './src/features/contact-form/components/ContactForm.tsx' },
});
