import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test/in-language';
import { SOCIAL_LINKS } from '../site-facts';
import { PageSpinner } from './PageSpinner';
import { SocialLinks } from './SocialLinks';

describe('SocialLinks', () => {
  it('names each profile as site-facts does in English', () => {
    renderIn(<SocialLinks />);
    expect(screen.getByRole('list', { name: 'TicketSetu on social media' })).toBeInTheDocument();
    for (const social of SOCIAL_LINKS) {
      expect(screen.getByRole('link', { name: social.label })).toHaveAttribute('href', social.href);
    }
  });

  it('names them in Hindi on a Hindi page', () => {
    renderIn(<SocialLinks />, 'hi');
    expect(screen.getByRole('list', { name: 'सोशल मीडिया पर TicketSetu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'यूट्यूब पर TicketSetu' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@ticketsetu',
    );
  });
});

describe('PageSpinner', () => {
  it('says it is loading in the page’s language', () => {
    renderIn(<PageSpinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    renderIn(<PageSpinner />, 'hi');
    expect(screen.getAllByRole('status')[1]).toHaveTextContent('लोड हो रहा है…');
  });
});
