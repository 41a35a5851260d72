import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { deployment2024Topics } from './modules';

describe('DeploymentPage', () => {
  it('shows a card per topic, each linking to module slug + topic slug', async () => {
    renderApp('/sales-2024/2024-deployment');
    expect(await screen.findByRole('heading', { name: '2024 Deployment', level: 1 })).toBeInTheDocument();
    const topics = screen.getByRole('navigation', { name: 'Topics' });
    const links = within(topics).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      deployment2024Topics.map((topic) => [topic.title, `/sales-2024${topic.slug}`]),
    );
    for (const topic of deployment2024Topics) expect(within(topics).getByText(topic.description)).toBeInTheDocument();

    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(breadcrumbs).getByRole('link', { name: 'Sales Analytics 2024' })).toHaveAttribute(
      'href',
      '/sales-2024',
    );
    expect(within(breadcrumbs).getByText('2024 Deployment')).toHaveAttribute('aria-current', 'page');
  });
});
