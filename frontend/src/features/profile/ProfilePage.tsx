import { Trans, useLingui } from '@lingui/react/macro';
import { WarningOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { useSession } from '../../shared/session';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../shared/ui/Button';
import { CheckingSession } from '../../shared/ui/SessionSpinners';
import { SkeletonFields, SkeletonText } from '../../shared/ui/SkeletonText';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PanForm } from './PanForm';
import { PersonalInfoForm } from './PersonalInfoForm';
import { profileQuery } from './queries';
import { SellerProfileSetting } from './SellerProfileSetting';
import { SignedInDevices } from './SignedInDevices';
import { PAN_SECTION_ID, panIntro } from './tds-words';
import './profile.css';

// The saved addresses (their form and picker) come after the page's own sections.
const AddressPicker = lazy(() => import('../addresses').then((m) => ({ default: m.AddressPicker })));

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id} className="profile-section__title">
        {title}
      </h2>
      {intro && <p className="profile-section__intro">{intro}</p>}
      {children}
    </section>
  );
}

/** /profile: personal info, phone and UPI id; the PAN for TDS; saved addresses; devices; account deletion. */
export function ProfilePage() {
  const { i18n, t } = useLingui();
  usePageTitle(t`Your profile`);
  const profile = useQuery(profileQuery());
  const session = useSession();
  // The route guard read the session, but it can be re-read (another tab, a refresh): no controls meanwhile.
  if (session.isLoading || !session.user) return <CheckingSession />;

  return (
    <div className="container page page--narrow profile-page">
      <div className="page-head">
        <div>
          <h1 className="page-title">
            <Trans>Your profile</Trans>
          </h1>
          <p className="page-subtitle">
            {profile.data ? profile.data.email : <Trans>Your details, addresses and devices.</Trans>}
          </p>
        </div>
      </div>

      <Section id="personal-info" title={t`Personal information`}>
        {profile.isPending ? (
          // At the form's height: the sections below stay where they are when it comes (issue 36, CLS).
          <SkeletonFields rows={[[0, 0], [1], [0], [2]]} />
        ) : profile.isError ? (
          <StatusPanel
            tone="error"
            headingLevel={3}
            icon={<WarningOutlined />}
            title={t`We couldn’t load your profile`}
            actions={
              <Button onClick={() => void profile.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            }
          >
            <p>{errorMessage(profile.error, i18n)}</p>
          </StatusPanel>
        ) : (
          <PersonalInfoForm key={profile.data.id} profile={profile.data} />
        )}
      </Section>

      <Section id={PAN_SECTION_ID} title={t`PAN for income tax`} intro={panIntro(i18n)}>
        {profile.isPending ? (
          <SkeletonFields rows={[[0], [0]]} />
        ) : profile.isError ? (
          // The section above says why, with Retry.
          <p className="profile-section__empty">
            <Trans>Your PAN shows here once your profile loads.</Trans>
          </p>
        ) : (
          <PanForm key={profile.data.id} profile={profile.data} />
        )}
      </Section>

      <Section
        id="seller-profile"
        title={t`Seller profile`}
        intro={t`What buyers see about you when you sell: your name as chosen here, the city and state of your default address, when you joined, your sales, ratings and badges. Never your phone, email, PAN, UPI ID or full address.`}
      >
        <SellerProfileSetting />
      </Section>

      <Section
        id="saved-addresses"
        title={t`Saved addresses`}
        intro={t`Used for physical ticket pickups and deliveries. Your first address becomes the default.`}
      >
        <Suspense fallback={<SkeletonText lines={['100%', '61%']} />}>
          <AddressPicker mode="manage" label={t`Saved addresses`} />
        </Suspense>
      </Section>

      <Section id="signed-in-devices" title={t`Signed-in devices`}>
        <SignedInDevices />
      </Section>

      <Section id="delete-account" title={t`Delete my account`}>
        <DeleteAccountSection />
      </Section>
    </div>
  );
}
