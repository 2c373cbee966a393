import { createAppConfig } from '@starfamily/shared/webpack';

export default createAppConfig({
  name: 'company',
  dir: import.meta.dirname,
  title: 'StarFamily company',
  exposes: {
    './TeamPage': './src/features/team/components/TeamPage.tsx',
    './TeamSection': './src/features/team/components/TeamSection.tsx',
  },
});
