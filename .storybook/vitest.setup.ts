import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import * as projectAnnotations from './preview';

// Stories run as tests in Chromium with the a11y checks and the project's decorators.
const project = setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
beforeAll(project.beforeAll);
