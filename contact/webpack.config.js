import { createAppConfig } from '@starfamily/shared/webpack';

export default createAppConfig({
  name: 'contact',
  dir: import.meta.dirname,
  title: 'StarFamily contact',
  exposes: {
    './ContactPage': './src/features/contact-info/components/ContactPage.tsx',
    './ContactInfoSection': './src/features/contact-info/components/ContactInfoSection.tsx',
    './ContactForm': './src/features/contact-form/components/ContactForm.tsx',
  },
});
