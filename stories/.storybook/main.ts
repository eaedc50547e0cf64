import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../ui/**/*.stories.tsx',
    '../widgets/**/*.stories.tsx',
    '../elements/**/*.stories.tsx',
    '../host/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-themes',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  staticDirs: [
    '../public',
    // University pictures, at the paths the catalogue gives them.
    { from: '../../packages/host/public/images', to: '/images' },
  ],
  framework: {
    name: '@storybook/react-vite',
    // Its own Vite config, so the widget library build settings are not merged in.
    options: { builder: { viteConfigPath: 'vite.config.ts' } },
  },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
