import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { foreignLatinWords } from '../../test/latin-script';
import { renderWithRouter } from '../../test/render';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page is not there, with the way home and to the events', async () => {
    renderWithRouter(<NotFoundPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toContain('Page not found');
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  });

  it('says it in Hindi on a Hindi page, its links to the Hindi pages', async () => {
    renderWithRouter(<NotFoundPage />, { locale: 'hi' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' });
    expect(document.title).toContain('पेज नहीं मिला');
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/hi');
    expect(screen.getByRole('link', { name: 'इवेंट देखें' })).toHaveAttribute('href', '/hi/events');
    const page = heading.closest('.not-found')!;
    // The 404 is a number, not a word.
    expect(foreignLatinWords(page.textContent ?? '')).toEqual([]);
  });
});
