import type { Page } from '@playwright/test';
import { cssColor } from '../../src/testing/css-color';

/** A CSS colour (a token or any colour) as the page computes it now, in `rgb()` form. */
export const pageColor = (page: Page, colour: string): Promise<string> => page.evaluate(cssColor, colour);
