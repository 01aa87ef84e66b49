import { screen, within } from '@testing-library/react';
import type { components } from '@ticketsetu/contracts';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { foreignLatinWords } from '../../test/latin-script';
import { renderWithRouter } from '../../test/render';
import { fill, setupUser } from '../../test/user';
import { OpenDisputeModal } from './OpenDisputeModal';

type Purchase = components['schemas']['TransferDto'];

const purchase = {
  id: '11111111-0000-4000-8000-000000000001',
  quantity: 2,
  event: { title: 'कबड्डी फ़ाइनल्स नाइट' },
} as unknown as Purchase;

const dispute = {
  id: '33333333-0000-4000-8000-000000000001',
  reference: 'TS-D-2026-000042',
  acknowledge_by: '2026-11-24T10:00:00.000Z',
  resolve_by: '2026-12-22T10:00:00.000Z',
  grievance_officer: { name: 'अनीता देसाई', email: 'grievance@ticketsetu.in' },
};

/** The dialog's words, its data aside (the reference) and the evidence picker's (the selling area's). */
function wordsIn(element: HTMLElement): string[] {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const picker of copy.querySelectorAll('.ts-file-picker__zone, .ts-file-picker__extra')) picker.remove();
  return foreignLatinWords((copy.textContent ?? '').replace(/TS-D-2026-000042/g, ' '));
}

describe('Report a problem, in Hindi', () => {
  it('asks in Hindi by checkDispute’s codes, and acknowledges the dispute in Hindi with Hindi dates', async () => {
    mockApi({
      [`/api/v1/me/purchases/${purchase.id}/dispute`]: () =>
        jsonResponse({ message: 'Your dispute TS-D-2026-000042 has been received.', dispute }, 201),
      '/api/v1/me/disputes': () => jsonResponse([]),
      '/api/v1/me/purchases': () => jsonResponse([]),
    });
    const user = setupUser();
    renderWithRouter(<OpenDisputeModal purchase={purchase} onClose={() => {}} />, { locale: 'hi' });
    const dialog = await screen.findByRole('dialog', { name: 'समस्या बताएँ' });
    expect(dialog).toHaveTextContent('कबड्डी फ़ाइनल्स नाइट2 टिकट');
    await user.click(within(dialog).getByRole('button', { name: 'शिकायत डेस्क को भेजें' }));
    expect(await within(dialog).findByText('कृपया चुनें कि क्या गड़बड़ हुई')).toBeInTheDocument();
    expect(within(dialog).getByText('कृपया समस्या बताएँ')).toBeInTheDocument();
    expect(wordsIn(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: /टिकट नहीं मिले/ }));
    await fill(user, within(dialog).getByLabelText('समस्या बताएँ'), 'मेरे अकाउंट में कुछ नहीं पहुँचा।');
    await user.click(within(dialog).getByRole('button', { name: 'शिकायत डेस्क को भेजें' }));
    const received = await screen.findByRole('dialog', { name: 'विवाद मिल गया' });
    expect(received).toHaveTextContent('आपका विवाद TS-D-2026-000042 हमें मिल गया है।');
    expect(received).toHaveTextContent('रेफ़रेंस नंबरTS-D-2026-000042');
    expect(received).toHaveTextContent('स्वीकार करने की समय सीमा24 नव॰ 2026, दोपहर 3:30 (48 घंटों के अंदर)');
    expect(received).toHaveTextContent('सुलझाने की समय सीमा22 दिस॰ 2026, दोपहर 3:30 (30 दिनों के अंदर)');
    expect(within(received).getByRole('link', { name: 'अपना विवाद देखें' })).toHaveAttribute(
      'href',
      `/hi/disputes/${dispute.id}`,
    );
    expect(wordsIn(received)).toEqual([]);
  });

  it('says a refusal by its code in Hindi', async () => {
    mockApi({
      [`/api/v1/me/purchases/${purchase.id}/dispute`]: () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'DISPUTE_ALREADY_OPEN',
            detail: 'A dispute is already open for this purchase',
          },
          409,
        ),
      '/api/v1/me/disputes': () => jsonResponse([]),
      '/api/v1/me/purchases': () => jsonResponse([]),
    });
    const user = setupUser();
    renderWithRouter(<OpenDisputeModal purchase={purchase} onClose={() => {}} />, { locale: 'hi' });
    const dialog = await screen.findByRole('dialog', { name: 'समस्या बताएँ' });
    await user.click(within(dialog).getByRole('radio', { name: /ग़लत टिकट/ }));
    await fill(user, within(dialog).getByLabelText('समस्या बताएँ'), 'सीटें अलग हैं।');
    await user.click(within(dialog).getByRole('button', { name: 'शिकायत डेस्क को भेजें' }));
    const toast = await screen.findByText('इस खरीदारी पर एक विवाद पहले से खुला है', { selector: '.ts-toast *' });
    expect(toast.closest('.ts-toast__notice')).toHaveClass('ts-toast__notice--error');
  });
});
