import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { localePath } from '@ticketsetu/contracts/locales';
import { useLocale } from '../../shared/i18n';
import { buttonClassName } from '../../shared/ui/Button';
import { SearchField } from '../../shared/ui/SearchField';
import './home.css';

/**
 * Enter (or the button) opens /events?search={text}; an empty box opens every event. Also a plain
 * form: before the page's scripts run, or without them, Enter asks the server for the same address.
 */
export function HeroSearch() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      action={localePath(locale, '/events')}
      className="hero-search"
      onSubmit={(event) => {
        event.preventDefault();
        const search = text.trim();
        void navigate({ to: '/events', search: search ? { search } : {} });
      }}
    >
      <SearchField
        id="home-search"
        name="search"
        label={t`Search events`}
        placeholder={t`Search by event, venue or category`}
        value={text}
        onChange={setText}
        className="hero-search__field"
      />
      {/* A plain submit, never disabled (unlike Button): before hydration the form goes to the server. */}
      <button type="submit" className={buttonClassName({ type: 'primary', size: 'large' }, 'hero-search__button')}>
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
