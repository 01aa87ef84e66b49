import { Trans } from '@lingui/react/macro';
import { LOCALE_COOKIE, LOCALE_TAGS, type Locale } from '@ticketsetu/contracts/locales';
import { staticPageHead } from '@ticketsetu/contracts/page-heads';
import type { ReactNode } from 'react';
import { useLocale } from '../../shared/i18n';
import { formatPolicyDate } from '../../shared/site-facts';
import { usePageTitle } from '../../shared/usePageTitle';
import './content.css';

export interface ContentSection {
  /** The anchor other pages link to (e.g. /faq#fees); the heading gets `${id}-heading`. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface ContentPageProps {
  /**
   * The page's address (without /hi): its title, the h1 and the document title, is the page's head in
   * the reader's language (contracts STATIC_PAGES, which the server's head reads too).
   */
  page: string;
  /** Small label above the title, e.g. 'Policy' or 'Support'. */
  eyebrow?: ReactNode;
  intro: ReactNode;
  /** ISO date; policies show it as 'Last updated 22 November 2026'. */
  lastUpdated?: string;
  sections: readonly ContentSection[];
  /** An 'On this page' list of the sections; on by default for five sections or more. */
  showContents?: boolean;
  /** Shown after the sections, e.g. a call to contact support. */
  footer?: ReactNode;
  /**
   * A policy whose English text governs: in another language the page says so first, with a link to
   * the English page.
   */
  governedByEnglish?: boolean;
}

export type ContentHeroProps = Pick<ContentPageProps, 'eyebrow' | 'intro' | 'lastUpdated'> & { title: ReactNode };

const policyDates = new Map<Locale, Intl.DateTimeFormat>();

/** 'Last updated 22 November 2026' in the reader's language ('22 नवंबर 2026'). */
function policyDate(iso: string, locale: Locale): string {
  if (locale === 'en') return formatPolicyDate(iso);
  let format = policyDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
    policyDates.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00+05:30`));
}

/** Following the link to the English text is choosing English: the server would otherwise send a Hindi reader back. */
function readInEnglish(): void {
  document.cookie = `${LOCALE_COOKIE}=en; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`;
}

/** In a translation of a policy: the English text governs, and where it is. */
function GoverningNote({ page }: { page: string }) {
  return (
    <aside className="content-governing" aria-labelledby="content-governing-title">
      <p id="content-governing-title" className="content-governing__title">
        <Trans>This is a translation</Trans>
      </p>
      <p>
        <Trans>
          This page is a translation for your convenience. The English text of this policy governs: if the two differ,
          the English text applies.{' '}
          <a href={page} hrefLang="en-IN" onClick={readInEnglish}>
            Read the policy in English
          </a>
        </Trans>
      </p>
    </aside>
  );
}

/** The title band: eyebrow, the page's one h1, intro and 'Last updated'. */
export function ContentHero({ title, eyebrow, intro, lastUpdated }: ContentHeroProps) {
  const locale = useLocale();
  return (
    <header className="content-hero">
      <div className="container content-hero__inner">
        {eyebrow && <p className="content-hero__eyebrow">{eyebrow}</p>}
        <h1 className="content-hero__title">{title}</h1>
        <div className="content-hero__intro">{intro}</div>
        {lastUpdated && (
          <p className="content-hero__updated">
            <Trans>
              Last updated <time dateTime={lastUpdated}>{policyDate(lastUpdated, locale)}</time>
            </Trans>
          </p>
        )}
      </div>
    </header>
  );
}

/** The one look of the static pages: a title band, an optional contents list, then h2 sections. */
export function ContentPage({
  page,
  eyebrow,
  intro,
  lastUpdated,
  sections,
  showContents = sections.length >= 5,
  footer,
  governedByEnglish = false,
}: ContentPageProps) {
  const locale = useLocale();
  const title = staticPageHead(page, locale)?.title ?? '';
  usePageTitle(title);
  return (
    <div className="content-page">
      <ContentHero title={title} eyebrow={eyebrow} intro={intro} lastUpdated={lastUpdated} />
      {governedByEnglish && locale !== 'en' && (
        <div className="container">
          <GoverningNote page={page} />
        </div>
      )}

      <div className={`container content-layout${showContents ? ' content-layout--with-contents' : ''}`}>
        {showContents && (
          <nav className="content-contents" aria-labelledby="content-contents-title">
            <p id="content-contents-title" className="content-contents__title">
              <Trans>On this page</Trans>
            </p>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="content-body">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="content-section"
              aria-labelledby={`${section.id}-heading`}
            >
              <h2 id={`${section.id}-heading`} className="content-section__title">
                {section.title}
              </h2>
              {section.content}
            </section>
          ))}
          {footer}
        </div>
      </div>
    </div>
  );
}
