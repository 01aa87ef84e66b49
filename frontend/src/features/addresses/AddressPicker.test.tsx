import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderWithRouter } from '../../test/render';
import { makeSessionUser, sessionAnswer } from '../../test/session';
import { AddressPicker } from './AddressPicker';

describe('AddressPicker', () => {
  it('offers nothing to press while the session is still being read', async () => {
    let answerSession: (response: Response) => void = () => {};
    mockApi({
      '/api/v1/auth/session': () => new Promise<Response>((resolve) => (answerSession = resolve)),
      '/api/v1/me/addresses': () => jsonResponse([]),
    });
    renderWithRouter(<AddressPicker mode="manage" />);

    await screen.findByText((_, element) => element?.getAttribute('aria-busy') === 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('No saved addresses yet.')).not.toBeInTheDocument();

    answerSession(sessionAnswer(makeSessionUser())());
    expect(await screen.findByText('No saved addresses yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save address' })).toBeInTheDocument();
  });

  it('says an address needs a signed-in person, with no button that cannot work', async () => {
    mockApi({ '/api/v1/auth/session': sessionAnswer(null) });
    renderWithRouter(<AddressPicker mode="manage" />);
    expect(await screen.findByText('You must be logged in to add an address')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a new address' })).not.toBeInTheDocument();
  });
});
