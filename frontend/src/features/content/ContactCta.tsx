import { MailOutlined } from '../../shared/ui/icons';
import { SUPPORT } from '../../shared/site-facts';
import { RouterButton } from './RouterButton';

/** The closing call to action on the static pages: write to support. */
export function ContactCta({ title = 'Still need help?' }: { title?: string }) {
  return (
    <aside className="content-cta" aria-label="Contact support">
      <div>
        <p className="content-cta__title">{title}</p>
        <p>
          Our support team is here {SUPPORT.hours}. Email <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> and we
          reply within {SUPPORT.firstReplyWithin}.
        </p>
      </div>
      <RouterButton to="/contact" size="large" className="btn-saffron" icon={<MailOutlined aria-hidden="true" />}>
        Contact us
      </RouterButton>
    </aside>
  );
}
