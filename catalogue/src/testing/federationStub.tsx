// Test double for the federation runtime, the network edge through which the contact remote's form arrives.
// Use: jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('<path>/testing/federationStub').federationRuntimeStub());
function ContactFormStub({ heading }: { heading: string }) {
  return (
    <section aria-label="Contact form">
      <h2>{heading}</h2>
    </section>
  );
}

export const federationRuntimeStub = () => ({
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => (id === 'contact/ContactForm' ? { default: ContactFormStub } : undefined),
});
