import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GRIEVANCE_OFFICER, SOCIAL_LINKS, SUPPORT } from '../../shared/site-facts';
import { jsonResponse, mockApi, problem } from '../../test/api-mock';
import { Route as ContactRoute } from '../../routes/contact';
import { renderRoutes } from '../../test/render';
import { foreignLatinWords } from '../../test/latin-script';
import { fill } from '../../test/user';

const SENT = "Thank you for your message! We'll get back to you soon.";

async function openContactPage() {
  const user = userEvent.setup({ delay: null });
  const view = renderRoutes({ '/contact': ContactRoute }, '/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
  return { user, ...view };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email = 'asha.k@example.in') {
  await fill(user, screen.getByLabelText('Your name'), 'Asha Kulkarni');
  await fill(user, screen.getByLabelText('Email address'), email);
  await fill(user, screen.getByLabelText('Subject'), 'Tickets not received');
  await fill(user, screen.getByLabelText('Message'), 'My order for Monsoon Melodies has not arrived yet.');
}

describe('Contact page', () => {
  it('asks for every field before sending', async () => {
    const fetchSpy = mockApi({});
    const { user } = await openContactPage();

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    for (const text of [
      'Please enter your name',
      'Please enter your email address',
      'Please enter a subject',
      'Please enter your message',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(fetchSpy.mock.calls.some(([request]) => request.url.endsWith('/api/v1/contact'))).toBe(false);
    for (const [label, description] of [
      ['Your name', 'Please enter your name'],
      ['Email address', 'Please enter your email address We reply to this address.'],
      ['Subject', 'Please enter a subject'],
      ['Message', 'Please enter your message For an order, include your order ID and the event name.'],
    ] as const) {
      const box = screen.getByLabelText(label);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAttribute('aria-required', 'true');
      expect(box).toHaveAccessibleDescription(description);
    }
    // The first field in error has the focus; filling a field takes its message away at once.
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    await user.keyboard('Asha');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    // Spaces alone are not a subject.
    await fill(user, screen.getByLabelText('Subject'), '   ');
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
  });

  it('checks the email address as it is typed, and keeps the limits', async () => {
    mockApi({});
    const { user } = await openContactPage();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('maxlength', '150');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '5000');
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveAttribute('novalidate');

    await fill(user, email, 'asha.example.in');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    await fill(user, email, 'asha@example.in');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('sends the message, says thank you in green and clears the form', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/api/v1/contact': async (_url, request) => {
        sent.push({ method: request.method, body: await request.json() });
        return jsonResponse(
          {
            message: SENT,
            tracking_number: 'TS-C-2026-7K3QXM',
            acknowledge_by: '2026-12-03T04:30:00.000Z',
            resolve_by: '2027-01-01T04:30:00.000Z',
          },
          201,
        );
      },
    });
    const { user } = await openContactPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const notice = async () =>
      (await screen.findAllByText(SENT)).find((e) => e.closest('.ts-toast__notice'))?.closest('.ts-toast__notice');
    await waitFor(async () => expect(await notice()).toHaveClass('ts-toast__notice--success'));
    // The tracking number at once, with the deadlines in IST and where to look it up (ADR 67).
    const receipt = screen.getByRole('status');
    expect(receipt).toHaveTextContent('Your tracking number is TS-C-2026-7K3QXM.');
    expect(receipt).toHaveTextContent('We will acknowledge your message by 3 Dec 2026, 10:00 am');
    expect(receipt).toHaveTextContent('settle it by 1 Jan 2027, 10:00 am');
    expect(within(receipt).getByRole('link', { name: 'Track your message' })).toHaveAttribute(
      'href',
      '/complaints/track',
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Asha Kulkarni',
          email: 'asha.k@example.in',
          subject: 'Tickets not received',
          message: 'My order for Monsoon Melodies has not arrived yet.',
        },
      },
    ]);
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("says 'Failed to send message' in red when the server fails, and sends only once", async () => {
    let calls = 0;
    mockApi({
      '/api/v1/contact': () => {
        calls++;
        return problem(500, 'Something went wrong. Please try again.');
      },
    });
    const { user } = await openContactPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const failure = await screen.findByText('Failed to send message');
    expect(failure.closest('.ts-toast__notice')).toHaveClass('ts-toast__notice--error');
    const alert = screen.getByText('Your message was not sent.').closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
    expect(calls).toBe(1);
    // What was typed stays, so it can be sent again.
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha Kulkarni');
  });

  it("shows the server's reason for a 400 with the failure and under the field", async () => {
    mockApi({
      '/api/v1/contact': () =>
        jsonResponse(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'Please enter a valid email address',
            errors: [{ field: 'email', message: 'Please enter a valid email address' }],
          },
          400,
        ),
    });
    const { user } = await openContactPage();
    await fillIn(user, 'asha@localhost.localdomain');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Failed to send message: Please enter a valid email address')).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address We reply to this address.');
    expect(
      screen.getAllByRole('alert').some((alert) => /Your message was not sent\./.test(alert.textContent ?? '')),
    ).toBe(true);
  });

  it('shows the support email, 24/7 support, the grievance officer, social links and FAQ', async () => {
    mockApi({});
    await openContactPage();
    const main = screen.getByRole('main');

    expect(within(main).getByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`);
    expect(main).toHaveTextContent(`Open ${SUPPORT.hours}`);
    const officer = within(main).getByRole('region', { name: 'Grievance Officer' });
    expect(officer).toHaveTextContent(GRIEVANCE_OFFICER.name);
    expect(within(officer).getByRole('link', { name: GRIEVANCE_OFFICER.email })).toBeInTheDocument();
    expect(within(officer).getByRole('link', { name: 'Track a complaint' })).toHaveAttribute(
      'href',
      '/complaints/track',
    );

    const social = within(main).getByRole('list', { name: 'TicketSetu on social media' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(SOCIAL_LINKS.map((link) => link.label));

    const faq = within(main).getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getByRole('button', { name: 'When do I get paid?' })).toBeInTheDocument();
    expect(within(faq).getByRole('link', { name: 'See all frequently asked questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });
});

describe('Contact page in Hindi', () => {
  it("says site-facts' reply time in English word for word", async () => {
    mockApi({});
    await openContactPage();
    expect(screen.getByRole('region', { name: 'Customer support' })).toHaveTextContent(
      `Open ${SUPPORT.hours}; we reply within ${SUPPORT.firstReplyWithin}.`,
    );
  });

  async function openInHindi() {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ '/contact': ContactRoute }, '/contact', { locale: 'hi' });
    await screen.findByRole('heading', { level: 1, name: 'संपर्क करें' });
    return user;
  }

  it('asks for every field in Hindi, by checkContact’s codes, with no English words in the form', async () => {
    mockApi({});
    const user = await openInHindi();
    const form = screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' });
    await user.click(within(form).getByRole('button', { name: 'संदेश भेजें' }));
    for (const text of ['कृपया अपना नाम डालें', 'कृपया अपना ईमेल पता लिखें', 'कृपया विषय लिखें', 'कृपया अपना संदेश लिखें']) {
      expect(await within(form).findByText(text)).toBeInTheDocument();
    }
    await fill(user, screen.getByLabelText('ईमेल पता'), 'asha.example.in');
    expect(await screen.findByText('कृपया सही ईमेल पता डालें')).toBeInTheDocument();
    expect(foreignLatinWords(form.textContent ?? '')).toEqual([]);
    const aside = screen.getByRole('region', { name: 'ग्राहक सहायता' });
    expect(aside).toHaveTextContent('24/7 उपलब्ध; हम 24 घंटे के अंदर जवाब देते हैं।');
    expect(foreignLatinWords(aside.textContent ?? '')).toEqual([]);
  });

  it('thanks in Hindi with the tracking number and Hindi dates, and says a field the server refused by its code', async () => {
    let refuse = true;
    mockApi({
      '/api/v1/contact': () =>
        refuse
          ? jsonResponse(
              {
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                code: 'CONTACT_INVALID',
                detail: 'Please enter a valid email address',
                errors: [{ field: 'email', code: 'invalidEmail', message: 'Please enter a valid email address' }],
              },
              400,
            )
          : jsonResponse(
              {
                message: SENT,
                tracking_number: 'TS-C-2026-7K3QXM',
                acknowledge_by: '2026-12-03T04:30:00.000Z',
                resolve_by: '2027-01-01T04:30:00.000Z',
              },
              201,
            ),
    });
    const user = await openInHindi();
    await fill(user, screen.getByLabelText('आपका नाम'), 'आशा कुलकर्णी');
    await fill(user, screen.getByLabelText('ईमेल पता'), 'asha@localhost.localdomain');
    await fill(user, screen.getByLabelText('विषय'), 'टिकट नहीं मिले');
    await fill(user, screen.getByLabelText('संदेश'), 'मेरा ऑर्डर अभी तक नहीं आया।');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    expect(await screen.findByText('संदेश नहीं भेजा जा सका: कृपया सही ईमेल पता डालें')).toBeInTheDocument();
    expect(screen.getByLabelText('ईमेल पता')).toHaveAccessibleDescription(
      'कृपया सही ईमेल पता डालें हम इसी पते पर जवाब देते हैं।',
    );

    refuse = false;
    await fill(user, screen.getByLabelText('ईमेल पता'), 'asha.k@example.in');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('आपके संदेश के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।');
    expect(receipt).toHaveTextContent('आपका ट्रैकिंग नंबर TS-C-2026-7K3QXM है।');
    expect(receipt).toHaveTextContent('हम आपका संदेश 3 दिस॰ 2026, सुबह 10:00 तक स्वीकार करेंगे');
    expect(receipt).toHaveTextContent('1 जन॰ 2027, सुबह 10:00 तक सुलझा देंगे');
    expect(within(receipt).getByRole('link', { name: 'अपना संदेश ट्रैक करें' })).toHaveAttribute(
      'href',
      '/hi/complaints/track',
    );
    // Data aside: the tracking number and the dates (ICU's hi-IN keeps am/pm).
    const words = (receipt.textContent ?? '').replace(/TS-C-2026-7K3QXM|\b[ap]m\b/g, ' ');
    expect(foreignLatinWords(words)).toEqual([]);
  });
});
