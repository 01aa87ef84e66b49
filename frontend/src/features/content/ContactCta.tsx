import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { MailOutlined } from '../../shared/ui/icons';
import { SUPPORT } from '../../shared/site-facts';
import { Fact } from './Fact';
import { RouterButton } from './RouterButton';

/** The closing call to action on the static pages: write to support. */
export function ContactCta({ title }: { title?: ReactNode }) {
  const { t } = useLingui();
  return (
    <aside className="content-cta" aria-label={t`Contact support`}>
      <div>
        <p className="content-cta__title">{title ?? <Trans>Still need help?</Trans>}</p>
        <p>
          <Trans>
            Our support team is here {SUPPORT.hours}. Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> and
            we reply within <Fact of={SUPPORT.firstReplyWithin} />.
          </Trans>
        </p>
      </div>
      <RouterButton to="/contact" size="large" className="btn-saffron" icon={<MailOutlined aria-hidden="true" />}>
        <Trans>Contact us</Trans>
      </RouterButton>
    </aside>
  );
}
