import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { QuickWinsPresentation } from './quick-wins-presentation';

describe('QuickWinsPresentation', () => {
  it('embeds the presentation at 85% of the viewport height', async () => {
    renderWithProviders(<QuickWinsPresentation />);
    const frame = await screen.findByTitle('Quick Wins presentation');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/quick-wins/quick-wins-presentation.pdf');
    expect(frame.style.height).toBe('85vh');
    expect(frame.style.width).toBe('100%');
  });

  it('offers the presentation as a download for browsers that cannot show it inline', async () => {
    renderWithProviders(<QuickWinsPresentation />);
    const link = await screen.findByRole('link', { name: 'Download the presentation (PDF)' });
    expect(link).toHaveAttribute('href', '/quick-wins/quick-wins-presentation.pdf');
    expect(link).toHaveAttribute('download', 'quick-wins-presentation.pdf');
  });
});
