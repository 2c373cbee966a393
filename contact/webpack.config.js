import { createAppConfig, createWidgetConfig } from '@starfamily/shared/webpack';

const app = createAppConfig({
  name: 'contact',
  dir: import.meta.dirname,
  title: 'StarFamily contact',
  exposes: {
    './ContactPage': './src/features/contact-info/components/ContactPage.tsx',
    './ContactInfoSection': './src/features/contact-info/components/ContactInfoSection.tsx',
    './ContactForm': './src/features/contact-form/components/ContactForm.tsx',
  },
});

// widget.js for partner sites: the same components as custom elements (docs/embedding.md).
export default [app, createWidgetConfig({ name: 'contact', dir: import.meta.dirname })];
