import { Trans, useLingui } from '@lingui/react/macro';
import { RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error';
import { useNotify } from '../../shared/notify';
import { AppLink } from '../../shared/ui/links';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import { useHydrated } from '../../shared/useHydrated';
import { contractSentence } from './check-words';
import { sellerSettingsQuery, useSaveSellerSettings } from '../sellers';

/**
 * "Show my full name on my seller profile" (ADR 65): off, buyers see the first name and the initial of the
 * surname. Shows the name buyers see and links to the public profile once there is one.
 */
export function SellerProfileSetting() {
  const settings = useQuery(sellerSettingsQuery());
  const save = useSaveSellerSettings();
  const notify = useNotify();
  const hydrated = useHydrated();
  const { i18n } = useLingui();

  if (settings.isPending) return <SkeletonText lines={['61%']} />;
  if (settings.isError) return <p className="profile-section__empty">{errorMessage(settings.error, i18n)}</p>;

  const change = (showFullName: boolean) =>
    save.mutate(showFullName, {
      onSuccess: () => notify(contractSentence(i18n, RATING_MESSAGES.settingsSaved)),
      onError: (error) => notify(errorMessage(error, i18n), { tone: 'error' }),
    });

  const displayName = settings.data.display_name;
  return (
    <div className="seller-setting">
      <label className="seller-setting__switch">
        {/* A checkbox announced as a switch: on or off, saved at once (no form to send). */}
        <input
          id="show-full-name"
          type="checkbox"
          role="switch"
          className="seller-setting__toggle"
          checked={settings.data.show_full_name}
          disabled={save.isPending || !hydrated}
          aria-busy={save.isPending || undefined}
          onChange={(event) => change(event.target.checked)}
        />
        <span>
          <Trans>Show my full name on my seller profile</Trans>
        </span>
      </label>
      <p className="seller-setting__name">
        <Trans>
          Buyers see you as <strong>{displayName}</strong>
        </Trans>
        {settings.data.profile_path && (
          <>
            {' · '}
            <AppLink href={settings.data.profile_path}>
              <Trans>View your seller profile</Trans>
            </AppLink>
          </>
        )}
      </p>
    </div>
  );
}
