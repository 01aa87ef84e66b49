import { Trans } from '@lingui/react/macro';
import { ContactCta } from './ContactCta';
import { ContentPage } from './ContentPage';
import { FAQ_GROUPS } from './faq';
import { FaqList } from './FaqList';

export function FaqPage() {
  return (
    <ContentPage
      page="/faq"
      eyebrow={<Trans>Support</Trans>}
      intro={
        <p>
          <Trans>
            Quick answers about fees, payments, ticket transfers, refunds, payouts and your account. Select a question
            to see its answer.
          </Trans>
        </p>
      }
      sections={FAQ_GROUPS.map((group) => ({
        id: group.id,
        title: group.title,
        content: <FaqList items={group.items} />,
      }))}
      footer={<ContactCta title={<Trans>Didn’t find your answer?</Trans>} />}
    />
  );
}
